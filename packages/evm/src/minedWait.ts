import { ApiError, createClientError } from "@foyer/core";
import { coreText, foyerMessages, type TransactionSubmission } from "@foyer/core/internal";
import { isRecord } from "@foyer/protocol";
import type { Config, Connector } from "@wagmi/core";
import type { InjectedProvider } from "./discovery.js";

/** How often and how long the adapter looks for a sent transaction to be mined. */
export interface MinedWaitOptions {
  intervalMs: number;
  attempts: number;
}

/** Once a second for three minutes: longer than a block on any listed network, bounded. */
export const MINED_WAIT: MinedWaitOptions = { intervalMs: 1_000, attempts: 180 };

/**
 * EIP-5792 `wallet_getCallsStatus` still pending: 100 in v2, "PENDING" before.
 * Anything else (confirmed, failed, reverted) means the batch is settled.
 */
export function isCallsPending(status: unknown): boolean {
  if (!isRecord(status)) return true;
  return status.status === 100 || status.status === "PENDING";
}

async function poll(check: () => Promise<boolean>, options: MinedWaitOptions): Promise<boolean> {
  for (let attempt = 0; attempt < options.attempts; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, options.intervalMs));
    // A failed look (a node hiccup) is a look that found nothing yet.
    if (await check().catch(() => false)) return true;
  }
  return false;
}

/**
 * Resolves once the submission is mined: a receipt for a transaction (read
 * from the chain's RPC), a settled status for a batch (asked of the wallet
 * behind the connector that sent it). Rejects when the wait runs out or the chain is not one the
 * adapter reads.
 */
export async function waitUntilMined(
  config: Config,
  connector: Pick<Connector, "getProvider"> | undefined,
  submission: TransactionSubmission,
  options: MinedWaitOptions = MINED_WAIT,
): Promise<void> {
  let check: () => Promise<boolean>;
  if (submission.kind === "transaction") {
    const chainId = Number(submission.caipNetworkId.split(":")[1]);
    if (!config.chains.some((chain) => chain.id === chainId)) {
      throw createClientError("CHAIN_NOT_CONFIGURED", { caipNetworkId: submission.caipNetworkId });
    }
    const client = config.getClient({ chainId });
    const hash = submission.hash as `0x${string}`;
    check = async () =>
      (await client.request({ method: "eth_getTransactionReceipt", params: [hash] })) != null;
  } else {
    const provider: unknown = await connector?.getProvider().catch(() => undefined);
    const wallet =
      typeof provider === "object" && provider !== null && "request" in provider
        ? (provider as InjectedProvider)
        : undefined;
    if (!wallet) {
      throw createClientError("PROVIDER_NOT_FOUND", { connectorId: submission.connectorId });
    }
    check = async () =>
      !isCallsPending(
        await wallet.request({ method: "wallet_getCallsStatus", params: [submission.id] }),
      );
  }
  if (await poll(check, options)) return;
  throw new ApiError(coreText("transactionNotMined", foyerMessages.transactionNotMined), {
    code: "TRANSACTION_NOT_MINED",
    details: { ...submission },
  });
}
