import { describe, expect, it, vi } from "vitest";
import { ALERTS } from "../../errors/alerts.js";
import { PERSISTENCE_KEYS } from "../../persistence/keys.js";
import { createFakeAdapter } from "../../testing/fakeAdapter.js";
import { mainnet, solanaMainnet } from "../../testing/fixtures.js";
import { setupFoyer } from "../../testing/setupFoyer.js";

const MULTI = { features: { multiWallet: true } };

describe("a second wallet with multi-wallet off (behaviour §8 info alert)", () => {
  it("is refused with the info alert and the first wallet stays", async () => {
    const { foyer, adapter } = setupFoyer();
    await foyer.connect("metamask");
    await expect(foyer.connect("rabby")).rejects.toMatchObject({
      name: "ConnectionError",
      code: "MULTI_WALLET_NOT_ENABLED",
      shortMessage: ALERTS.MULTI_WALLET_NOT_ENABLED.longMessage,
    });
    expect(adapter.calls).not.toContain("connect:rabby");
    expect(foyer.stores.alerts.store.getState().alert).toBe(ALERTS.MULTI_WALLET_NOT_ENABLED);
    expect(foyer.stores.accounts.get("eip155").address).toBe("0xmetamask");
    expect(foyer.stores.connection.getState().connections.eip155?.connections).toHaveLength(1);
  });

  it("connecting the same wallet again is no second wallet", async () => {
    const { foyer } = setupFoyer();
    await foyer.connect("metamask");
    await foyer.connect("metamask");
    expect(foyer.stores.alerts.store.getState().alert).toBeUndefined();
  });

  it("Add wallet raises the alert instead of opening Connect", async () => {
    const { foyer } = setupFoyer();
    await foyer.connect("metamask");
    foyer.open({ view: "ProfileWallets" });
    expect(foyer.addWallet("eip155")).toBe(false);
    expect(foyer.stores.alerts.store.getState().alert).toBe(ALERTS.MULTI_WALLET_NOT_ENABLED);
    expect(foyer.stores.router.current().view).toBe("ProfileWallets");
  });
});

describe("several wallets per namespace with multi-wallet on", () => {
  it("Add wallet opens Connect over the current view", async () => {
    const { foyer } = setupFoyer(MULTI);
    await foyer.connect("metamask");
    foyer.open({ view: "ProfileWallets" });
    expect(foyer.addWallet("eip155")).toBe(true);
    expect(foyer.stores.router.current().view).toBe("Connect");
    foyer.goBack();
    expect(foyer.stores.router.current().view).toBe("ProfileWallets");
  });

  it("keeps both connections, the newest active", async () => {
    const { foyer } = setupFoyer(MULTI);
    await foyer.connect("metamask");
    await foyer.connect("rabby");
    const entry = foyer.stores.connection.getState().connections.eip155;
    expect(entry?.connections.map((c) => c.connectorId)).toEqual(["rabby", "metamask"]);
    expect(entry?.activeConnectorId).toBe("rabby");
  });

  it("disconnecting the active one leaves the other connected and active", async () => {
    const { foyer, adapter } = setupFoyer(MULTI);
    await foyer.connect("metamask");
    await foyer.connect("rabby");
    const onSwitch = vi.fn();
    foyer.events.on("connectionSwitch", onSwitch);
    await foyer.disconnectConnection("eip155", "rabby");
    expect(adapter.calls).toContain("disconnect:rabby");
    expect(adapter.calls).not.toContain("disconnect:metamask");
    const state = foyer.stores.connection.getState();
    expect(state.connections.eip155?.connections.map((c) => c.connectorId)).toEqual(["metamask"]);
    expect(state.connections.eip155?.activeConnectorId).toBe("metamask");
    // Let go on purpose: not listed as a disconnected wallet to switch back to.
    expect(state.recentConnections.eip155 ?? []).toEqual([]);
    expect(foyer.stores.accounts.get("eip155").address).toBe("0xmetamask");
    expect(onSwitch).toHaveBeenCalledWith({
      namespace: "eip155",
      accountChanged: true,
      walletChanged: true,
    });
  });

  it("disconnecting another one keeps the active one and announces no switch", async () => {
    const { foyer } = setupFoyer(MULTI);
    await foyer.connect("metamask");
    await foyer.connect("rabby");
    const onSwitch = vi.fn();
    foyer.events.on("connectionSwitch", onSwitch);
    await foyer.disconnectConnection("eip155", "metamask");
    expect(foyer.stores.accounts.get("eip155").address).toBe("0xrabby");
    expect(onSwitch).not.toHaveBeenCalled();
  });

  it("disconnecting the last one disconnects the namespace", async () => {
    const { foyer } = setupFoyer(MULTI);
    await foyer.connect("metamask");
    await foyer.disconnectConnection("eip155", "metamask");
    expect(foyer.isConnected()).toBe(false);
  });

  it("a wallet failing to disconnect is still let go, and the failure is reported", async () => {
    const { foyer, adapter } = setupFoyer(MULTI);
    await foyer.connect("metamask");
    await foyer.connect("rabby");
    adapter.failNext("disconnect", new Error("wallet busy"));
    await expect(foyer.disconnectConnection("eip155", "rabby")).rejects.toMatchObject({
      code: "DISCONNECT_FAILED",
    });
    expect(foyer.stores.connection.getState().connections.eip155?.activeConnectorId).toBe(
      "metamask",
    );
  });

  it("a reload restores every wallet, the last used active", async () => {
    const first = setupFoyer(MULTI);
    await first.foyer.connect("rabby");
    first.clock.advance(1_000);
    await first.foyer.connect("metamask");
    const next = setupFoyer(MULTI, { storage: first.storage, adapter: first.adapter });
    await next.foyer.reconnect();
    const entry = next.foyer.stores.connection.getState().connections.eip155;
    expect(entry?.connections.map((c) => c.connectorId)).toEqual(["metamask", "rabby"]);
    expect(entry?.activeConnectorId).toBe("metamask");
    expect(next.foyer.stores.accounts.get("eip155").address).toBe("0xmetamask");
  });

  it("a switch is remembered: the switched-to wallet is active after a reload", async () => {
    const first = setupFoyer(MULTI);
    await first.foyer.connect("rabby");
    first.clock.advance(1_000);
    await first.foyer.connect("metamask");
    first.clock.advance(1_000);
    await first.foyer.switchConnection("eip155", "rabby");
    const next = setupFoyer(MULTI, { storage: first.storage, adapter: first.adapter });
    await next.foyer.reconnect();
    expect(next.foyer.stores.connection.getState().connections.eip155?.activeConnectorId).toBe(
      "rabby",
    );
  });

  it("a wallet that can't be restored is listed as disconnected, the others come back", async () => {
    const first = setupFoyer(MULTI);
    await first.foyer.connect("rabby");
    first.clock.advance(1_000);
    await first.foyer.connect("metamask");
    first.adapter.sessions.delete("rabby");
    const next = setupFoyer(MULTI, { storage: first.storage, adapter: first.adapter });
    await next.foyer.reconnect();
    const state = next.foyer.stores.connection.getState();
    expect(state.connections.eip155?.connections.map((c) => c.connectorId)).toEqual(["metamask"]);
    expect(state.recentConnections.eip155?.map((c) => c.connectorId)).toEqual(["rabby"]);
    expect(JSON.parse(first.storage.getItem(PERSISTENCE_KEYS.connections) ?? "{}").eip155).toEqual([
      expect.objectContaining({ connectorId: "metamask" }),
    ]);
  });

  it("a wallet disconnected on its own does not come back after a reload", async () => {
    const first = setupFoyer(MULTI);
    await first.foyer.connect("rabby");
    await first.foyer.connect("metamask");
    await first.foyer.disconnectConnection("eip155", "rabby");
    first.adapter.sessions.add("rabby");
    first.adapter.calls.length = 0;
    const next = setupFoyer(MULTI, { storage: first.storage, adapter: first.adapter });
    await next.foyer.reconnect();
    expect(first.adapter.calls.filter((c) => c.startsWith("reconnect"))).toEqual([
      "reconnect:metamask",
    ]);
  });
});

describe("adding a wallet to one namespace of two", () => {
  function testWalletOnBothSides() {
    const both = { id: "tw", name: "Test Wallet", type: "ANNOUNCED" as const };
    const evm = createFakeAdapter({ connectors: [{ ...both, chain: "eip155" }] });
    const solana = createFakeAdapter({
      namespace: "solana",
      connectors: [{ ...both, chain: "solana" }],
    });
    return setupFoyer({
      networks: [mainnet, solanaMainnet],
      adapters: [evm, solana],
      features: { multiWallet: true },
    });
  }

  it("choosing a wallet in both namespaces picks the side being added, until the modal closes", async () => {
    const { foyer } = testWalletOnBothSides();
    await foyer.connect("tw", "eip155");
    foyer.open({ view: "ProfileWallets" });
    foyer.addWallet("solana");
    expect(foyer.stores.connection.getState().addingWalletTo).toBe("solana");
    foyer.chooseWallet({ id: "tw", name: "Test Wallet" });
    const route = foyer.stores.router.current();
    expect(route.view === "ConnectingExternal" && route.params.connector.chain).toBe("solana");
    foyer.close();
    expect(foyer.stores.connection.getState().addingWalletTo).toBeUndefined();
  });
});

describe("removing the active wallet of a namespace other than EVM", () => {
  it("leaves the first remaining Solana wallet active, announced as a switch", async () => {
    const solana = createFakeAdapter({
      namespace: "solana",
      connectors: [
        { id: "phantom", name: "Phantom", type: "ANNOUNCED", chain: "solana" },
        { id: "solflare", name: "Solflare", type: "ANNOUNCED", chain: "solana" },
      ],
    });
    const { foyer } = setupFoyer({
      networks: [solanaMainnet],
      adapters: [solana],
      features: { multiWallet: true },
    });
    await foyer.connect("phantom", "solana");
    await foyer.connect("solflare", "solana");
    expect(foyer.stores.connection.getState().connections.solana?.activeConnectorId).toBe(
      "solflare",
    );
    const switched = vi.fn();
    foyer.events.on("connectionSwitch", switched);

    await foyer.disconnectConnection("solana", "solflare");
    const entry = foyer.stores.connection.getState().connections.solana;
    expect(entry?.activeConnectorId).toBe("phantom");
    expect(foyer.stores.accounts.get("solana")).toMatchObject({
      address: "0xphantom",
      status: "connected",
    });
    expect(switched).toHaveBeenCalledWith({
      namespace: "solana",
      accountChanged: true,
      walletChanged: true,
    });
  });
});
