import { useFoyerProvider } from "@foyer/react";
import {
  address,
  appendTransactionMessageInstruction,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  getTransactionDecoder,
  getTransactionEncoder,
  lamports,
  pipe,
  type Signature,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from "@solana/kit";
import { getTransferSolInstruction } from "@solana-program/system";
import { useState } from "react";
import { world } from "./foyer.js";

interface SignTransactionFeature {
  signTransaction(
    ...inputs: { account: unknown; transaction: Uint8Array; chain: string }[]
  ): Promise<readonly { signedTransaction: Uint8Array }[]>;
}

/** A SOL transfer built with @solana/kit and signed through the Wallet Standard wallet Foyer hands over. */
export function SolanaPanel() {
  const solana = useFoyerProvider("solana");
  const [result, setResult] = useState("");
  const run = async () => {
    if (!solana) return setResult("error: not connected");
    try {
      const rpc = createSolanaRpc(world.solana.rpcUrl);
      const source = address(solana.address);
      const { value: blockhash } = await rpc.getLatestBlockhash({ commitment: "confirmed" }).send();
      const message = pipe(
        createTransactionMessage({ version: 0 }),
        (m) => setTransactionMessageFeePayer(source, m),
        (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
        (m) =>
          appendTransactionMessageInstruction(
            getTransferSolInstruction({
              source: createNoopSigner(source),
              destination: address(world.solana.receiver),
              amount: lamports(1_000_000n),
            }),
            m,
          ),
      );
      const bytes = new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)));
      const feature = solana.wallet.features["solana:signTransaction"] as SignTransactionFeature;
      const [signed] = await feature.signTransaction({
        account: solana.account,
        transaction: bytes,
        chain: solana.chain,
      });
      if (!signed) throw new Error("the wallet signed nothing");
      const wire = getBase64EncodedWireTransaction(
        getTransactionDecoder().decode(signed.signedTransaction),
      );
      const signature: Signature = await rpc
        .sendTransaction(wire, { encoding: "base64", preflightCommitment: "confirmed" })
        .send();
      for (;;) {
        const { value } = await rpc.getSignatureStatuses([signature]).send();
        const status = value[0]?.confirmationStatus;
        if (status === "confirmed" || status === "finalized") break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      setResult(`confirmed ${signature}`);
    } catch (error) {
      setResult(`error: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  return (
    <section>
      <output data-testid="solana-address">{solana?.address ?? ""}</output>
      <output data-testid="solana-chain">{solana?.chain ?? ""}</output>
      <button type="button" onClick={run}>
        solana transfer
      </button>
      <output data-testid="solana-result">{result}</output>
    </section>
  );
}
