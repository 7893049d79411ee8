import { isUserRejection } from "@foyer/core";
import { useEffect, useRef, useState } from "react";
import { Spinner } from "../../components/Spinner/Spinner.js";
import { StatusMessage } from "../../components/StatusMessage/StatusMessage.js";
import { useFoyer } from "../../hooks/useFoyer.js";
import { useRouteParams } from "../../hooks/useRouteParams.js";
import { useMessages } from "../../i18n/MessagesContext.js";

type SwitchStatus = "switching" | "rejected" | "failed";

/** Waits for the wallet to approve a network switch; a refusal or failure offers a retry. */
export function SwitchNetwork() {
  const foyer = useFoyer();
  const messages = useMessages();
  const network = useRouteParams("SwitchNetwork")?.network;
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<SwitchStatus>("switching");
  // StrictMode runs effects twice; the wallet must be asked once per attempt.
  const started = useRef(-1);

  useEffect(() => {
    if (!network || started.current === attempt) return;
    started.current = attempt;
    setStatus("switching");
    foyer.switchNetwork(network).then(
      () => {
        const router = foyer.stores.router;
        // Sign-in (behaviour §4) opens its view when the new network has no session; it
        // takes over the modal, so the switch must not navigate it away.
        if (router.current().view !== "SwitchNetwork") return;
        router.reset({ view: foyer.isConnected() ? "Account" : "Connect" });
      },
      (error: unknown) => {
        if (started.current === attempt) setStatus(isUserRejection(error) ? "rejected" : "failed");
      },
    );
  }, [foyer, network, attempt]);

  if (!network) return <StatusMessage tone="error" title={messages.switchFailed} />;
  if (status === "switching") {
    return (
      <div className="center">
        <h3>{messages.switchingNetwork}</h3>
        <p>{messages.approveInWallet(network.name)}</p>
        <Spinner label={messages.switchingNetwork} />
      </div>
    );
  }
  return (
    <StatusMessage
      tone="error"
      title={status === "rejected" ? messages.switchRejected : messages.switchFailed}
      body={status === "rejected" ? messages.switchRejectedBody : messages.switchFailedBody}
    >
      <button type="button" className="primary" onClick={() => setAttempt((n) => n + 1)}>
        {messages.tryAgain}
      </button>
    </StatusMessage>
  );
}
