import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, it } from "vitest";
import type { Database } from "../../src/db/database.js";
import { anvilSkipReason } from "./anvil.js";
import { insertProject, type TestDriver } from "./databases.js";
import { describeEachDriver } from "./describeDrivers.js";
import { createDevnetApp, type Devnet, forgetDevnetIndex, startDevnet } from "./devnet.js";

/** What a devnet suite shares: filled before its first test, stopped after its last. */
export interface DevnetWorld {
  devnet: Devnet;
  database: Database;
  /** The app under test; a test that restarts it assigns the new one here. */
  app: FastifyInstance;
  projectId: string;
  /** The env the app was built with (on Postgres, the DATABASE_URL its indexer's leader lock needs). */
  env: Record<string, string>;
}

export interface DevnetWorldOptions {
  indexer?: boolean;
  historyCacheTtlMs?: number;
  /** More env for the app, read from the started devnet (a treasury key, say). */
  env?: (devnet: Devnet) => Record<string, string>;
}

/**
 * A suite over one started devnet, once per database driver: the devnet's
 * index is forgotten (the Postgres database outlives runs), a project is
 * made and an app reads both. Skipped, with the reason, without anvil.
 */
export function describeDevnetWorld(
  title: string,
  options: DevnetWorldOptions,
  suite: (world: DevnetWorld, driver: TestDriver) => void,
): void {
  describeEachDriver(title, (driver: TestDriver) => {
    if (anvilSkipReason !== undefined) {
      it.skip(`needs anvil: ${anvilSkipReason}`, () => {});
      return;
    }
    const world = {} as DevnetWorld;
    beforeAll(async () => {
      world.devnet = await startDevnet();
      world.database = await driver.open();
      await forgetDevnetIndex(world.database);
      world.projectId = await insertProject(world.database.db);
      world.env = {
        ...(driver.name === "postgres"
          ? { DATABASE_URL: process.env.TEST_DATABASE_URL ?? "" }
          : {}),
        ...options.env?.(world.devnet),
      };
      world.app = await createDevnetApp(world.database, world.devnet, {
        env: world.env,
        ...(options.indexer === undefined ? {} : { indexer: options.indexer }),
        ...(options.historyCacheTtlMs === undefined
          ? {}
          : { historyCacheTtlMs: options.historyCacheTtlMs }),
      });
    }, 120_000);
    afterAll(async () => {
      await world.app?.close();
      await world.devnet?.stop();
    });
    suite(world, driver);
  });
}
