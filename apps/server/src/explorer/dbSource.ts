import { asc } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { wallets } from "../db/schema.js";
import type { WalletEntry, WalletSource } from "./types.js";
import { fromWalletRow } from "./walletRows.js";

export interface DbWalletSourceOptions {
  /** How long one read of the table is reused (default 30 s). 0 disables caching. */
  ttlMs?: number;
  now?: () => number;
}

export const DEFAULT_WALLET_CACHE_TTL_MS = 30_000;

/**
 * Wallets from the `wallets` table, ordered by `sort_order`, with the whole
 * (small) list cached in memory so `/getWallets` and every wallet image don't
 * each cost a query.
 *
 * Each server instance keeps its own copy, and that is fine: the API never
 * writes this table, and it only changes when an operator edits it or a new
 * seed list ships, so instances disagree for at most `ttlMs` after an edit.
 */
export function createDbWalletSource(db: Db, options: DbWalletSourceOptions = {}): WalletSource {
  const ttlMs = options.ttlMs ?? DEFAULT_WALLET_CACHE_TTL_MS;
  const now = options.now ?? Date.now;
  let cached: { expiresAt: number; entries: Promise<readonly WalletEntry[]> } | undefined;

  async function query(): Promise<readonly WalletEntry[]> {
    // The id tie-break keeps equal ranks in a stable order between reads.
    const rows = await db.select().from(wallets).orderBy(asc(wallets.sortOrder), asc(wallets.id));
    return rows.map(fromWalletRow);
  }

  return {
    list() {
      if (ttlMs <= 0) return query();
      if (cached !== undefined && cached.expiresAt > now()) return cached.entries;
      // Caching the promise, not the rows, makes concurrent misses share one query.
      const entries = query();
      const entry = { expiresAt: now() + ttlMs, entries };
      cached = entry;
      // A failed read must not be served to later requests for the whole TTL.
      entries.catch(() => {
        if (cached === entry) cached = undefined;
      });
      return entries;
    },
  };
}
