import { and, desc, eq, gt, lt } from "drizzle-orm";
import type { Db } from "../../db/database.js";
import { chainTransfers, indexerCursors, type NewChainTransferRow } from "../../db/schema.js";

/** The last fully indexed block of a chain. Number -1 (hash "") means "nothing yet, start at 0". */
export interface BlockRef {
  number: number;
  hash: string;
}

/** Rows per insert statement: well under Postgres' 65535 bind parameters at 15 columns. */
const INSERT_CHUNK = 1_000;

export async function readCursor(db: Db, chainId: string): Promise<BlockRef | undefined> {
  const [row] = await db
    .select()
    .from(indexerCursors)
    .where(eq(indexerCursors.chainId, chainId))
    .limit(1);
  return row === undefined ? undefined : { number: row.blockNumber, hash: row.blockHash };
}

/**
 * Stores a range's transfers and moves the cursor in one transaction, so a
 * crash can never leave transfers past the cursor (or a cursor past missing
 * transfers). Re-inserting an existing transfer is a no-op.
 */
export async function commitRange(
  db: Db,
  chainId: string,
  rows: readonly NewChainTransferRow[],
  cursor: BlockRef,
): Promise<void> {
  await db.transaction(async (tx) => {
    for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
      await tx
        .insert(chainTransfers)
        .values(rows.slice(start, start + INSERT_CHUNK))
        .onConflictDoNothing();
    }
    await writeCursor(tx, chainId, cursor);
  });
}

/** Forgets everything above `ancestor` (a reorg's common block) and rewinds the cursor to it. */
export async function rewindTo(db: Db, chainId: string, ancestor: BlockRef): Promise<number> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(chainTransfers)
      .where(
        and(eq(chainTransfers.chainId, chainId), gt(chainTransfers.blockNumber, ancestor.number)),
      )
      .returning({ txHash: chainTransfers.txHash });
    await writeCursor(tx, chainId, ancestor);
    return deleted.length;
  });
}

/** Deletes a chain's transfers and cursor, so indexing starts over. */
export async function forgetChain(db: Db, chainId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(chainTransfers)
      .where(eq(chainTransfers.chainId, chainId))
      .returning({ txHash: chainTransfers.txHash });
    await tx.delete(indexerCursors).where(eq(indexerCursors.chainId, chainId));
    return deleted.length;
  });
}

/**
 * Blocks below `below` whose hashes we know (those holding transfers), newest
 * first: the checkpoints a reorg walk-back compares with the chain.
 */
export async function knownBlocksBelow(
  db: Db,
  chainId: string,
  below: number,
  limit: number,
): Promise<BlockRef[]> {
  const rows = await db
    .selectDistinct({ number: chainTransfers.blockNumber, hash: chainTransfers.blockHash })
    .from(chainTransfers)
    .where(and(eq(chainTransfers.chainId, chainId), lt(chainTransfers.blockNumber, below)))
    .orderBy(desc(chainTransfers.blockNumber))
    .limit(limit);
  return rows;
}

async function writeCursor(db: Pick<Db, "insert">, chainId: string, cursor: BlockRef) {
  await db
    .insert(indexerCursors)
    .values({ chainId, blockNumber: cursor.number, blockHash: cursor.hash })
    .onConflictDoUpdate({
      target: indexerCursors.chainId,
      set: { blockNumber: cursor.number, blockHash: cursor.hash, updatedAt: new Date() },
    });
}
