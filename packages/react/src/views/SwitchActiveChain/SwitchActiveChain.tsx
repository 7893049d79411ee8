import { useEffect, useRef, useState } from "react";
import { Spinner } from "../../components/Spinner/Spinner.js";
import { StatusMessage } from "../../components/StatusMessage/StatusMessage.js";
import { useFoyer } from "../../hooks/useFoyer.js";
import { useRouteParams } from "../../hooks/useRouteParams.js";
import { useMessages } from "../../i18n/MessagesContext.js";
import { afterSwitch, targetNetwork } from "./afterSwitch.js";

/** Moves the app to another namespace (e.g. from EVM to Solana), then on to `navigateTo`. */
export function SwitchActiveChain() {
  const foyer = useFoyer();
  const messages = useMessages();
  const params = useRouteParams("SwitchActiveChain");
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const started = useRef(-1);

  useEffect(() => {
    if (!params || started.current === attempt) return;
    started.current = attempt;
    const network = targetNetwork(foyer.stores.networks.store.getState(), params);
    if (!network) {
      setFailed(true);
      return;
    }
    setFailed(false);
    foyer.switchNetwork(network).then(
      () => {
        const next = afterSwitch(params);
        if (next.kind === "back") foyer.goBack();
        else if (next.kind === "replace") foyer.stores.router.replace(next.route);
        else foyer.stores.router.push(next.route);
      },
      () => {
        if (started.current === attempt) setFailed(true);
      },
    );
  }, [foyer, params, attempt]);

  if (!params || failed) {
    return (
      <StatusMessage tone="error" title={messages.switchFailed} body={messages.switchFailedBody}>
        {params ? (
          <button type="button" className="primary" onClick={() => setAttempt((n) => n + 1)}>
            {messages.tryAgain}
          </button>
        ) : null}
      </StatusMessage>
    );
  }
  return (
    <div className="center">
      <h3>{messages.switchActiveChain(messages.namespaceName(params.switchToChain))}</h3>
      <Spinner label={messages.switchingNetwork} />
    </div>
  );
}
