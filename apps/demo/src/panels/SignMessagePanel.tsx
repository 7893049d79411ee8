import { type ChainAdapter, createClientError } from "@foyer/core";
import { useFoyerProvider } from "@foyer/react";
import { useId, useState } from "react";
import { Panel } from "./Panel.js";
import { panelMessages as m } from "./panelMessages.js";
import { SignatureResult } from "./SignatureResult.js";
import { useAction } from "./useAction.js";

/**
 * personal_sign through the EVM adapter to the active connection: an injected wallet, a
 * WalletConnect session and the embedded wallet alike.
 */
export function SignMessagePanel({
  evm,
  address,
}: {
  evm: ChainAdapter;
  address: string | undefined;
}) {
  const wallet = useFoyerProvider("eip155");
  const inputId = useId();
  const [message, setMessage] = useState<string>(m.signDefault);
  const { outcome, run } = useAction<string>();

  const sign = () =>
    run(async () => {
      if (!wallet || !address) throw createClientError("CONNECTOR_NOT_CONNECTED", {});
      return evm.signMessage({ connectorId: wallet.connectorId, address, message });
    });

  return (
    <Panel id="sign" title={m.signHeading} about={m.signAbout}>
      {address ? (
        <>
          <div className="field-row">
            <label htmlFor={inputId}>{m.signLabel}</label>
            <input
              id={inputId}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
            />
            <button
              type="button"
              className="action"
              onClick={sign}
              disabled={outcome.state === "waiting"}
            >
              {m.signButton}
            </button>
          </div>
          <SignatureResult testId="signature" outcome={outcome} />
        </>
      ) : null}
    </Panel>
  );
}
