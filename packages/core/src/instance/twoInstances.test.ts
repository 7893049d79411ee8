import { describe, expect, it } from "vitest";
import { createMemoryStorage } from "../effects/storage.js";
import { createFakeAdapter, evmConnector } from "../testing/fakeAdapter.js";
import { base, mainnet } from "../testing/fixtures.js";
import { setupFoyer } from "../testing/setupFoyer.js";

/** Two apps on one page, one storage (the page's localStorage), each with its own scope. */
function twoApps(storage = createMemoryStorage()) {
  const adapter = () => createFakeAdapter({ connectors: [evmConnector("metamask")] });
  const shop = setupFoyer(
    { projectId: "shop", networks: [mainnet], storageScope: "shop" },
    { storage, adapter: adapter() },
  );
  const bank = setupFoyer(
    { projectId: "bank", networks: [base], storageScope: "bank" },
    { storage, adapter: adapter() },
  );
  return { storage, shop, bank };
}

describe("two instances on one page", () => {
  it("opening one modal leaves the other closed", () => {
    const { shop, bank } = twoApps();
    shop.foyer.open();
    expect(shop.foyer.stores.modal.store.getState().open).toBe(true);
    expect(bank.foyer.stores.modal.store.getState().open).toBe(false);
  });

  it("connecting one leaves the other disconnected, each under its own keys; a reload restores each", async () => {
    const { storage, shop, bank } = twoApps();
    await shop.foyer.connect("metamask");
    expect(shop.foyer.isConnected()).toBe(true);
    expect(bank.foyer.isConnected()).toBe(false);
    expect(storage.getItem("@foyer/shop/connections/v1")).toContain("eip155:1");
    expect(storage.getItem("@foyer/bank/connections/v1")).toBeNull();
    expect(storage.getItem("@foyer/connections/v1")).toBeNull();

    await bank.foyer.switchNetwork(base);
    const reloaded = twoApps(storage);
    reloaded.shop.adapter.sessions.add("metamask");
    reloaded.bank.adapter.sessions.add("metamask");
    await Promise.all([reloaded.shop.foyer.reconnect(), reloaded.bank.foyer.reconnect()]);
    expect(reloaded.shop.foyer.isConnected()).toBe(true);
    expect(reloaded.bank.foyer.isConnected()).toBe(false);
    expect(reloaded.bank.adapter.calls).toEqual([]);
  });
});
