import { type Devnet, startDevnet } from "@foyer/devnet";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { type BuildAppOptions, buildApp } from "../../src/app.js";
import { withDevnetManifest } from "../../src/blockchain/devnetAssets.js";
import { DEVNET_CHAIN_ID, type ServerConfig } from "../../src/config.js";
import type { Database } from "../../src/db/database.js";
import { chainTransfers, indexerCursors } from "../../src/db/schema.js";
import { testConfig } from "./app.js";

export type { Devnet };
export { startDevnet };

/** Test config whose devnet entry points at `devnet` with its manifest's tokens and DEX. */
export function devnetConfig(devnet: Devnet, env: Record<string, string> = {}): ServerConfig {
  const config = testConfig({ DEVNET_RPC_URL: devnet.rpcUrl, ...env });
  const network = config.networks[DEVNET_CHAIN_ID];
  if (network === undefined) throw new Error("test config has no devnet network");
  return {
    ...config,
    networks: {
      ...config.networks,
      [DEVNET_CHAIN_ID]: withDevnetManifest(network, devnet.manifest),
    },
  };
}

/** A ready app over `database` reading the started devnet; caches off so every read is fresh. */
export async function createDevnetApp(
  database: Database,
  devnet: Devnet,
  options: {
    indexer?: boolean;
    env?: Record<string, string>;
    historyCacheTtlMs?: number;
    /** More of buildApp's options (a feature's settings). */
    app?: Omit<Partial<BuildAppOptions>, "config" | "database">;
  } = {},
): Promise<FastifyInstance> {
  const app = await buildApp({
    config: devnetConfig(devnet, options.env),
    database,
    projectCacheTtlMs: 0,
    blockchainCacheTtlMs: 0,
    historyCacheTtlMs: options.historyCacheTtlMs ?? 0,
    // Fast polling keeps the tests short; the lock retry matters for the standby test.
    indexer: options.indexer ? { pollIntervalMs: 100, lockRetryMs: 200 } : false,
    ...options.app,
  });
  await app.ready();
  return app;
}

/**
 * Removes everything indexed for the devnet chain: every test devnet starts
 * from the same saved state, and the Postgres database outlives test runs.
 */
export async function forgetDevnetIndex(database: Database): Promise<void> {
  await database.db.delete(chainTransfers).where(eq(chainTransfers.chainId, DEVNET_CHAIN_ID));
  await database.db.delete(indexerCursors).where(eq(indexerCursors.chainId, DEVNET_CHAIN_ID));
}
