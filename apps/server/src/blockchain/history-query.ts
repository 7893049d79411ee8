import { and, asc, desc, eq, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { type ChainTransferRow, chainTransfers } from "../db/schema.js";

/** Position of a transaction in the chain; history pages continue strictly below it. */
export interface HistoryCursor {
  blockNumber: number;
  txIndex: number;
}

export interface HistoryPageRows {
  /** One entry per transaction, newest first, with the account's transfers in log order. */
  transactions: { txHash: string; rows: ChainTransferRow[] }[];
  next: HistoryCursor | undefined;
}

/**
 * The account's transactions on one chain, newest first: every transaction
 * with at least one indexed transfer from or to it, and of each only the
 * transfers that involve it (a swap's pair-to-pair hops are someone else's).
 */
export async function queryHistory(
  db: Db,
  options: { chainId: string; account: string; cursor?: HistoryCursor; limit: number },
): Promise<HistoryPageRows> {
  const account = options.account.toLowerCase();
  const involves = or(
    eq(chainTransfers.fromAddress, account),
    eq(chainTransfers.toAddress, account),
  );
  const below =
    options.cursor === undefined
      ? undefined
      : sql`(${chainTransfers.blockNumber}, ${chainTransfers.txIndex}) < (${options.cursor.blockNumber}, ${options.cursor.txIndex})`;
  const heads = await db
    .selectDistinct({
      txHash: chainTransfers.txHash,
      blockNumber: chainTransfers.blockNumber,
      txIndex: chainTransfers.txIndex,
    })
    .from(chainTransfers)
    .where(and(eq(chainTransfers.chainId, options.chainId), involves, below))
    .orderBy(desc(chainTransfers.blockNumber), desc(chainTransfers.txIndex))
    .limit(options.limit + 1);
  const page = heads.slice(0, options.limit);
  const last = page.at(-1);
  const next =
    heads.length > options.limit && last !== undefined
      ? { blockNumber: last.blockNumber, txIndex: last.txIndex }
      : undefined;
  if (page.length === 0) return { transactions: [], next };

  const rows = await db
    .select()
    .from(chainTransfers)
    .where(
      and(
        eq(chainTransfers.chainId, options.chainId),
        inArray(
          chainTransfers.txHash,
          page.map((head) => head.txHash),
        ),
        involves,
      ),
    )
    .orderBy(asc(chainTransfers.logIndex));
  const byHash = new Map<string, ChainTransferRow[]>();
  for (const row of rows) {
    const list = byHash.get(row.txHash) ?? [];
    list.push(row);
    byHash.set(row.txHash, list);
  }
  return {
    transactions: page.map((head) => ({
      txHash: head.txHash,
      rows: byHash.get(head.txHash) ?? [],
    })),
    next,
  };
}

/** `"<block>-<txIndex>"`: short, and opaque enough for clients that just echo it. */
export function encodeCursor(cursor: HistoryCursor): string {
  return `${cursor.blockNumber}-${cursor.txIndex}`;
}

export function decodeCursor(value: string): HistoryCursor | undefined {
  const match = /^(\d{1,15})-(\d{1,9})$/.exec(value);
  if (match === null) return undefined;
  return { blockNumber: Number(match[1]), txIndex: Number(match[2]) };
}
