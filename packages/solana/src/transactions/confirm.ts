import { type Signature, signature as toSignature } from "@solana/kit";
import type { SolanaRpc } from "../rpc.js";

/** How often a signature's status is asked for. */
const POLL_MS = 400;

/** The chain's verdict on a landed transaction that failed, with its error in RPC form. */
export class TransactionFailedOnChain extends Error {
  override name = "TransactionFailedOnChain";
  constructor(readonly err: unknown) {
    super(
      `transaction failed on chain: ${JSON.stringify(err, (_k, v) => (typeof v === "bigint" ? v.toString() : v))}`,
    );
  }
  /** Read by `chainErrorKind` like a node's preflight error. */
  get code(): number {
    return -32002;
  }
  get data(): { err: unknown } {
    return { err: this.err };
  }
}

/** A transaction whose blockhash expired before it was seen landed. */
export class TransactionExpired extends Error {
  override name = "TransactionExpired";
  readonly code = -32002;
  readonly data = { err: "BlockhashNotFound" };
}

/**
 * Waits until `signature` is confirmed, by polling `getSignatureStatuses` (no WebSocket:
 * the provider server proxies HTTP only). Rejects with the chain's error when the
 * transaction landed and failed, or once the block height passes `lastValidBlockHeight`.
 */
export async function confirmSignature(
  rpc: SolanaRpc,
  signature: string,
  lastValidBlockHeight: bigint | undefined,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<void> {
  const id: Signature = toSignature(signature);
  for (;;) {
    const { value } = await rpc.getSignatureStatuses([id]).send();
    const status = value[0];
    if (status) {
      if (status.err) throw new TransactionFailedOnChain(status.err);
      if (status.confirmationStatus === "confirmed" || status.confirmationStatus === "finalized")
        return;
    } else if (lastValidBlockHeight !== undefined) {
      const height = await rpc.getBlockHeight({ commitment: "confirmed" }).send();
      if (height > lastValidBlockHeight) throw new TransactionExpired("blockhash expired");
    }
    await sleep(POLL_MS);
  }
}
