import { ProxyReadError, proxyRpc } from "../proxyRpc.js";
import { quantity, STATUS_READ_TIMEOUT_MS } from "../status/chainStatus.js";

export interface ReceiptSummary {
  status: "success" | "reverted";
  blockNumber: bigint;
}

/** The status and block of a receipt as the node returns it, or undefined while it has none. */
export function readReceipt(raw: unknown): ReceiptSummary | undefined {
  if (raw === null || raw === undefined) return undefined;
  if (typeof raw !== "object") throw new ProxyReadError("the node answered an unreadable receipt");
  const { status, blockNumber } = raw as Record<string, unknown>;
  return {
    // EIP-658: 0x1 success, 0x0 reverted.
    status: quantity(status) === 1n ? "success" : "reverted",
    blockNumber: quantity(blockNumber),
  };
}

/**
 * Polls `eth_getTransactionReceipt` through the provider server until the transaction is mined.
 * A devnet mines at once; past `timeoutMs` it gives up rather than spin.
 */
export async function waitForReceipt(
  url: string,
  hash: string,
  options: { timeoutMs: number; intervalMs: number },
): Promise<ReceiptSummary> {
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    const receipt = readReceipt(
      await proxyRpc(url, "eth_getTransactionReceipt", [hash], {
        timeoutMs: STATUS_READ_TIMEOUT_MS,
      }),
    );
    if (receipt) return receipt;
    if (Date.now() > deadline) {
      throw new ProxyReadError(`no receipt within ${options.timeoutMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs));
  }
}
