import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import pg from "pg";
import { beforeAll, expect, it } from "vitest";
import { createDatabase, type Database } from "../src/db/database.js";
import { prepareDatabase } from "../src/db/prepare.js";
import { projects, wallets } from "../src/db/schema.js";
import { DEMO_PROJECT_ID, seedDemoProject } from "../src/db/seed.js";
import { SEED_WALLETS } from "../src/explorer/seedWallets.js";
import { createProjectLookup } from "../src/project/lookup.js";
import { insertProject } from "./support/databases.js";
import { describeEachDriver } from "./support/describeDrivers.js";

describeEachDriver("database", (driver) => {
  let database: Database;

  beforeAll(async () => {
    database = await driver.open();
  });

  it("runs migrations again without error (already applied)", async () => {
    await database.migrate();
    await database.migrate();
    const rows = await database.db.select().from(projects).limit(1);
    expect(Array.isArray(rows)).toBe(true);
  });

  it("seeds the demo project idempotently and refreshes its origins", async () => {
    await seedDemoProject(database.db, ["http://localhost:5173"]);
    await seedDemoProject(database.db, ["http://localhost:5173"]);
    await seedDemoProject(database.db, ["http://localhost:5173", "https://demo.example"]);
    const rows = await database.db.select().from(projects).where(eq(projects.id, DEMO_PROJECT_ID));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: "demo",
      name: "Foyer Demo",
      allowedOrigins: ["http://localhost:5173", "https://demo.example"],
      features: null,
    });
    // Leave the default seed in place for anything else sharing this database.
    await seedDemoProject(database.db, ["http://localhost:5173", "http://127.0.0.1:5173"]);
  });

  it("caches lookups for the TTL only, then sees database changes", async () => {
    let now = 1_000;
    const lookup = createProjectLookup(database.db, {
      ttlMs: 5_000,
      maxEntries: 100,
      now: () => now,
    });
    const id = await insertProject(database.db, { allowedOrigins: ["https://a.example"] });

    expect((await lookup.find(id))?.allowedOrigins).toEqual(["https://a.example"]);
    await database.db
      .update(projects)
      .set({ allowedOrigins: ["https://b.example"] })
      .where(eq(projects.id, id));
    expect((await lookup.find(id))?.allowedOrigins).toEqual(["https://a.example"]);
    now += 5_001;
    expect((await lookup.find(id))?.allowedOrigins).toEqual(["https://b.example"]);
  });

  it("shares one query between concurrent lookups and bounds the cache", async () => {
    const lookup = createProjectLookup(database.db, { ttlMs: 60_000, maxEntries: 2 });
    const id = await insertProject(database.db);
    const [first, second] = [lookup.find(id), lookup.find(id)];
    expect(first).toBe(second);
    await lookup.find("miss-1");
    await lookup.find("miss-2");
    // `id` was evicted as the oldest entry, so a fresh query (and promise) is made.
    expect(lookup.find(id)).not.toBe(first);
  });
});

describeEachDriver("database (concurrent start-up)", (driver) => {
  it.skipIf(driver.name === "pglite")(
    "two instances preparing a fresh database at once serialise on the advisory lock",
    async () => {
      // A throwaway database, so the race on `CREATE SCHEMA drizzle` and the
      // first migration is real rather than a no-op on an already-migrated one.
      const base = new URL(process.env.TEST_DATABASE_URL ?? "");
      const name = `foyer_race_${randomBytes(6).toString("hex")}`;
      const admin = new pg.Client({ connectionString: base.toString() });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(base);
      url.pathname = `/${name}`;
      try {
        const instances = await Promise.all([
          createDatabase({ databaseUrl: url.toString(), dataDir: "memory://" }),
          createDatabase({ databaseUrl: url.toString(), dataDir: "memory://" }),
        ]);
        try {
          // Migrations serialise on the lock; the seeds then race for real, and
          // each is a single upsert, so neither start-up may fail.
          await Promise.all(
            instances.map((instance) =>
              prepareDatabase(instance, { demoOrigins: ["http://localhost:5173"] }),
            ),
          );
          const [first] = instances;
          const rows = await first!.db.select().from(projects);
          expect(rows.map((row) => row.id)).toEqual([DEMO_PROJECT_ID]);
          expect(await first!.db.$count(wallets)).toBe(SEED_WALLETS.length);
        } finally {
          await Promise.all(instances.map((instance) => instance.close()));
        }
      } finally {
        await admin.query(`drop database if exists ${name}`);
        await admin.end();
      }
    },
  );
});
