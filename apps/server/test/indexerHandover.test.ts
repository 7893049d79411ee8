import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.js";
import { createDatabase, type Database } from "../src/db/database.js";
import { drainAndClose } from "../src/ops/shutdown.js";
import { freePort } from "./support/anvil.js";
import { testConfig } from "./support/app.js";
import { eventually } from "./support/chainActions.js";
import { drivers } from "./support/databases.js";

const databaseUrl = process.env.TEST_DATABASE_URL?.trim() ?? "";
const skipReason = drivers.find((driver) => driver.name === "postgres")?.skipReason;

/**
 * Two instances on one Postgres: the one that shuts down hands indexing to the other at once
 * (a notification), not at the standby's next retry — here ten minutes away.
 */
describe.skipIf(skipReason !== undefined)(
  `indexer leadership on SIGTERM${skipReason ? ` — skipped: ${skipReason}` : ""}`,
  () => {
    const databases: Database[] = [];
    const apps: FastifyInstance[] = [];
    afterAll(async () => {
      for (const app of apps) await app.close();
      for (const database of databases) await database.close();
    });

    const instance = async (devnetUrl: string) => {
      const database = await createDatabase({ databaseUrl, dataDir: "memory://" });
      databases.push(database);
      await database.migrate();
      const app = await buildApp({
        config: testConfig({ DATABASE_URL: databaseUrl, DEVNET_RPC_URL: devnetUrl }),
        database,
        indexer: { lockRetryMs: 600_000 },
      });
      apps.push(app);
      await app.ready();
      return app;
    };

    /** Sessions whose last statement was a try for the indexer's lock: each instance's, once it tried. */
    const lockTries = async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const result = await client.query<{ count: string }>(
          "select count(*) from pg_stat_activity where datname = current_database() and query like 'select pg_try_advisory_lock%'",
        );
        return Number(result.rows[0]?.count ?? 0);
      } finally {
        await client.end();
      }
    };

    it("passes the leader lock to the standby as the leader drains", async () => {
      // No chain answers: leadership is about the lock, not about indexing anything.
      const nowhere = `http://127.0.0.1:${await freePort()}`;
      const a = await instance(nowhere);
      await eventually(async () => (a.indexer?.isLeader() ? true : undefined));
      const b = await instance(nowhere);
      // B has tried once and lost; its next try is ten minutes away.
      await eventually(async () => ((await lockTries()) >= 2 ? true : undefined));
      expect(b.indexer?.isLeader()).toBe(false);

      await drainAndClose(a, { shutdownDelayMs: 0, shutdownTimeoutMs: 5_000 });
      expect(a.indexer?.isLeader()).toBe(false);
      await eventually(async () => (b.indexer?.isLeader() ? true : undefined));
    });
  },
);
