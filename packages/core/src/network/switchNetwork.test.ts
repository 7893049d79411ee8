import { describe, expect, it, vi } from "vitest";
import { ALERTS } from "../errors/alerts.js";
import { messages } from "../errors/messages.js";
import { PERSISTENCE_KEYS } from "../persistence/keys.js";
import { base, mainnet } from "../testing/fixtures.js";
import { settle, setupFoyer } from "../testing/setupFoyer.js";

describe("switching networks (behaviour §4, §8)", () => {
  it.each([
    ["an unlisted network", { ...base, caipNetworkId: "eip155:10" as const }],
    ["an unlisted id", "eip155:10" as const],
  ])("%s fails with 'Chain is not supported'", async (_name, target) => {
    const { foyer } = setupFoyer();
    await expect(foyer.switchNetwork(target)).rejects.toMatchObject({
      shortMessage: messages.chainNotSupported,
    });
  });

  it("without a wallet the app just switches and remembers it", async () => {
    const { foyer, adapter, storage } = setupFoyer();
    const onChange = vi.fn();
    foyer.events.on("networkChange", onChange);
    await foyer.switchNetwork("eip155:8453");
    expect(foyer.stores.networks.store.getState().activeNetworks.eip155).toBe(base);
    expect(adapter.calls).toEqual([]);
    expect(storage.getItem(PERSISTENCE_KEYS.activeNetworkId)).toBe("eip155:8453");
    expect(onChange).toHaveBeenCalledWith({ network: base });
  });

  it("with a wallet, the wallet switches first and the account moves", async () => {
    const { foyer, adapter } = setupFoyer();
    await foyer.connect("metamask");
    await foyer.switchNetwork(base);
    await settle();
    expect(adapter.calls).toContain("switchNetwork:metamask:eip155:8453");
    expect(adapter.calls).toContain("getBalance:eip155:8453");
    expect(foyer.stores.accounts.get("eip155").caipAddress).toBe("eip155:8453:0xmetamask");
  });

  it("a native balance read in the last 30 s is reused, an older one asked again (behaviour §9)", async () => {
    const { foyer, adapter, clock } = setupFoyer();
    await foyer.connect("metamask");
    await foyer.switchNetwork(base);
    await settle();
    await foyer.switchNetwork(mainnet);
    await settle();
    const reads = () => adapter.calls.filter((c) => c === "getBalance:eip155:8453").length;
    expect(reads()).toBe(1);
    await foyer.switchNetwork(base);
    await settle();
    expect(reads()).toBe(1);
    expect(foyer.stores.accounts.get("eip155")).toMatchObject({
      balance: "1.5",
      balanceSymbol: "ETH",
    });
    await foyer.switchNetwork(mainnet);
    clock.advance(30_000);
    await foyer.switchNetwork(base);
    await settle();
    expect(reads()).toBe(2);
  });

  it("a network the app does not list raises 'Network Not Found' and changes nothing", async () => {
    const { foyer } = setupFoyer();
    await expect(foyer.switchNetwork("eip155:999999")).rejects.toMatchObject({
      code: "CHAIN_NOT_SUPPORTED",
      shortMessage: messages.chainNotSupported,
    });
    expect(foyer.stores.alerts.store.getState().alert).toBe(ALERTS.SWITCH_NETWORK_NOT_FOUND);
    expect(foyer.stores.alerts.store.getState().alert?.shortMessage).toBe("Network Not Found");
    expect(foyer.stores.networks.store.getState().activeNetworks.eip155).toBe(mainnet);
  });

  it("a wallet refusing leaves the app on its network", async () => {
    const { foyer, adapter } = setupFoyer();
    await foyer.connect("metamask");
    adapter.failNext("switchNetwork", { code: 4001 });
    await expect(foyer.switchNetwork(base)).rejects.toMatchObject({
      name: "WalletError",
      code: "USER_REJECTED",
    });
    expect(foyer.stores.networks.store.getState().activeNetworks.eip155).toBe(mainnet);
  });
});
