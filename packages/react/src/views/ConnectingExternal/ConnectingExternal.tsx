import { useEffect, useRef, useState } from "react";
import { Spinner } from "../../components/Spinner/Spinner.js";
import { StatusMessage } from "../../components/StatusMessage/StatusMessage.js";
import { WalletImage } from "../../components/WalletImage/WalletImage.js";
import { useFoyer } from "../../hooks/useFoyer.js";
import { useRouteParams } from "../../hooks/useRouteParams.js";
import { useMessages } from "../../i18n/MessagesContext.js";
import { type ConnectAttemptStatus, failedAttemptStatus } from "./connectAttempt.js";

/**
 * Asks the connector's wallet to connect and waits. Core closes the modal or
 * moves to sign-in on success; this view only shows waiting, rejected and
 * failed, with a retry for the last two.
 */
export function ConnectingExternal() {
  const foyer = useFoyer();
  const messages = useMessages();
  const params = useRouteParams("ConnectingExternal");
  const connector = params?.connector;
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<ConnectAttemptStatus>("connecting");
  // StrictMode runs effects twice; a wallet prompt must open once per attempt.
  const started = useRef(-1);

  useEffect(() => {
    if (!connector || started.current === attempt) return;
    started.current = attempt;
    setStatus("connecting");
    foyer.connect(connector.id, connector.chain).catch((error: unknown) => {
      // An answer to an earlier attempt must not overwrite the current one.
      if (started.current === attempt) setStatus(failedAttemptStatus(error));
    });
  }, [foyer, connector, attempt]);

  if (!connector) {
    return <StatusMessage tone="error" title={messages.failedToConnect} />;
  }
  const retry = (
    <button type="button" className="primary" onClick={() => setAttempt((n) => n + 1)}>
      {messages.tryAgain}
    </button>
  );
  return (
    <div className="center">
      <WalletImage name={connector.name} src={connector.imageUrl} large />
      {status === "connecting" ? (
        <>
          <h3>{messages.continueIn(connector.name)}</h3>
          <p>{messages.continueInBody}</p>
          <Spinner label={messages.connecting} />
        </>
      ) : (
        <StatusMessage
          tone="error"
          title={status === "rejected" ? messages.connectionRejected : messages.failedToConnect}
          body={
            status === "rejected"
              ? messages.connectionRejectedBody
              : status === "noRequestedChain"
                ? messages.connectorSupportsNoRequestedChain
                : messages.failedToConnectBody
          }
        >
          {retry}
        </StatusMessage>
      )}
    </div>
  );
}
