import { expect, it } from "vitest";
import { seedWallets } from "../src/db/seed.js";
import { createSeedWalletSource } from "../src/explorer/seedSource.js";
import { SEED_WALLETS } from "../src/explorer/seedWallets.js";
import { createTestApp } from "./support/app.js";
import { describeEachDriver } from "./support/describeDrivers.js";
import { useServerApp } from "./support/serverApp.js";
import { deleteTestWallets, testWallet } from "./support/wallets.js";

interface Listing {
  id: string;
  name: string;
  image_id: string;
}

describeEachDriver("wallet routes over the wallets table", (driver) => {
  const world = useServerApp(driver, {
    build: async ({ database }) => {
      // Exactly the seed list, so the counts below are the seed's.
      await deleteTestWallets(database.db);
      await seedWallets(database.db);
      return createTestApp(database);
    },
    project: { allowedOrigins: ["https://app.example"] },
  });

  const getWallets = async (params: string) => {
    const response = await world.app.inject({
      url: `/getWallets?projectId=${world.projectId}${params}`,
    });
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
    const image = await world.app.inject({
      url: `/getWalletImage/metamask?projectId=${world.projectId}`,
    });
    expect(image.statusCode).toBe(200);
    const metamask = await import("@web3icons/core/svgs/wallets/branded/metamask.svg.js");
    expect(image.body).toBe(metamask.default.trim());
    const monogram = await world.app.inject({
      url: `/getWalletImage/brave?projectId=${world.projectId}`,
    });
    expect(monogram.statusCode).toBe(200);
    expect(monogram.body).toContain('<title id="title">Brave Wallet</title>');
    const missing = await world.app.inject({
      url: `/getWalletImage/not-a-wallet?projectId=${world.projectId}`,
    });
    expect(missing.statusCode).toBe(404);
  });

  it("guards the routes with the project", async () => {
    const response = await world.app.inject({ url: "/getWallets?projectId=nope" });
    expect(response.statusCode).toBe(401);
  });

  it("takes a walletSource option instead of the table", async () => {
    const only = testWallet({ name: "Only One" });
    const custom = await createTestApp(world.database, {
      walletSource: createSeedWalletSource([only]),
    });
    try {
      const response = await custom.inject({ url: `/getWallets?projectId=${world.projectId}` });
      expect(response.json()).toMatchObject({
        count: 1,
        data: [{ id: only.id, name: "Only One" }],
      });
    } finally {
      await custom.close();
    }
  });
});
