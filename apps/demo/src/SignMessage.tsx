import { activeConnection } from "@foyer/core";
import type { EvmAdapter } from "@foyer/evm";
import { useFoyer, useFoyerAccount } from "@foyer/react";
import { useState } from "react";

type Outcome =
  | { state: "idle" }
  | { state: "waiting" }
  | { state: "signed"; signature: string }
  | { state: "failed"; message: string };

/**
 * What a dApp does once a wallet is connected: ask it to sign a message
 * (personal_sign). Through an injected wallet or a WalletConnect session alike,
 * the request goes through the EVM adapter to the active connection.
 */
export function SignMessage({ evm }: { evm: EvmAdapter }) {
  const foyer = useFoyer();
  const account = useFoyerAccount();
  const [message, setMessage] = useState("Hello from the Foyer demo");
  const [outcome, setOutcome] = useState<Outcome>({ state: "idle" });
  if (!account.isConnected || account.namespace !== "eip155" || !account.address) return null;
  const address = account.address;

  const sign = async () => {
    const connection = activeConnection(foyer.stores.connection.getState(), "eip155");
    if (!connection) return;
    setOutcome({ state: "waiting" });
    try {
      const signature = await evm.signMessage({
        connectorId: connection.connectorId,
        address,
        message,
      });
      setOutcome({ state: "signed", signature });
    } catch (error) {
      setOutcome({ state: "failed", message: error instanceof Error ? error.message : "Failed" });
    }
  };

  return (
    <section aria-labelledby="sign-heading">
      <h2 id="sign-heading">Sign a message</h2>
      <label>
        Message <input value={message} onChange={(event) => setMessage(event.target.value)} />
      </label>{" "}
      <button type="button" onClick={sign} disabled={outcome.state === "waiting"}>
        Sign message
      </button>
      <p role="status" data-testid="signature">
        {outcome.state === "waiting" ? "Waiting for the wallet…" : null}
        {outcome.state === "signed" ? `Signature: ${outcome.signature}` : null}
        {outcome.state === "failed" ? `Not signed: ${outcome.message}` : null}
      </p>
    </section>
  );
}
