import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Database } from "../src/db/database.js";
import { adminCall, createAdminApp } from "./support/admin.js";
import { drivers } from "./support/databases.js";

const postgres = drivers.find((driver) => driver.name === "postgres");
const databaseUrl = process.env.TEST_DATABASE_URL?.trim() ?? "";
const skipReason = postgres?.skipReason;
const SHOP = "https://shop.example";
/** The promise the admin API makes: a change is in force on every instance within 5 s. */
const WITHIN_MS = 5_000;

/**
 * Two instances behind one load balancer, each with its own connection pool and its own
 * project cache, which would keep a project for ten minutes: only the announcement of a
 * change (LISTEN/NOTIFY) can bring B up to date with what was done through A.
 */
describe.skipIf(skipReason !== undefined)(
  `project changes on two instances${skipReason ? ` — skipped: ${skipReason}` : ""}`,
  () => {
    const databases: Database[] = [];
    let a: FastifyInstance;
    let b: FastifyInstance;

    const instance = async () => {
      const database = await createDatabase({ databaseUrl, dataDir: "memory://" });
      databases.push(database);
      await database.migrate();
      return createAdminApp(database, { projectCacheTtlMs: 600_000 });
    };

    beforeAll(async () => {
      a = await instance();
      b = await instance();
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
      for (const database of databases) await database.close();
    });

    const configOn = (app: FastifyInstance, projectId: string, origin = SHOP) =>
      app.inject({ url: `/appkit/v1/config?projectId=${projectId}`, headers: { origin } });
    /** Polls B until `check` holds, failing after the promised 5 s. */
    const inForceOnB = (read: () => Promise<unknown>, expected: unknown) =>
      expect.poll(read, { timeout: WITHIN_MS, interval: 25 }).toEqual(expected);

    it("a project created, changed and deleted through A is in force on B within 5 s", async () => {
      const projectId = `scale-${randomUUID().slice(0, 8)}`;
      // B looks the project up before it exists, and caches the miss.
      expect((await configOn(b, projectId)).statusCode).toBe(401);
      await adminCall(a)("POST", "/admin/v1/projects", {
        body: { id: projectId, name: "Shop", allowedOrigins: [SHOP] },
      });
      await inForceOnB(async () => (await configOn(b, projectId)).statusCode, 200);
      expect((await configOn(b, projectId)).json().features.email).toBe(true);

      const changed = Date.now();
      await adminCall(a)("PATCH", `/admin/v1/projects/${projectId}`, {
        body: { features: { email: false } },
      });
      await inForceOnB(async () => (await configOn(b, projectId)).json().features.email, false);
      expect(Date.now() - changed).toBeLessThan(WITHIN_MS);

      await adminCall(a)("PATCH", `/admin/v1/projects/${projectId}`, {
        body: { allowedOrigins: ["https://moved.example"] },
      });
      await inForceOnB(async () => (await configOn(b, projectId)).statusCode, 403);

      await adminCall(a)("DELETE", `/admin/v1/projects/${projectId}`);
      await inForceOnB(
        async () => (await configOn(b, projectId, "https://moved.example")).statusCode,
        401,
      );
    });

    it("drops every cached project when its listening connection was lost and came back", async () => {
      const projectId = `gap-${randomUUID().slice(0, 8)}`;
      await adminCall(a)("POST", "/admin/v1/projects", {
        body: { id: projectId, name: "Gap", allowedOrigins: [SHOP] },
      });
      await inForceOnB(async () => (await configOn(b, projectId)).statusCode, 200);
      // Cut every listening connection (both instances'), then change the project at once:
      // B misses the announcement and must drop its cache when it listens again.
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      try {
        const cut = await admin.query(
          "select pg_terminate_backend(pid) from pg_stat_activity where query = 'LISTEN foyer_projects' and datname = current_database()",
        );
        expect(cut.rowCount).toBeGreaterThanOrEqual(2);
      } finally {
        await admin.end();
      }
      await adminCall(a)("PATCH", `/admin/v1/projects/${projectId}`, {
        body: { features: { swaps: false } },
      });
      await inForceOnB(async () => (await configOn(b, projectId)).json().features.swaps, false);
    });
  },
);
