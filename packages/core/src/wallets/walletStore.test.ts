import { describe, expect, it } from "vitest";
import { fakeApiClient } from "../api/fakeApiClient.testutil.js";
import { flush } from "../testing/fakeFetch.js";
import { createWalletRegistry } from "./walletRegistry.js";
import { createWalletStore, hasMoreWalletPages, type WalletStoreOptions } from "./walletStore.js";
import type { WalletListingEntry } from "./walletTypes.js";

const wallet = (id: string, patch: Partial<WalletListingEntry> = {}): WalletListingEntry => ({
  id,
  name: id,
  image_id: `img-${id}`,
  ...patch,
});
const wallets = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => wallet(`${prefix}${i}`));

function setup(extra: Partial<WalletStoreOptions> = {}) {
  const { fake, clock, api } = fakeApiClient({ retryCount: 0 });
  const loaded: string[] = [];
  const store = createWalletStore({
    registry: createWalletRegistry(api),
    clock,
    imageLoader: async (url) => {
      loaded.push(url);
    },
    getCaipNetworkIds: () => ["eip155:1", "solana:x"],
    ...extra,
  });
  const query = (i: number) =>
    Object.fromEntries(new URL(fake.requests[i]?.url ?? "http://x").searchParams);
  return { fake, clock, store, loaded, query };
}

describe("paginated wallet list (behaviour §9: page 40, images for the first 20)", () => {
  it("asks for page 1 of 40 with chains, excluding wallets shown elsewhere", async () => {
    const { fake, store, query } = setup({
      featuredWalletIds: ["f1"],
      excludeWalletIds: ["host-x"],
    });
    store.setExcludedWallets([{ id: "installed" }, { rdns: "io.only" }, { id: "recent" }]);
    fake.answer({ status: 200, body: { data: wallets("w", 40), count: 85 } });
    await store.fetchNextPage();
    expect(query(0)).toEqual({
      page: "1",
      entries: "40",
      exclude: "host-x,f1,installed,recent",
      chains: "eip155:1,solana:x",
      projectId: "p1",
    });
    expect(store.getState()).toMatchObject({ page: 1, count: 85 });
    expect(store.getState().wallets).toHaveLength(40);
  });

  it("appends pages, drops rdns matches and repeats, and knows when the end is reached", async () => {
    const { fake, store, query } = setup();
    store.setExcludedWallets([{ rdns: "io.installed" }]);
    fake.answer(
      {
        status: 200,
        body: { data: [wallet("a"), wallet("b", { rdns: "io.installed" })], count: 41 },
      },
      { status: 200, body: { data: [wallet("a"), wallet("c")], count: 41 } },
    );
    await store.fetchNextPage();
    expect(hasMoreWalletPages(store.getState())).toBe(true);
    await store.fetchNextPage();
    expect(query(1).page).toBe("2");
    expect(store.getState().wallets.map((w) => w.id)).toEqual(["a", "c"]);
    expect(hasMoreWalletPages(store.getState())).toBe(false);
  });

  it("a second call while a page loads joins it", async () => {
    const { fake, store } = setup();
    await Promise.all([store.fetchNextPage(), store.fetchNextPage()]);
    expect(fake.requests).toHaveLength(1);
    expect(store.getState().page).toBe(1);
  });

  it("preloads images of the first 20 wallets of each page only", async () => {
    const { fake, store, loaded } = setup();
    fake.answer({ status: 200, body: { data: wallets("w", 40), count: 40 } });
    await store.fetchNextPage();
    expect(loaded).toHaveLength(20);
    expect(loaded[0]).toBe("http://h/getWalletImage/img-w0?projectId=p1");
    expect(loaded[19]).toBe("http://h/getWalletImage/img-w19?projectId=p1");
  });
});

describe("featured and recommended (behaviour §9: recommended 4)", () => {
  it("featured wallets come back in the host's order", async () => {
    const { fake, store, query } = setup({ featuredWalletIds: ["f2", "f1"] });
    fake.answer({ status: 200, body: { data: [wallet("f1"), wallet("f2")], count: 2 } });
    await store.fetchFeatured();
    expect(query(0)).toMatchObject({ page: "1", entries: "2", include: "f2,f1" });
    expect(store.getState().featured.map((w) => w.id)).toEqual(["f2", "f1"]);
  });

  it("no featured ids, no call", async () => {
    const { fake, store } = setup();
    await store.fetchFeatured();
    expect(fake.requests).toHaveLength(0);
  });

  it("recommended: 4, excluding featured and shown wallets", async () => {
    const { fake, store, query } = setup({
      featuredWalletIds: ["f1"],
      includeWalletIds: ["i1", "i2"],
    });
    store.setExcludedWallets([{ id: "installed" }]);
    fake.answer({ status: 200, body: { data: wallets("r", 4), count: 4 } });
    await store.fetchRecommended();
    expect(query(0)).toMatchObject({
      page: "1",
      entries: "4",
      include: "i1,i2",
      exclude: "f1,installed",
    });
    expect(store.getState().recommended).toHaveLength(4);
  });
});

describe("wallet search (behaviour §9: 100 results, 300 ms minimum wait, 'Trust Wallet' as 'Trust')", () => {
  it("searches 100 with the alias and resolves no sooner than 300 ms", async () => {
    const { fake, clock, store, query } = setup({ excludeWalletIds: ["host-x"] });
    store.setExcludedWallets([{ id: "installed" }]);
    fake.answer({ status: 200, body: { data: [wallet("trust")], count: 1 } });
    let done = false;
    store.search("Trust Wallet").then(() => {
      done = true;
    });
    await flush();
    expect(query(0)).toMatchObject({
      page: "1",
      entries: "100",
      search: "Trust",
      exclude: "host-x",
    });
    await clock.advanceAsync(299);
    expect(done).toBe(false);
    expect(store.getState().search).toEqual([]);
    await clock.advanceAsync(1);
    expect(done).toBe(true);
    expect(store.getState().search.map((w) => w.id)).toEqual(["trust"]);
  });

  it("an older search answering late does not overwrite a newer one", async () => {
    const { fake, clock, store } = setup();
    fake.answer(
      { status: 200, body: { data: [wallet("old")], count: 1 } },
      { status: 200, body: { data: [wallet("new")], count: 1 } },
    );
    const first = store.search("me");
    const second = store.search("meta");
    await clock.advanceAsync(300);
    await Promise.all([first, second]);
    expect(store.getState().search.map((w) => w.id)).toEqual(["new"]);
  });

  it("an empty query clears without calling", async () => {
    const { fake, store } = setup();
    await store.search("  ");
    expect(fake.requests).toHaveLength(0);
    expect(store.getState().search).toEqual([]);
  });
});

describe("namespace filter (behaviour §4)", () => {
  it("limits chains, empties the list, and clears when all are on", async () => {
    const { fake, store, query } = setup();
    await store.fetchNextPage();
    store.setNamespaceFilter(["solana"], ["eip155", "solana"]);
    expect(store.getState()).toMatchObject({ namespaceFilter: ["solana"], page: 0, wallets: [] });
    await store.fetchNextPage();
    expect(query(1)).toMatchObject({ page: "1", chains: "solana:x" });
    store.setNamespaceFilter(["solana", "eip155"], ["eip155", "solana"]);
    expect(store.getState().namespaceFilter).toBeUndefined();
    expect(fake.requests).toHaveLength(2);
  });

  it("the same selection again keeps the loaded list", async () => {
    const { store } = setup();
    store.setNamespaceFilter(["solana"], ["eip155", "solana"]);
    await store.fetchNextPage();
    store.setNamespaceFilter(["solana"], ["eip155", "solana"]);
    expect(store.getState().page).toBe(1);
  });

  it("a page answer for the old filter is dropped", async () => {
    const { fake, store } = setup();
    fake.answer({ status: 200, body: { data: [wallet("evm")], count: 1 } });
    const pending = store.fetchNextPage();
    store.setNamespaceFilter(["solana"], ["eip155", "solana"]);
    await pending;
    expect(store.getState().wallets).toEqual([]);
    expect(store.getState().page).toBe(0);
  });
});

describe("one-time prefetch (behaviour §4)", () => {
  it("loads connector images, featured, recommended and network images once", async () => {
    const { fake, store, loaded } = setup({ featuredWalletIds: ["f1"] });
    fake.answer(
      { status: 200, body: { data: [wallet("f1")], count: 1 } },
      { status: 200, body: { data: [wallet("r1")], count: 1 } },
    );
    await store.prefetch({ connectorImageIds: ["c-img"], networkImageIds: ["n-img"] });
    await store.prefetch({ connectorImageIds: ["c-img"], networkImageIds: ["n-img"] });
    expect(fake.requests).toHaveLength(2);
    expect(store.getState().featured.map((w) => w.id)).toEqual(["f1"]);
    expect(store.getState().recommended.map((w) => w.id)).toEqual(["r1"]);
    expect(loaded).toContain("http://h/getWalletImage/c-img?projectId=p1");
    expect(loaded).toContain("http://h/public/getAssetImage/n-img?projectId=p1");
    expect(loaded.filter((url) => url.includes("c-img"))).toHaveLength(1);
  });

  it("a failing registry does not make the prefetch fail", async () => {
    const { fake, store } = setup({ featuredWalletIds: ["f1"] });
    fake.answer({ status: 500 });
    await expect(
      store.prefetch({ connectorImageIds: [], networkImageIds: [] }),
    ).resolves.toBeUndefined();
  });
});
