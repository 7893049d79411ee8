import { useFoyerProvider } from "@foyer/react";
import { BrowserProvider } from "ethers";
import { useState } from "react";
import { world } from "./foyer.js";

/** ethers' BrowserProvider over the provider Foyer hands over: sign, then send and wait. */
export function EthersPanel() {
  const evm = useFoyerProvider("eip155");
  const [result, setResult] = useState("");
  const run = async () => {
    if (!evm) return setResult("error: not connected");
    try {
      // Each step shows, so a run that stops says where.
      setResult("asking for the signer");
      const signer = await new BrowserProvider(evm.provider).getSigner();
      setResult("signing");
      const signature = await signer.signMessage("hello from ethers");
      setResult("sending");
      const tx = await signer.sendTransaction({ to: world.receiver, value: 12_345n });
      setResult(`waiting for ${tx.hash}`);
      const receipt = await tx.wait();
      setResult(
        JSON.stringify({
          signer: signer.address,
          signature,
          hash: tx.hash,
          status: receipt?.status,
        }),
      );
    } catch (error) {
      setResult(`error: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  return (
    <section>
      <output data-testid="ethers-address">{evm?.address ?? ""}</output>
      <button type="button" onClick={run}>
        ethers sign and send
      </button>
      <output data-testid="ethers-result">{result}</output>
    </section>
  );
}
