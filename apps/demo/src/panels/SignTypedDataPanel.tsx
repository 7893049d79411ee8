import { useFoyerNetwork } from "@foyer/react";
import { useMemo } from "react";
import { useWalletRequest } from "../walletRequest.js";
import { Panel } from "./Panel.js";
import { panelMessages as m } from "./panelMessages.js";
import { SignatureResult } from "./SignatureResult.js";
import { demoTypedData } from "./typedData.js";
import { useAction } from "./useAction.js";

/**
 * eth_signTypedData_v4 straight to the connected wallet's provider, from useFoyerProvider (Foyer's adapter has no typed
 * data action: a dApp asks the wallet itself, as here). The data shown is exactly what is sent.
 */
export function SignTypedDataPanel({ address }: { address: string | undefined }) {
  const { network } = useFoyerNetwork();
  const { outcome, run } = useAction<string>();
  const request = useWalletRequest();
  const chainId = typeof network?.id === "number" ? network.id : Number(network?.id ?? 0);
  // Fixed per address and network, so what the panel shows stays what was signed.
  const typedData = useMemo(
    () =>
      address
        ? demoTypedData({
            chainId,
            from: address,
            contents: "Hello from the Foyer demo",
            issuedAt: new Date().toISOString(),
          })
        : undefined,
    [address, chainId],
  );
  const json = useMemo(() => (typedData ? JSON.stringify(typedData, null, 2) : ""), [typedData]);

  const sign = () =>
    run(async () => {
      const signature = await request({
        method: "eth_signTypedData_v4",
        params: [address, JSON.stringify(typedData)],
      });
      if (typeof signature !== "string") throw new Error("The wallet answered without a signature");
      return signature;
    });

  return (
    <Panel id="typed" title={m.typedHeading} about={m.typedAbout}>
      {address ? (
        <>
          <details className="typed-data">
            <summary>{m.typedShow}</summary>
            <pre data-testid="typed-data">{json}</pre>
          </details>
          <button
            type="button"
            className="action"
            onClick={sign}
            disabled={outcome.state === "waiting"}
          >
            {m.typedButton}
          </button>
          <SignatureResult testId="typed-signature" outcome={outcome} />
        </>
      ) : null}
    </Panel>
  );
}
