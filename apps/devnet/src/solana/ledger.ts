import type { RpcTransactionError } from "./txErrors.js";

/** A token balance of one account of a transaction, as `getTransaction`'s meta lists them. */
export interface LedgerTokenBalance {
  accountIndex: number;
  mint: string;
  owner: string;
  programId: string;
  /** Raw amount (smallest unit), decimal. */
  amount: string;
  decimals: number;
}

/**
 * One transaction that landed (successfully or not): what `getTransaction`,
 * `getSignatureStatuses` and `getSignaturesForAddress` answer from. litesvm keeps only the
 * outcome of a signature, not the transaction or its slot, so the chain records them here.
 */
export interface LedgerEntry {
  signature: string;
  slot: number;
  /** The hash of the entry's block and of its parent (absent in ledgers saved before they were kept). */
  blockhash?: string;
  previousBlockhash?: string;
  /** Unix seconds. */
  blockTime: number;
  /** The wire transaction, base64. */
  transaction: string;
  version: "legacy" | 0 | 1;
  /** Static account keys of the message, in order. */
  accountKeys: string[];
  err: RpcTransactionError | null;
  fee: number;
  preBalances: number[];
  postBalances: number[];
  preTokenBalances: LedgerTokenBalance[];
  postTokenBalances: LedgerTokenBalance[];
  logMessages: string[];
  computeUnitsConsumed: number;
}

/** What is saved across restarts: the entries, oldest first. */
export interface LedgerSnapshot {
  entries: LedgerEntry[];
}

export interface Ledger {
  record(entry: LedgerEntry): void;
  get(signature: string): LedgerEntry | undefined;
  /** Signatures that touched `address`, newest first. */
  signaturesFor(address: string): LedgerEntry[];
  /**
   * Where a signature landed among all transactions (0 the oldest), the order slots and the
   * order within a block give; undefined for a signature the chain never saw.
   */
  positionOf(signature: string): number | undefined;
  /** The transactions of one slot's block, in block order. */
  blockOf(slot: number): LedgerEntry[];
  snapshot(): LedgerSnapshot;
}

export function createLedger(snapshot: LedgerSnapshot = { entries: [] }): Ledger {
  const bySignature = new Map<string, LedgerEntry>();
  const byAddress = new Map<string, LedgerEntry[]>();
  const positions = new Map<string, number>();
  const bySlot = new Map<number, LedgerEntry[]>();
  const entries: LedgerEntry[] = [];
  function record(entry: LedgerEntry) {
    if (bySignature.has(entry.signature)) return;
    positions.set(entry.signature, entries.length);
    entries.push(entry);
    const block = bySlot.get(entry.slot) ?? [];
    block.push(entry);
    bySlot.set(entry.slot, block);
    bySignature.set(entry.signature, entry);
    for (const key of new Set(entry.accountKeys)) {
      const list = byAddress.get(key) ?? [];
      list.push(entry);
      byAddress.set(key, list);
    }
  }
  for (const entry of snapshot.entries) record(entry);
  return {
    record,
    get: (signature) => bySignature.get(signature),
    signaturesFor: (address) => [...(byAddress.get(address) ?? [])].reverse(),
    positionOf: (signature) => positions.get(signature),
    blockOf: (slot) => [...(bySlot.get(slot) ?? [])],
    snapshot: () => ({ entries: [...entries] }),
  };
}
