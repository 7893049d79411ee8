import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Database, Db } from "../src/db/database.js";
import { usageCounts } from "../src/db/schema.js";
import { createUsageCounter, type UsageCounter } from "../src/usage/usageCounter.js";
import { pgliteDriver } from "./support/databases.js";

const HOUR = 3_600_000;

describe("usage counting (in memory, flushed to Postgres)", () => {
  let database: Database;
  const counters: UsageCounter[] = [];
  beforeAll(async () => {
    database = await pgliteDriver.open();
  });
  afterEach(async () => {
    for (const counter of counters.splice(0)) await counter.close();
  });

  const counter = (db: Db, now: () => number, maxKeys?: number) => {
    const made = createUsageCounter({
      db,
      flushIntervalMs: HOUR,
      now,
      ...(maxKeys ? { maxKeys } : {}),
    });
    counters.push(made);
    return made;
  };
  const rowsOf = async (projectId: string) =>
    (await database.db.select().from(usageCounts).where(eq(usageCounts.projectId, projectId))).map(
      ({ bucketStart, kind, key, count }) => ({ hour: bucketStart.getTime(), kind, key, count }),
    );

  it("adds counts to their hour's row; two instances add up into the same rows", async () => {
    const projectId = `usage-${randomUUID()}`;
    const start = Math.floor(Date.now() / HOUR) * HOUR;
    let now = start + 10;
    const a = counter(database.db, () => now);
    const b = counter(database.db, () => now);
    a.count(projectId, "rpc", "eip155:1 eth_call");
    a.count(projectId, "rpc", "eip155:1 eth_call", 2);
    b.count(projectId, "rpc", "eip155:1 eth_call");
    now = start + HOUR + 5;
    a.count(projectId, "login", "email");
    await a.flush();
    await b.flush();
    expect(await rowsOf(projectId)).toEqual(
      expect.arrayContaining([
        { hour: start, kind: "rpc", key: "eip155:1 eth_call", count: 4 },
        { hour: start + HOUR, kind: "login", key: "email", count: 1 },
      ]),
    );
    expect(await rowsOf(projectId)).toHaveLength(2);
  });

  it("keeps at most maxKeys keys per project and kind in an hour; the rest count as other", async () => {
    const projectId = `usage-${randomUUID()}`;
    const usage = counter(database.db, Date.now, 3);
    for (const method of ["a", "b", "c", "d", "e", "a"]) usage.count(projectId, "rpc", method);
    await usage.flush();
    const counts = Object.fromEntries((await rowsOf(projectId)).map((row) => [row.key, row.count]));
    expect(counts).toEqual({ a: 2, b: 1, c: 1, other: 2 });
  });

  it("keeps what a failed flush held for the next one, losing nothing", async () => {
    const projectId = `usage-${randomUUID()}`;
    let down = true;
    const flaky = new Proxy(database.db, {
      get(target, property, receiver) {
        if (property === "insert" && down) {
          return () => {
            throw new Error("connection refused");
          };
        }
        return Reflect.get(target, property, receiver);
      },
    });
    const usage = counter(flaky, Date.now);
    usage.count(projectId, "api", "GET /appkit/v1/config");
    await usage.flush();
    expect(await rowsOf(projectId)).toEqual([]);
    down = false;
    usage.count(projectId, "api", "GET /appkit/v1/config");
    await usage.flush();
    expect((await rowsOf(projectId)).map((row) => row.count)).toEqual([2]);
  });

  it("flushes what is left when closed", async () => {
    const projectId = `usage-${randomUUID()}`;
    const usage = createUsageCounter({ db: database.db, flushIntervalMs: HOUR });
    usage.count(projectId, "signin", "eip155:1");
    await usage.close();
    expect((await rowsOf(projectId)).map((row) => row.count)).toEqual([1]);
  });
});
