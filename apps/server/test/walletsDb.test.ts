import { eq, inArray, sql } from "drizzle-orm";
import { afterEach, beforeAll, expect, it } from "vitest";
import type { Database, Db } from "../src/db/database.js";
import { prepareDatabase } from "../src/db/prepare.js";
import { projects, wallets } from "../src/db/schema.js";
import { DEMO_PROJECT_ID, seedWallets } from "../src/db/seed.js";
import { createDbWalletSource } from "../src/explorer/dbSource.js";
import { SEED_WALLETS } from "../src/explorer/seedWallets.js";
import { testConfig } from "./support/app.js";
import { describeEachDriver } from "./support/describeDrivers.js";
import { deleteTestWallets, testWallet } from "./support/wallets.js";

const SEED_IDS = SEED_WALLETS.map((wallet) => wallet.id);

describeEachDriver("wallets table", (driver) => {
  let database: Database;
  let db: Db;

  beforeAll(async () => {
    database = await driver.open();
    db = database.db;
    await deleteTestWallets(db);
    await seedWallets(db);
  });
  afterEach(() => deleteTestWallets(db));

  const seedRows = () => db.select().from(wallets).where(inArray(wallets.id, SEED_IDS));

  it("seeds every seed wallet, and re-seeding changes nothing", async () => {
    const before = await seedRows();
    expect(before).toHaveLength(SEED_WALLETS.length);
    await seedWallets(db);
    await seedWallets(db);
    const after = await seedRows();
    expect(after).toHaveLength(SEED_WALLETS.length);
    // Unchanged rows are skipped by the upsert, so not even updated_at moves.
    const stamps = (rows: typeof before) =>
      Object.fromEntries(rows.map((row) => [row.id, row.updatedAt.getTime()]));
    expect(stamps(after)).toEqual(stamps(before));
  });

  it("upserts edited seed entries by id and never touches an operator's rows", async () => {
    const seeded = testWallet();
    const operators = testWallet({ name: "Operator Wallet" });
    await db.insert(wallets).values({
      id: operators.id,
      name: operators.name,
      homepage: operators.homepage,
      sortOrder: operators.order,
      color: operators.color,
    });
    await seedWallets(db, [seeded]);
    const [first] = await db.select().from(wallets).where(eq(wallets.id, seeded.id));

    const edited = {
      ...seeded,
      name: "Renamed Wallet",
      rdns: null,
      desktop_link: "testwallet-desktop://",
      chains: ["eip155:1", "eip155:10"],
      badge_type: "certified" as const,
      order: 10_001,
      color: "#abcdef",
    };
    await seedWallets(db, [edited]);
    const [second] = await db.select().from(wallets).where(eq(wallets.id, seeded.id));
    expect(second).toMatchObject({
      name: "Renamed Wallet",
      rdns: null,
      mobileLink: "testwallet://",
      desktopLink: "testwallet-desktop://",
      chains: ["eip155:1", "eip155:10"],
      badgeType: "certified",
      sortOrder: 10_001,
      color: "#abcdef",
      createdAt: first!.createdAt,
    });
    expect(second!.updatedAt.getTime()).toBeGreaterThan(first!.updatedAt.getTime());

    // A seed list without the operator's row (or the 47 seed wallets) deletes nothing.
    const [operatorRow] = await db.select().from(wallets).where(eq(wallets.id, operators.id));
    expect(operatorRow).toMatchObject({ name: "Operator Wallet", badgeType: "none", chains: [] });
    expect(await seedRows()).toHaveLength(SEED_WALLETS.length);
  });

  it("enforces the colour and badge checks and a unique rdns only where set", async () => {
    const insert = (id: string, rdns: string | null, badge: string, color: string) =>
      db.execute(sql`
        insert into wallets (id, name, rdns, homepage, badge_type, sort_order, color)
        values (${id}, 'Check', ${rdns}, 'https://x.example', ${badge}, 1, ${color})`);
    const [a, b, c] = [testWallet(), testWallet(), testWallet()];
    await expect(insert(a.id, null, "none", "red")).rejects.toThrow();
    await expect(insert(a.id, null, "gold", "#000000")).rejects.toThrow();
    await expect(insert(a.id, "io.metamask", "none", "#000000")).rejects.toThrow();
    // Any number of wallets may lack an rdns.
    await insert(b.id, null, "none", "#000000");
    await insert(c.id, null, "certified", "#FFFFFF");
  });

  it("says which rdns clashes when an operator's row holds a seed wallet's", async () => {
    // Free the rdns first, as an operator who deleted the seed row would have.
    const metamask = SEED_WALLETS.find((wallet) => wallet.id === "metamask")!;
    await db.delete(wallets).where(eq(wallets.id, "metamask"));
    const clash = testWallet({ rdns: "io.metamask" });
    await db.insert(wallets).values({
      id: clash.id,
      name: clash.name,
      rdns: clash.rdns,
      homepage: clash.homepage,
      sortOrder: clash.order,
      color: clash.color,
    });
    try {
      await expect(seedWallets(db)).rejects.toThrow(
        /^Cannot seed wallets: .*\(Key \(rdns\)=\(io\.metamask\) already exists\.\)/,
      );
    } finally {
      await deleteTestWallets(db);
      await seedWallets(db, [metamask]);
    }
  });

  it("prepareDatabase migrates and seeds the demo project and the wallets", async () => {
    await prepareDatabase(database, testConfig());
    const [demo] = await db.select().from(projects).where(eq(projects.id, DEMO_PROJECT_ID));
    expect(demo?.allowedOrigins).toEqual(["http://localhost:5173", "http://127.0.0.1:5173"]);
    expect(await seedRows()).toHaveLength(SEED_WALLETS.length);
  });

  it("the DB source lists rows by sort_order as WalletEntry, like the seed list", async () => {
    const extra = testWallet({ order: 0, rdns: null, webapp_link: "https://app.wallet.example" });
    await seedWallets(db, [extra]);
    const listed = await createDbWalletSource(db, { ttlMs: 0 }).list();
    const expected = [...SEED_WALLETS].sort((x, y) => x.order - y.order);
    // Other rows an operator added to a shared test database would sit among these.
    expect(listed.filter((entry) => SEED_IDS.includes(entry.id))).toEqual(expected);
    expect(listed[0]).toEqual(extra);
    const orders = listed.map((entry) => entry.order);
    expect(orders).toEqual([...orders].sort((x, y) => x - y));
  });

  it("caches the list for the TTL, sharing one query, then sees changes", async () => {
    let now = 1_000;
    const source = createDbWalletSource(db, { ttlMs: 30_000, now: () => now });
    const [first, second] = [source.list(), source.list()];
    expect(first).toBe(second);
    const countBefore = (await first).length;

    await seedWallets(db, [testWallet()]);
    now += 29_999;
    expect(await source.list()).toHaveLength(countBefore);
    now += 2;
    expect(await source.list()).toHaveLength(countBefore + 1);
  });

  it("doesn't cache a failed read", async () => {
    let down = true;
    const flaky = new Proxy(db, {
      get(target, property, receiver) {
        if (property === "select" && down) {
          return () => {
            throw new Error("db down");
          };
        }
        return Reflect.get(target, property, receiver);
      },
    });
    const source = createDbWalletSource(flaky, { ttlMs: 30_000 });
    await expect(source.list()).rejects.toThrow("db down");
    down = false;
    expect((await source.list()).length).toBeGreaterThanOrEqual(SEED_WALLETS.length);
  });
});
