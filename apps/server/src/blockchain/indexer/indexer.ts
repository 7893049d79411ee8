import type { FastifyBaseLogger } from "fastify";
import type { NetworkConfig } from "../../config.js";
import type { Db } from "../../db/database.js";
import { pause } from "../../lib/timers.js";
import { type ChainClients, evmChainIds } from "../chainClients.js";
import { type IndexerProgress, indexStep } from "./chainIndexer.js";
import type { LeaderLock } from "./leaderLock.js";

export interface IndexerOptions {
  /** Head polling interval while caught up (default 1000 ms). */
  pollIntervalMs?: number;
  /** Most blocks per step (default 100). */
  batchSize?: number;
  /** How often a standby instance retries the leader lock (default 5000 ms). */
  lockRetryMs?: number;
}

export interface RunningIndexer {
  /** True while this instance holds the leader lock and indexes. */
  isLeader(): boolean;
  /** Stops every chain loop, waits for in-flight steps, releases the lock. */
  stop(): Promise<void>;
}

/** Longest wait after repeated upstream or database errors. */
const MAX_BACKOFF_MS = 30_000;

/**
 * Follows the head of every configured EVM network, one loop per chain,
 * while this instance holds the leader lock. Errors (node down, database
 * hiccup) are logged and retried with backoff; they never stop the server.
 */
export function startIndexer(options: {
  db: Db;
  networks: Readonly<Record<string, NetworkConfig>>;
  clients: ChainClients;
  lock: LeaderLock;
  log: FastifyBaseLogger;
  settings?: IndexerOptions;
  /** See `ChainIndexerOptions.onTransfersChanged`. */
  onTransfersChanged?: (rows: number, chainId: string) => Promise<void>;
  /** See `ChainIndexerOptions.onProgress`. */
  onProgress?: (progress: IndexerProgress) => void;
}): RunningIndexer {
  const { db, networks, clients, lock, log } = options;
  const pollIntervalMs = options.settings?.pollIntervalMs ?? 1_000;
  const batchSize = options.settings?.batchSize ?? 100;
  const lockRetryMs = options.settings?.lockRetryMs ?? 5_000;
  const controller = new AbortController();
  const { signal } = controller;

  async function followChain(chainId: string): Promise<void> {
    const client = clients.get(chainId);
    if (client === undefined) return;
    const fromBlock = networks[chainId]?.indexFromBlock;
    let failures = 0;
    while (!signal.aborted && lock.held()) {
      try {
        const result = await indexStep({
          db,
          client,
          chainId,
          fromBlock,
          batchSize,
          log,
          onTransfersChanged: options.onTransfersChanged,
          onProgress: options.onProgress,
        });
        failures = 0;
        // Catching up or just rewound: go again at once; caught up: wait for new blocks.
        if (result === "idle") await pause(pollIntervalMs, signal);
      } catch (error) {
        failures += 1;
        const delay = Math.min(pollIntervalMs * 2 ** Math.min(failures, 10), MAX_BACKOFF_MS);
        log.warn({ err: error, chainId, retryInMs: delay }, "indexer step failed");
        await pause(delay, signal);
      }
    }
  }

  // A leader shutting down says so: a standby then tries at once instead of at its next retry.
  let retryNow: (() => void) | undefined;
  lock.onFreed(() => retryNow?.());

  async function run(): Promise<void> {
    while (!signal.aborted) {
      if (await lock.tryAcquire()) {
        log.info({ chains: evmChainIds(networks) }, "indexer is the leader");
        await Promise.all(evmChainIds(networks).map(followChain));
        if (!signal.aborted) log.warn("indexer lost its leader lock");
      }
      const wake = new AbortController();
      retryNow = () => wake.abort();
      await pause(lockRetryMs, AbortSignal.any([signal, wake.signal]));
      retryNow = undefined;
    }
  }

  const running = run().catch((error: unknown) => log.error({ err: error }, "indexer crashed"));
  return {
    isLeader: () => lock.held(),
    async stop() {
      controller.abort();
      await running;
      await lock.release();
    },
  };
}
