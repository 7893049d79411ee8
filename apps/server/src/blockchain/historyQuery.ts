import { and, asc, desc, eq, or, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { Db } from "../db/database.js";
import { type ChainTransferRow, chainTransfers } from "../db/schema.js";

/** Position of a transaction in the chain; history pages continue strictly below it. */
export interface HistoryCursor {
  blockNumber: number;
  txIndex: number;
}

/** The columns a history page is shaped from (no chain id or block hash: the page doesn't show them). */
export type HistoryRow = Pick<
  ChainTransferRow,
  | "blockTime"
  | "kind"
  | "token"
  | "fromAddress"
  | "toAddress"
  | "amount"
  | "tokenId"
  | "txFrom"
  | "txTo"
>;

export interface HistoryPageRows {
  /** One entry per transaction, newest first, with the account's transfers in log order. */
  transactions: { txHash: string; rows: HistoryRow[] }[];
  next: HistoryCursor | undefined;
}

export type HistoryQuery = (options: {
  chainId: string;
  account: string;
  cursor?: HistoryCursor;
  limit: number;
}) => Promise<HistoryPageRows>;

/**
 * Above every real position: a first page is "below" it, so one statement
 * serves first and later pages alike (block numbers are far below 2^53,
 * transaction indexes below 2^31).
 */
const TOP: HistoryCursor = { blockNumber: Number.MAX_SAFE_INTEGER, txIndex: 2 ** 31 - 1 };

/**
 * The account's transactions on one chain, newest first: every transaction
 * with at least one indexed transfer from or to it, and of each only the
 * transfers that involve it (a swap's pair-to-pair hops are someone else's).
 *
 * One prepared statement per page — the page's transactions in a subquery,
 * joined to their transfers — built once per database handle: on PGlite
 * each round trip and each query build cost more than the query itself.
 * Postgres plan for an account with 200k of 300k transfers: two backward
 * index scans of ~11 rows each, 0.23 ms (an OR over sender and recipient
 * took a sequential scan and a sort, 445 ms).
 */
export function createHistoryQuery(db: Db): HistoryQuery {
  const t = chainTransfers;
  const chainId = sql.placeholder("chainId");
  const account = sql.placeholder("account");
  const involves = or(eq(t.fromAddress, account), eq(t.toAddress, account));
  // One index-ordered scan per side (sender, recipient), each stopped after a
  // page: a busy account's page costs two short index walks, not a sort of
  // all its transfers, which an OR over both columns would need.
  const side = (address: typeof t.fromAddress | typeof t.toAddress) =>
    db
      // Distinct per side too: a transaction moving several tokens to the account
      // must count once towards the side's page. On (block, index), which name
      // a transaction as well as its hash does, so the index order serves it
      // without a sort.
      .selectDistinctOn([t.blockNumber, t.txIndex], {
        txHash: t.txHash,
        blockNumber: t.blockNumber,
        txIndex: t.txIndex,
      })
      .from(t)
      .where(
        and(
          eq(t.chainId, chainId),
          eq(address, account),
          sql`(${t.blockNumber}, ${t.txIndex}) < (${sql.placeholder("block")}, ${sql.placeholder("txIndex")})`,
        ),
      )
      .orderBy(desc(t.blockNumber), desc(t.txIndex))
      .limit(sql.placeholder("limit"));
  const candidates = unionAll(side(t.fromAddress), side(t.toAddress)).as("candidates");
  const heads = db
    .selectDistinctOn([candidates.blockNumber, candidates.txIndex], {
      txHash: candidates.txHash,
      blockNumber: candidates.blockNumber,
      txIndex: candidates.txIndex,
    })
    .from(candidates)
    .orderBy(desc(candidates.blockNumber), desc(candidates.txIndex))
    .limit(sql.placeholder("limit"))
    .as("heads");
  const statement = db
    .select({
      txHash: heads.txHash,
      blockNumber: heads.blockNumber,
      txIndex: heads.txIndex,
      blockTime: t.blockTime,
      kind: t.kind,
      token: t.token,
      fromAddress: t.fromAddress,
      toAddress: t.toAddress,
      amount: t.amount,
      tokenId: t.tokenId,
      txFrom: t.txFrom,
      txTo: t.txTo,
    })
    .from(heads)
    .innerJoin(t, and(eq(t.chainId, chainId), eq(t.txHash, heads.txHash), involves))
    .orderBy(desc(heads.blockNumber), desc(heads.txIndex), asc(t.logIndex))
    .prepare("foyer_history_page");

  return async (options) => {
    const cursor = options.cursor ?? TOP;
    const rows = await statement.execute({
      chainId: options.chainId,
      account: options.account.toLowerCase(),
      block: cursor.blockNumber,
      txIndex: cursor.txIndex,
      // One more than the page: its presence says there is a next page.
      limit: options.limit + 1,
    });
    const transactions: HistoryPageRows["transactions"] = [];
    let next: HistoryCursor | undefined;
    let last: { txHash: string; rows: HistoryRow[] } | undefined;
    let lastPosition: HistoryCursor | undefined;
    for (const { txHash, blockNumber, txIndex, ...row } of rows) {
      if (last === undefined || last.txHash !== txHash) {
        if (transactions.length === options.limit) {
          next = lastPosition;
          break;
        }
        last = { txHash, rows: [] };
        lastPosition = { blockNumber, txIndex };
        transactions.push(last);
      }
      last.rows.push(row);
    }
    return { transactions, next };
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
