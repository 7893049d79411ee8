import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.js";
import { createDatabase, type Database } from "../src/db/database.js";
import { knownMigrations } from "../src/db/schemaState.js";
import { freePort } from "./support/anvil.js";
import { testConfig } from "./support/app.js";
import { drivers, pgliteDriver } from "./support/databases.js";
import { createFreshDatabase } from "./support/freshDatabase.js";
import { type FakeUpstream, startFakeUpstream } from "./support/upstream.js";

const postgresUrl = process.env.TEST_DATABASE_URL?.trim() ?? "";
const postgresSkip = drivers.find((driver) => driver.name === "postgres")?.skipReason;

/** Every network on `upstream`, the devnet too, so no check reaches for 127.0.0.1:8545. */
const networksOn = (upstream: FakeUpstream, extra: Record<string, unknown> = {}) => ({
  DEVNET_RPC_URL: upstream.url,
  FOYER_NETWORKS: JSON.stringify({ "eip155:5": { name: "Five", rpcUrl: upstream.url }, ...extra }),
});

async function ready(app: FastifyInstance) {
  const response = await app.inject({ url: "/ready" });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

describe("GET /ready", () => {
  let upstream: FakeUpstream;
  let database: Database;

  beforeAll(async () => {
    upstream = await startFakeUpstream();
    database = await pgliteDriver.open();
  });
  afterAll(() => upstream.close());

  const appWith = async (env: Record<string, string>, db: Database = database) => {
    const app = await buildApp({ config: testConfig(env), database: db });
    await app.ready();
    return app;
  };

  it("answers 200 when the database, the schema and an upstream of every network answer", async () => {
    const app = await appWith(networksOn(upstream));
    try {
      const { status, body, headers } = await ready(app);
      expect(status).toBe(200);
      expect(headers["cache-control"]).toBe("no-store");
      expect(body).toEqual({
        status: "ready",
        checks: {
          database: "ok",
          migrations: "applied",
          networks: { "eip155:31337": "ok", "eip155:5": "ok" },
          draining: false,
        },
        missing: [],
      });
      // An upstream that answered within the last seconds is not probed again.
      const probes = upstream.received.length;
      expect((await ready(app)).status).toBe(200);
      expect(upstream.received.length).toBe(probes);
    } finally {
      await app.close();
    }
  });

  it("answers 503 naming a network none of whose upstreams answers", async () => {
    const closed = `http://127.0.0.1:${await freePort()}`;
    const app = await appWith(
      networksOn(upstream, {
        "eip155:10": { name: "Ten", rpcUrls: [closed, `${closed}/second`] },
      }),
    );
    try {
      const { status, body } = await ready(app);
      expect(status).toBe(503);
      expect(body.checks.networks).toEqual({
        "eip155:31337": "ok",
        "eip155:5": "ok",
        "eip155:10": "unreachable",
      });
      expect(body.missing).toEqual(["network eip155:10: no upstream answers"]);
    } finally {
      await app.close();
    }
  });

  it("checks a Bitcoin network's Esplora too", async () => {
    const closed = `http://127.0.0.1:${await freePort()}`;
    const app = await appWith({ ...networksOn(upstream), BITCOIN_ESPLORA_URL: closed });
    try {
      const { status, body } = await ready(app);
      expect(status).toBe(503);
      expect(body.missing).toEqual([
        "network bip122:0f9188f13cb7b2c71f2a335e3a4fc328: no upstream answers",
      ]);
    } finally {
      await app.close();
    }
  });

  it("answers 503 while draining, and /health stays 200", async () => {
    const app = await appWith(networksOn(upstream));
    try {
      app.lifecycle.startDraining();
      const { status, body } = await ready(app);
      expect(status).toBe(503);
      expect(body.checks.draining).toBe(true);
      expect(body.missing).toEqual(["draining: the server is shutting down"]);
      expect((await app.inject({ url: "/health" })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it("answers 503 when the database does not answer, the schema then unknown", async () => {
    const unreachable = await createDatabase({
      databaseUrl: `postgres://foyer:foyer@127.0.0.1:${await freePort()}/none`,
      dataDir: "memory://",
    });
    const app = await appWith(networksOn(upstream), unreachable);
    try {
      const { status, body } = await ready(app);
      expect(status).toBe(503);
      expect(body.checks).toMatchObject({ database: "unreachable", migrations: "unknown" });
      expect(body.missing).toEqual(["database: no answer"]);
    } finally {
      await app.close();
      await unreachable.close();
    }
  });

  describe.skipIf(postgresSkip !== undefined)(
    `on a database the migrate command has not reached yet${postgresSkip ? ` — skipped: ${postgresSkip}` : ""}`,
    () => {
      let fresh: Database;
      let drop: () => Promise<void>;

      beforeAll(async () => {
        const created = await createFreshDatabase(postgresUrl, "foyer_ready");
        drop = created.drop;
        fresh = await createDatabase({ databaseUrl: created.url, dataDir: "memory://" });
      });
      afterAll(async () => {
        await fresh?.close();
        await drop?.();
      });

      it("answers 503 with the migrations pending, then 200 once they are applied", async () => {
        const app = await appWith(networksOn(upstream), fresh);
        try {
          const before = await ready(app);
          expect(before.status).toBe(503);
          expect(before.body.checks.migrations).toBe("pending");
          expect(before.body.missing).toEqual([
            `migrations: ${knownMigrations().length} pending (run the migrate command)`,
          ]);
          await fresh.migrate();
          const after = await ready(app);
          expect(after.status).toBe(200);
          expect(after.body.checks.migrations).toBe("applied");
        } finally {
          await app.close();
        }
      });
    },
  );
});
