import { describe, expect, it, vi } from "vitest";
import type { Connection } from "../adapter/connection.js";
import { ALERTS } from "../errors/alerts.js";
import type { FoyerOptions } from "../instance/options.js";
import { evmConnector } from "../testing/fakeAdapter.js";
import { base, mainnet } from "../testing/fixtures.js";
import { settle, setupFoyer } from "../testing/setupFoyer.js";

const wallet = (connectorId: string, address: string): Connection => ({
  connectorId,
  accounts: [{ address, type: "eoa" }],
  caipNetwork: mainnet,
});

async function connectedFoyer(patch: Partial<FoyerOptions> = {}) {
  const setup = setupFoyer(patch);
  await setup.foyer.connect("metamask");
  return setup;
}

describe("connection lifecycle events from the adapter (behaviour §4)", () => {
  it("connected: a wallet connecting on its own becomes the account", () => {
    const { foyer, adapter } = setupFoyer();
    adapter.emit("connected", { connection: wallet("rabby", "0xr") });
    expect(foyer.stores.accounts.get("eip155")).toMatchObject({
      address: "0xr",
      status: "connected",
    });
  });

  it("a second wallet connecting on its own while multi-wallet is off: the info alert, the first stays, the second is disconnected", async () => {
    const { foyer, adapter } = await connectedFoyer();
    const first = foyer.stores.accounts.get("eip155").address;
    adapter.emit("connected", { connection: wallet("rabby", "0xr") });
    await settle();
    expect(foyer.stores.alerts.store.getState().alert).toBe(ALERTS.MULTI_WALLET_NOT_ENABLED);
    expect(adapter.calls).toContain("disconnect:rabby");
    expect(foyer.stores.accounts.get("eip155").address).toBe(first);
    expect(
      foyer.stores.connection.getState().connections.eip155?.connections.map((c) => c.connectorId),
    ).toEqual(["metamask"]);
  });

  it("with multi-wallet on, a wallet connecting on its own joins the others", async () => {
    const { foyer, adapter } = await connectedFoyer({ features: { multiWallet: true } });
    adapter.emit("connected", { connection: wallet("rabby", "0xr") });
    await settle();
    expect(foyer.stores.alerts.store.getState().alert).toBeUndefined();
    expect(
      foyer.stores.connection.getState().connections.eip155?.connections.map((c) => c.connectorId),
    ).toEqual(expect.arrayContaining(["metamask", "rabby"]));
  });

  it("accounts changed: the account follows the wallet", async () => {
    const { foyer, adapter } = await connectedFoyer();
    adapter.emit("accountsChanged", {
      connectorId: "metamask",
      accounts: [{ address: "0xother", type: "eoa" }],
    });
    await settle();
    expect(foyer.stores.accounts.get("eip155")).toMatchObject({
      address: "0xother",
      caipAddress: "eip155:1:0xother",
    });
  });

  it.each([
    ["allowed (default)", undefined, false, 1],
    ["not allowed", false, true, 0],
  ])(
    "accounts changed to an empty list, %s",
    async (_name, disconnectOnEmptyAccounts, stillConnected, events) => {
      const { foyer, adapter } = await connectedFoyer(
        disconnectOnEmptyAccounts === undefined ? {} : { disconnectOnEmptyAccounts },
      );
      const onDisconnect = vi.fn();
      foyer.events.on("disconnect", onDisconnect);
      adapter.emit("accountsChanged", { connectorId: "metamask", accounts: [] });
      expect(foyer.isConnected()).toBe(stillConnected);
      expect(onDisconnect).toHaveBeenCalledTimes(events);
    },
  );

  it("disconnected: with none remaining the disconnect event fires and the account is cleared", async () => {
    const { foyer, adapter } = await connectedFoyer();
    foyer.open();
    const onDisconnect = vi.fn();
    foyer.events.on("disconnect", onDisconnect);
    adapter.emit("disconnected", { connectorId: "metamask" });
    expect(onDisconnect).toHaveBeenCalledWith({ namespace: "eip155" });
    expect(foyer.stores.accounts.get("eip155").address).toBeUndefined();
    expect(foyer.stores.modal.store.getState().open).toBe(false);
  });

  it("disconnected: when the active EVM connector leaves, the first remaining becomes active", async () => {
    const { foyer, adapter } = await connectedFoyer({ features: { multiWallet: true } });
    await foyer.connect("rabby");
    const onDisconnect = vi.fn();
    foyer.events.on("disconnect", onDisconnect);
    adapter.emit("disconnected", { connectorId: "rabby" });
    expect(foyer.stores.connection.getState().connections.eip155?.activeConnectorId).toBe(
      "metamask",
    );
    expect(foyer.stores.accounts.get("eip155").address).toBe("0xmetamask");
    expect(onDisconnect).not.toHaveBeenCalled();
  });

  it("chain changed to a listed network: the app follows", async () => {
    const { foyer, adapter } = await connectedFoyer();
    adapter.emit("chainChanged", { connectorId: "metamask", caipNetworkId: "eip155:8453" });
    expect(foyer.stores.networks.store.getState().activeNetworks.eip155).toBe(base);
    expect(foyer.stores.accounts.get("eip155").caipAddress).toBe("eip155:8453:0xmetamask");
  });

  it.each([
    ["by default opens UnsupportedChain", {}, true],
    ["with unsupported chains allowed stays put", { allowUnsupportedChain: true }, false],
    ["with network switching disabled stays put", { enableNetworkSwitch: false }, false],
  ])("chain changed to an unlisted network %s (behaviour §4)", async (_name, patch, opens) => {
    const { foyer, adapter } = await connectedFoyer(patch);
    adapter.emit("chainChanged", { connectorId: "metamask", caipNetworkId: "eip155:10" });
    expect(foyer.stores.modal.store.getState().open).toBe(opens);
    expect(foyer.stores.router.current().view).toBe(opens ? "UnsupportedChain" : "Connect");
    expect(foyer.stores.networks.store.getState().activeNetworks.eip155).toBe(mainnet);
  });

  it("connectors found later are listed", () => {
    const { foyer, adapter } = setupFoyer();
    adapter.emit("connectorsChanged", { connectors: [evmConnector("phantom")] });
    expect(foyer.stores.connectors.getState().connectors.map((c) => c.id)).toEqual(["phantom"]);
  });

  it("a listener failure is reported, not thrown at the wallet", () => {
    const report = vi.fn();
    const { adapter } = setupFoyer({ errorReporter: { report } });
    adapter.emit("connected", { connection: { ...wallet("rabby", "0xr"), accounts: [] } });
    expect(report).toHaveBeenCalledTimes(1);
  });

  it("destroy stops listening", () => {
    const { foyer, adapter } = setupFoyer();
    foyer.destroy();
    adapter.emit("connected", { connection: wallet("rabby", "0xr") });
    expect(foyer.isConnected()).toBe(false);
  });
});
