import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { knownMigrations } from "../src/db/schemaState.js";
import { freePort } from "./support/anvil.js";
import { drivers } from "./support/databases.js";
import { createFreshDatabase } from "./support/freshDatabase.js";
import { runServerScript } from "./support/serverProcess.js";
import { type FakeUpstream, startFakeUpstream } from "./support/upstream.js";

const serverUrl = process.env.TEST_DATABASE_URL?.trim() ?? "";
const skipReason = drivers.find((driver) => driver.name === "postgres")?.skipReason;
const NEWEST = knownMigrations().at(-1);

/**
 * Production's migration path, as an operator runs it: a server on a database behind it
 * starts but is not ready; `migrate` brings the schema up (the running server turns ready);
 * a schema from a newer release stops both the server and `migrate` with one line.
 */
describe.skipIf(skipReason !== undefined)(
  `the migrate command${skipReason ? ` — skipped: ${skipReason}` : ""}`,
  () => {
    let upstream: FakeUpstream;
    let database: { url: string; drop(): Promise<void> };
    let env: Record<string, string>;

    beforeAll(async () => {
      upstream = await startFakeUpstream();
      database = await createFreshDatabase(serverUrl, "foyer_migrate");
      env = {
        NODE_ENV: "production",
        DATABASE_URL: database.url,
        FOYER_SECRET: "s".repeat(32),
        SMTP_URL: "smtp://127.0.0.1:2525",
        FOYER_PUBLIC_URL: "https://wallet.example",
        FOYER_NETWORKS: JSON.stringify({ "eip155:5": { name: "Five", rpcUrl: upstream.url } }),
        LOG_LEVEL: "info",
      };
    });
    afterAll(async () => {
      await database?.drop();
      await upstream?.close();
    });

    const migrate = async () => {
      const run = runServerScript("src/migrate.ts", env);
      return { code: await run.exit, output: run.output().trim() };
    };

    it("migrates a database a production server waits on, which then turns ready", async () => {
      const port = await freePort();
      const server = runServerScript("src/main.ts", { ...env, PORT: String(port) });
      try {
        await server.waitFor("Foyer server listening on");
        expect(server.output()).toContain("the database schema is behind this server");
        const before = await fetch(`http://127.0.0.1:${port}/ready`);
        expect(before.status).toBe(503);
        expect(((await before.json()) as { missing: string[] }).missing).toEqual([
          `migrations: ${knownMigrations().length} pending (run the migrate command)`,
        ]);

        expect(await migrate()).toEqual({
          code: 0,
          output: `Database (postgres) migrated: ${knownMigrations().length} applied, now at ${NEWEST?.tag}`,
        });
        expect((await fetch(`http://127.0.0.1:${port}/ready`)).status).toBe(200);
        expect(await migrate()).toEqual({
          code: 0,
          output: `Database (postgres) already up to date: ${NEWEST?.tag}`,
        });
      } finally {
        server.child.kill("SIGTERM");
      }
      expect(await server.exit).toBe(0);
    }, 300_000);

    it("refuses, in one line, a schema a newer release migrated", async () => {
      const future = (NEWEST?.when ?? 0) + 86_400_000;
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      await client.query(
        "insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-release', $1)",
        [future],
      );
      await client.end();
      const line =
        `the database's schema is newer than this server knows (its newest migration is from ${new Date(future).toISOString()}; ` +
        `this server's newest is ${NEWEST?.tag}). Run the release that migrated it, or a newer one.`;

      const server = runServerScript("src/main.ts", { ...env, PORT: String(await freePort()) });
      expect(await server.exit).toBe(1);
      expect(server.output().trim()).toBe(`Refusing to start: ${line}`);
      expect(await migrate()).toEqual({ code: 1, output: `Refusing to migrate: ${line}` });
    }, 300_000);
  },
);
