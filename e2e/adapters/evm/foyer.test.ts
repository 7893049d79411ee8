// @vitest-environment happy-dom
import { createFoyer, createMemoryStorage } from "@foyer/core";
import { createEvmAdapter } from "@foyer/evm";
import { eventually, freshWindow, localNetwork, settle } from "@foyer/evm/testing";
import { announceTestWallet, createTestWallet } from "@foyer/testwallet";
import { describe, expect, inject, it } from "vitest";

const chains = inject("evmChains");
const RDNS = "dev.foyer.testwallet";

// The adapter driven by the real core, as an app would use it (account 0: read only).
describe("with the core", () => {
  it("connects, fills the account and its balance, and reconnects after a reload", async () => {
    const network = localNetwork(31337, chains.rpcUrl);
    const wallet = createTestWallet({
      privateKey: chains.accounts[0]!.privateKey,
      chains: [{ chainId: 31337, rpcUrl: chains.rpcUrl }],
      storage: null,
    });
    const storage = createMemoryStorage();
    const load = () => {
      const win = freshWindow();
      announceTestWallet(win, wallet);
      const adapter = createEvmAdapter({ networks: [network], window: win, storage });
      return { adapter, foyer: createFoyer({ networks: [network], adapters: [adapter], storage }) };
    };

    const first = load();
    expect(first.foyer.stores.connectors.getState().connectors.map((c) => c.id)).toContain(RDNS);
    await first.foyer.connect(RDNS);
    const account = () => first.foyer.stores.accounts.get("eip155");
    expect(account().address).toBe(chains.accounts[0]!.address);
    expect(account().caipAddress).toBe(`eip155:31337:${chains.accounts[0]!.address}`);
    await eventually(() => account().balance !== undefined);
    expect(account()).toMatchObject({ balance: "10000", balanceSymbol: "ETH" });
    await settle();
    first.foyer.destroy();
    first.adapter.destroy();

    wallet.setMode("reject");
    const second = load();
    await second.foyer.reconnect();
    expect(second.foyer.isConnected()).toBe(true);
    expect(second.foyer.stores.accounts.get("eip155").address).toBe(chains.accounts[0]!.address);
    second.foyer.destroy();
    second.adapter.destroy();
  });
});
