import type { SolanaChain } from "../chain.js";
import { invalidParams, RpcCode, SolanaRpcError } from "../rpcError.js";
import { transactionEncoding, transactionJson } from "./transactionJson.js";

/**
 * `getBlock`'s result for a slot, as a validator answers it. This chain records the blocks that
 * hold transactions; a slot that passed without one is answered as a validator answers a skipped
 * slot, and one still ahead as not yet available. `transactionDetails` may be `full` (the
 * default), `signatures` or `none`; `rewards` is always empty (no stake earns here).
 */
export function blockJson(chain: SolanaChain, slot: bigint, config: Record<string, unknown>) {
  const details = config.transactionDetails ?? "full";
  if (details !== "full" && details !== "signatures" && details !== "none") {
    throw invalidParams(`Invalid params: unsupported transactionDetails ${String(details)}`);
  }
  const encoding = transactionEncoding(config.encoding);
  if (slot > chain.slot()) {
    throw new SolanaRpcError(RpcCode.blockNotAvailable, `Block not available for slot ${slot}`);
  }
  const entries = chain.ledger.blockOf(Number(slot));
  const first = entries[0];
  if (first?.blockhash === undefined || first.previousBlockhash === undefined) {
    throw new SolanaRpcError(
      RpcCode.longTermStorageSlotSkipped,
      `Slot ${slot} was skipped, or missing in long-term storage`,
    );
  }
  const block: Record<string, unknown> = {
    blockHeight: first.slot,
    blockTime: first.blockTime,
    blockhash: first.blockhash,
    parentSlot: first.slot - 1,
    previousBlockhash: first.previousBlockhash,
  };
  if (details === "signatures") block.signatures = entries.map((entry) => entry.signature);
  if (details === "full") {
    block.transactions = entries.map((entry) => {
      const { transaction, meta, version } = transactionJson(
        entry,
        encoding,
        config.maxSupportedTransactionVersion,
      );
      return { transaction, meta, version };
    });
  }
  if (config.rewards !== false) block.rewards = [];
  return block;
}
