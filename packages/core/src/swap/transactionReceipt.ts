import { recordOf } from "../api/http/readResponse.js";
import type { RpcHttpConnection } from "../api/rpc/rpcHttpConnection.js";
import type { Clock } from "../effects/clock.js";

/** How a mined transaction ended. */
export type ReceiptStatus = "success" | "reverted";

export interface ReceiptWaitOptions {
  /** The network's JSON-RPC (the provider's proxy in Foyer's setup). */
  rpc: Pick<RpcHttpConnection, "request">;
  hash: string;
  clock: Clock;
  /** Between polls; a devnet mines at once, a real chain every few seconds. */
  intervalMs?: number;
  /** Give up after this long; undefined then. */
  timeoutMs?: number;
}

/**
 * Polls `eth_getTransactionReceipt` until the transaction is mined, and says whether it
 * succeeded. Undefined when the wait ran out (the transaction may still be mined later);
 * a failing poll counts as "not yet", since the RPC is a proxy that can blink.
 */
export async function waitForReceipt(
  options: ReceiptWaitOptions,
): Promise<ReceiptStatus | undefined> {
  const { rpc, hash, clock } = options;
  const interval = options.intervalMs ?? 1_000;
  const deadline = clock.now() + (options.timeoutMs ?? 120_000);
  let id = 0;
  for (;;) {
    const answer = await rpc
      .request({ id: ++id, jsonrpc: "2.0", method: "eth_getTransactionReceipt", params: [hash] })
      .catch(() => undefined);
    const receipt = recordOf(recordOf(answer).result);
    if (receipt.status === "0x1") return "success";
    if (receipt.status === "0x0") return "reverted";
    if (clock.now() + interval > deadline) return undefined;
    await new Promise<void>((resolve) => {
      clock.setTimeout(resolve, interval);
    });
  }
}
