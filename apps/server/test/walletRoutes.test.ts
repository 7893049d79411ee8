import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Database } from "../src/db/database.js";
import { seedWallets } from "../src/db/seed.js";
import { createSeedWalletSource } from "../src/explorer/seedSource.js";
import { SEED_WALLETS } from "../src/explorer/seedWallets.js";
import { createTestApp } from "./support/app.js";
import { insertProject } from "./support/databases.js";
import { describeEachDriver } from "./support/describeDrivers.js";
import { deleteTestWallets, testWallet } from "./support/wallets.js";

interface Listing {
  id: string;
  name: string;
  image_id: string;
}

describeEachDriver("wallet routes over the wallets table", (driver) => {
  let database: Database;
  let app: FastifyInstance;
  let q: string;

  beforeAll(async () => {
    database = await driver.open();
    // Exactly the seed list, so the counts below are the seed's.
    await deleteTestWallets(database.db);
    await seedWallets(database.db);
    app = await createTestApp(database);
    q = `projectId=${await insertProject(database.db, { allowedOrigins: ["https://app.example"] })}`;
  });
  afterAll(() => app.close());

  const getWallets = async (params: string) => {
    const response = await app.inject({ url: `/getWallets?${q}${params}` });
    expect(response.statusCode).toBe(200);
    return response.json<{ count: number; data: Listing[] }>();
  };

  it("lists all 47 in pages of 40, in popularity order", async () => {
    expect(SEED_WALLETS).toHaveLength(47);
    const page1 = await getWallets("");
    const page2 = await getWallets("&page=2");
    expect(page1.count).toBe(47);
    expect(page2.count).toBe(47);
    expect(page1.data).toHaveLength(40);
    expect(page2.data).toHaveLength(7);
    const byRank = [...SEED_WALLETS].sort((a, b) => a.order - b.order).map((w) => w.id);
    expect([...page1.data, ...page2.data].map((w) => w.id)).toEqual(byRank);
    expect(page1.data[0]).toMatchObject({ id: "metamask", name: "MetaMask", image_id: "metamask" });
    expect((await getWallets("&page=3")).data).toEqual([]);
  });

  it("searches the rows by name, id and rdns", async () => {
    expect(await getWallets("&search=RAIN")).toMatchObject({ count: 1, data: [{ id: "rainbow" }] });
    expect(await getWallets("&search=io.metamask")).toMatchObject({
      count: 1,
      data: [{ id: "metamask" }],
    });
    expect(await getWallets("&search=no-such-wallet")).toEqual({ count: 0, data: [] });
  });

  it("serves a row's real logo (a monogram without one), and 404s for an id not in the table", async () => {
    const image = await app.inject({ url: `/getWalletImage/metamask?${q}` });
    expect(image.statusCode).toBe(200);
    const metamask = await import("@web3icons/core/svgs/wallets/branded/metamask.svg.js");
    expect(image.body).toBe(metamask.default.trim());
    const monogram = await app.inject({ url: `/getWalletImage/brave?${q}` });
    expect(monogram.statusCode).toBe(200);
    expect(monogram.body).toContain('<title id="title">Brave Wallet</title>');
    const missing = await app.inject({ url: `/getWalletImage/not-a-wallet?${q}` });
    expect(missing.statusCode).toBe(404);
  });

  it("guards the routes with the project", async () => {
    const response = await app.inject({ url: "/getWallets?projectId=nope" });
    expect(response.statusCode).toBe(401);
  });

  it("takes a walletSource option instead of the table", async () => {
    const only = testWallet({ name: "Only One" });
    const custom = await createTestApp(database, { walletSource: createSeedWalletSource([only]) });
    try {
      const response = await custom.inject({ url: `/getWallets?${q}` });
      expect(response.json()).toMatchObject({
        count: 1,
        data: [{ id: only.id, name: "Only One" }],
      });
    } finally {
      await custom.close();
    }
  });
});
