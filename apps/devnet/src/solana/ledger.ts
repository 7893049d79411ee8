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
  snapshot(): LedgerSnapshot;
}

export function createLedger(snapshot: LedgerSnapshot = { entries: [] }): Ledger {
  const bySignature = new Map<string, LedgerEntry>();
  const byAddress = new Map<string, LedgerEntry[]>();
  const entries: LedgerEntry[] = [];
  function record(entry: LedgerEntry) {
    if (bySignature.has(entry.signature)) return;
    entries.push(entry);
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
    snapshot: () => ({ entries: [...entries] }),
  };
}
