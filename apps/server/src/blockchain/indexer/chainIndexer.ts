import type { FastifyBaseLogger } from "fastify";
import type { PublicClient } from "viem";
import type { Db } from "../../db/database.js";
import { readRange } from "./blockReader.js";
import { findCommonAncestor, hashAt } from "./reorg.js";
import { type BlockRef, commitRange, forgetChain, readCursor, rewindTo } from "./transferStore.js";

export interface ChainIndexerOptions {
  db: Db;
  client: PublicClient;
  chainId: string;
  /** First block to read when the chain has no cursor; undefined → the head at that moment. */
  fromBlock: number | undefined;
  /** Most blocks read per step. */
  batchSize: number;
  log: FastifyBaseLogger;
  /**
   * Told how many transfer rows of the chain a step stored or deleted, after they are
   * committed (keeps PGlite's statistics fresh; announces the chain's history changed).
   */
  onTransfersChanged?: (rows: number, chainId: string) => Promise<void>;
  /** Told where the chain's head and the index stand after each step (metrics: indexer lag). */
  onProgress?: (progress: IndexerProgress) => void;
}

export interface IndexerProgress {
  chainId: string;
  head: number;
  /** The last block indexed (-1 before genesis). */
  indexed: number;
}

/** What one step did, so the loop knows whether to go again at once. */
export type StepResult = "indexed" | "rewound" | "idle";

/** No block before block 0: a cursor at -1 means "start at genesis". */
const BEFORE_GENESIS: BlockRef = { number: -1, hash: "" };

/**
 * One step of following a chain's head: check the cursor is still on the
 * chain (rewinding past a reorg if not), then index the next range of
 * blocks and move the cursor past it, atomically.
 */
export async function indexStep(options: ChainIndexerOptions): Promise<StepResult> {
  const { db, client, chainId, log } = options;
  // viem caches the block number for its polling interval (4 s) unless told not to.
  const head = Number(await client.getBlockNumber({ cacheTime: 0 }));
  let cursor = await readCursor(db, chainId);
  if (cursor === undefined) {
    const start = Math.min(options.fromBlock ?? head, head);
    cursor =
      start === 0
        ? BEFORE_GENESIS
        : { number: start - 1, hash: (await hashAt(client, start - 1)) ?? "" };
    log.info({ chainId, fromBlock: start }, "indexer starting a new chain");
  }

  if (cursor.number >= 0 && (await hashAt(client, cursor.number)) !== cursor.hash) {
    await rewind(options, cursor);
    return "rewound";
  }
  if (cursor.number >= head) {
    options.onProgress?.({ chainId, head, indexed: cursor.number });
    return "idle";
  }

  const from = cursor.number + 1;
  const to = Math.min(head, from + options.batchSize - 1);
  const range = await readRange(client, chainId, from, to);
  if (cursor.number >= 0 && range.parentHash !== cursor.hash) {
    // The fork happened between the check above and the read: rewind next step.
    return "idle";
  }
  await commitRange(db, chainId, range.rows, range.last);
  if (range.rows.length > 0) await options.onTransfersChanged?.(range.rows.length, chainId);
  options.onProgress?.({ chainId, head, indexed: to });
  return "indexed";
}

async function rewind(options: ChainIndexerOptions, cursor: BlockRef): Promise<void> {
  const { db, client, chainId, log } = options;
  const ancestor = await findCommonAncestor(db, client, chainId, cursor.number);
  if (ancestor === undefined) {
    // No shared checkpoint (the node was reset, or the fork is deeper than
    // anything stored): forget the chain; the next step starts it afresh.
    const deleted = await forgetChain(db, chainId);
    await options.onTransfersChanged?.(deleted, chainId);
    log.warn(
      { chainId, from: cursor.number, deletedTransfers: deleted },
      "indexer restarted a chain",
    );
    return;
  }
  const deleted = await rewindTo(db, chainId, ancestor);
  await options.onTransfersChanged?.(deleted, chainId);
  log.warn(
    { chainId, from: cursor.number, to: ancestor.number, deletedTransfers: deleted },
    "indexer rewound past a reorg",
  );
}
