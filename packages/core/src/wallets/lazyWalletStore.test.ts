import { describe, expect, it } from "vitest";
import { fakeApiClient } from "../api/fakeApiClient.testutil.js";
import { createLazyWalletStore } from "./lazyWalletStore.js";
import { createWalletRegistry } from "./walletRegistry.js";
import { INITIAL_WALLET_STORE_STATE } from "./walletStoreState.js";

function setup() {
  const { fake, clock, api } = fakeApiClient({ retryCount: 0 });
  const store = createLazyWalletStore({
    registry: createWalletRegistry(api),
    clock,
    getCaipNetworkIds: () => ["eip155:1"],
  });
  return { fake, store };
}

describe("the wallet store whose code loads on first use", () => {
  it("is a store from the start: initial state, no request, setters that hold", () => {
    const { fake, store } = setup();
    expect(store.getState()).toEqual(INITIAL_WALLET_STORE_STATE);
    const seen: number[] = [];
    store.subscribe((state) => seen.push(state.excludedWallets.length));
    store.setExcludedWallets([{ id: "installed" }]);
    store.clearSearch();
    expect(store.getState().excludedWallets).toEqual([{ id: "installed" }]);
    expect(seen[0]).toBe(1);
    expect(fake.requests).toHaveLength(0);
  });

  it("loads its code with the first fetch and fills the same store, with what was set before", async () => {
    const { fake, store } = setup();
    store.setExcludedWallets([{ id: "installed" }]);
    fake.answer({
      status: 200,
      body: { data: [{ id: "w1", name: "W1", image_id: "i1" }], count: 1 },
    });
    await store.fetchNextPage();
    expect(new URL(fake.requests[0]?.url ?? "http://x").searchParams.get("exclude")).toBe(
      "installed",
    );
    expect(store.getState()).toMatchObject({ page: 1, count: 1 });
    expect(store.getState().wallets.map((w) => w.id)).toEqual(["w1"]);
  });
});
