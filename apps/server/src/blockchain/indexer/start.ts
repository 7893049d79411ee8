import type { FastifyInstance } from "fastify";
import type { ServerConfig } from "../../config.js";
import type { Database } from "../../db/database.js";
import { createTableStatistics } from "../../db/statistics.js";
import { announceHistoryChange } from "../historyChanges.js";
import type { ChainClients } from "../chainClients.js";
import type { IndexerProgress } from "./chainIndexer.js";
import { type IndexerOptions, type RunningIndexer, startIndexer } from "./indexer.js";
import { createLocalLeaderLock, createPostgresLeaderLock, type LeaderLock } from "./leaderLock.js";

declare module "fastify" {
  interface FastifyInstance {
    /** The chain indexer when `buildApp` was asked to run one, else null. */
    indexer: RunningIndexer | null;
  }
}

/**
 * Starts the indexer once the app is ready and stops it on close. On
 * Postgres only the holder of an advisory lock indexes; PGlite is a single
 * process, so it always does.
 */
export function startChainIndexer(
  app: FastifyInstance,
  options: {
    config: ServerConfig;
    database: Pick<Database, "db" | "driver">;
    clients: ChainClients;
    settings: IndexerOptions;
    /** Told where each chain's head and index stand (metrics). */
    onProgress?: (progress: IndexerProgress) => void;
  },
): void {
  const { config, database } = options;
  const statistics = createTableStatistics(database.db, "chain_transfers");
  app.addHook("onReady", async () => {
    let lock: LeaderLock;
    if (database.driver === "postgres" && config.databaseUrl !== undefined) {
      lock = createPostgresLeaderLock(config.databaseUrl);
    } else {
      if (database.driver === "postgres") {
        app.log.warn("indexing without a leader lock: DATABASE_URL is not in the config");
      }
      lock = createLocalLeaderLock();
    }
    app.indexer = startIndexer({
      db: database.db,
      networks: config.networks,
      clients: options.clients,
      lock,
      log: app.log.child({ component: "indexer" }),
      settings: options.settings,
      onProgress: options.onProgress,
      onTransfersChanged: async (rows, chainId) => {
        // PGlite has no autovacuum: without this the history query's plans go bad as it grows.
        if (database.driver === "pglite") await statistics.changed(rows);
        await announceHistoryChange(database.db, chainId);
      },
    });
  });
  // preClose, so indexing stops before any onClose hook closes the database.
  app.addHook("preClose", async () => {
    await app.indexer?.stop();
  });
}
