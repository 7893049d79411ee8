import type { EvmAdapter } from "@foyer/evm";
import { useMemo, useState } from "react";
import type { Address } from "viem";
import { walletRequest } from "./walletRequest.js";

/** An EIP-712 message as a dApp asks for one: a sign-up agreement on the devnet. */
export const DEMO_TYPED_DATA = {
  domain: { name: "Foyer demo", version: "1", chainId: 31337 },
  types: {
    EIP712Domain: [
      { name: "name", type: "string" },
      { name: "version", type: "string" },
      { name: "chainId", type: "uint256" },
    ],
    Agreement: [
      { name: "member", type: "address" },
      { name: "terms", type: "string" },
    ],
  },
  primaryType: "Agreement",
} as const;

type Outcome =
  | { state: "idle" | "waiting" }
  | { state: "signed"; signature: string }
  | { state: "failed"; message: string };

/** What a dApp does to get structured consent (eth_signTypedData_v4). */
export default function SignTypedData({ evm, address }: { evm: EvmAdapter; address: Address }) {
  const request = useMemo(() => walletRequest(evm), [evm]);
  const [outcome, setOutcome] = useState<Outcome>({ state: "idle" });

  const sign = async () => {
    setOutcome({ state: "waiting" });
    const typedData = {
      ...DEMO_TYPED_DATA,
      message: { member: address, terms: "I have read the Foyer demo's terms" },
    };
    try {
      const signature = await request({
        method: "eth_signTypedData_v4",
        params: [address, JSON.stringify(typedData)],
      });
      setOutcome({ state: "signed", signature: String(signature) });
    } catch (error) {
      setOutcome({ state: "failed", message: error instanceof Error ? error.message : "Failed" });
    }
  };

  return (
    <section aria-labelledby="typed-heading">
      <h2 id="typed-heading">Sign typed data</h2>
      <button type="button" onClick={sign} disabled={outcome.state === "waiting"}>
        Sign typed data
      </button>
      <p role="status" data-testid="typed-signature">
        {outcome.state === "waiting" ? "Waiting for the wallet…" : null}
        {outcome.state === "signed" ? `Signature: ${outcome.signature}` : null}
        {outcome.state === "failed" ? `Not signed: ${outcome.message}` : null}
      </p>
    </section>
  );
}
