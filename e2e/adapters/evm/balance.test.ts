// @vitest-environment happy-dom

import { createEvmAdapter, type EvmAdapter } from "@foyer/evm";
import { freshWindow, localNetwork, settle, wrapProvider } from "@foyer/evm/testing";
import { announceTestWallet, createTestWallet, type TestWallet } from "@foyer/testwallet";
import { afterEach, describe, expect, inject, it } from "vitest";

const RDNS = "dev.foyer.testwallet";
const chains = inject("evmChains");
const network = () => localNetwork(31337, chains.rpcUrl);
// This file reads account 0, which no test file spends from: it holds the devnet's 10,000 ETH.
const address = () => chains.accounts[0]!.address;
const ONE_ETH_HEX = "0xde0b6b3a7640000";

const nativeAsset = (balance: string) => ({
  address: "0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee",
  balance,
  type: "NATIVE",
  metadata: { name: "Ether", symbol: "WALLETETH", decimals: 18, price: 3000, iconUrl: "" },
});

/** The test wallet, advertising asset discovery for 31337 and answering wallet_getAssets. */
function assetWallet(assets: () => unknown) {
  const wallet = createTestWallet({
    privateKey: chains.accounts[0]!.privateKey,
    chains: [{ chainId: 31337, rpcUrl: chains.rpcUrl }],
    storage: null,
  });
  return wrapProvider(wallet, (method) => {
    if (method === "wallet_getCapabilities") {
      return Promise.resolve({ "0x7a69": { assetDiscovery: { supported: true } } });
    }
    if (method === "wallet_getAssets") return Promise.resolve(assets());
    return undefined;
  });
}

const adapters: EvmAdapter[] = [];
afterEach(() => {
  for (const a of adapters.splice(0)) a.destroy();
});
async function adapterWith(provider?: unknown, connect = true) {
  const win = freshWindow();
  if (provider) announceTestWallet(win, provider as TestWallet);
  const adapter = createEvmAdapter({ networks: [network()], window: win });
  adapters.push(adapter);
  if (provider && connect) {
    await adapter.connect(RDNS, { caipNetwork: network() });
    await settle();
  }
  return adapter;
}

describe("getBalance", () => {
  it("reads the balance over the RPC when no wallet is connected", async () => {
    const adapter = await adapterWith();
    expect(await adapter.getBalance({ address: address(), caipNetwork: network() })).toEqual({
      balance: "10000",
      symbol: "ETH",
    });
  });

  it("uses the RPC when the wallet does not support asset discovery", async () => {
    const wallet = createTestWallet({
      privateKey: chains.accounts[0]!.privateKey,
      chains: [{ chainId: 31337, rpcUrl: chains.rpcUrl }],
      storage: null,
    });
    const provider = wrapProvider(wallet);
    const adapter = await adapterWith(provider);
    expect(await adapter.getBalance({ address: address(), caipNetwork: network() })).toEqual({
      balance: "10000",
      symbol: "ETH",
    });
    const methods = provider.requests.map((r) => r.method);
    expect(methods).toContain("wallet_getCapabilities");
    expect(methods).not.toContain("wallet_getAssets");
  });

  it("asks wallet_getAssets when the wallet supports asset discovery", async () => {
    let balanceHex = "0x0";
    const provider = assetWallet(() => ({ "0x7a69": [nativeAsset(balanceHex)] }));
    const adapter = await adapterWith(provider);
    // The wallet reports what the chain holds: the same 10,000 ETH, in its own words.
    balanceHex = (await provider.request({
      method: "eth_getBalance",
      params: [address(), "latest"],
    })) as string;
    expect(await adapter.getBalance({ address: address(), caipNetwork: network() })).toEqual({
      balance: "10000",
      symbol: "WALLETETH",
    });
    const call = provider.requests.find((r) => r.method === "wallet_getAssets");
    expect(call?.params).toEqual([{ account: address(), chainFilter: ["0x7a69"] }]);
  });

  it("takes the wallet's figure over the chain's when discovery answers", async () => {
    const provider = assetWallet(() => ({ "0x7a69": [nativeAsset(ONE_ETH_HEX)] }));
    const adapter = await adapterWith(provider);
    expect(await adapter.getBalance({ address: address(), caipNetwork: network() })).toEqual({
      balance: "1",
      symbol: "WALLETETH",
    });
  });

  it("falls back to the RPC when the wallet's answer fails validation", async () => {
    const provider = assetWallet(() => ({ "0x7a69": [nativeAsset("not hex")] }));
    const adapter = await adapterWith(provider);
    expect(await adapter.getBalance({ address: address(), caipNetwork: network() })).toEqual({
      balance: "10000",
      symbol: "ETH",
    });
    expect(provider.requests.map((r) => r.method)).toContain("wallet_getAssets");
  });

  it("does not ask a wallet that is announced but not connected", async () => {
    const provider = assetWallet(() => ({ "0x7a69": [nativeAsset(ONE_ETH_HEX)] }));
    const adapter = await adapterWith(provider, false);
    expect(await adapter.getBalance({ address: address(), caipNetwork: network() })).toEqual({
      balance: "10000",
      symbol: "ETH",
    });
    expect(provider.requests.map((r) => r.method)).not.toContain("wallet_getAssets");
  });
});
