// @vitest-environment happy-dom
import type { FoyerError } from "@foyer/core";
import { addChainParameter, createEvmAdapter, type EvmAdapter } from "@foyer/evm";
import {
  freshWindow,
  ICON_URL,
  localNetwork,
  recordEvents,
  settle,
  wrapProvider,
} from "@foyer/evm/testing";
import { announceTestWallet, createTestWallet, type TestWallet } from "@foyer/testwallet";
import { type CreateConnectorFn, injected } from "@wagmi/core";
import type { EIP1193Provider } from "viem";
import { afterEach, describe, expect, inject, it } from "vitest";

const RDNS = "dev.foyer.testwallet";
const chains = inject("evmChains");
const home = () => localNetwork(31337, chains.rpcUrl);
const other = () => localNetwork(31338, chains.altRpcUrl, "Anvil Two");

function newWallet(options: { knowsOther?: boolean } = {}): TestWallet {
  return createTestWallet({
    privateKey: chains.accounts[0]!.privateKey,
    chains: [
      { chainId: 31337, rpcUrl: chains.rpcUrl, name: "Anvil" },
      ...(options.knowsOther ? [{ chainId: 31338, rpcUrl: chains.altRpcUrl }] : []),
    ],
    storage: null,
  });
}

const adapters: EvmAdapter[] = [];
afterEach(() => {
  for (const a of adapters.splice(0)) a.destroy();
});
async function connectedAdapter(provider: unknown) {
  const win = freshWindow();
  announceTestWallet(win, provider as TestWallet);
  const adapter = createEvmAdapter({ networks: [home(), other()], window: win });
  adapters.push(adapter);
  await adapter.connect(RDNS, { caipNetwork: home() });
  await settle();
  return adapter;
}

async function rejection(promise: Promise<unknown>): Promise<FoyerError> {
  return promise.then(
    () => {
      throw new Error("expected a rejection");
    },
    (error: FoyerError) => error,
  );
}

describe("switchNetwork", () => {
  it("adds a chain the wallet lacks (4902) with icon and explorer, then is on it", async () => {
    const wallet = newWallet();
    const provider = wrapProvider(wallet);
    const adapter = await connectedAdapter(provider);
    const events = recordEvents(adapter);

    await adapter.switchNetwork(RDNS, other());

    expect(wallet.activeChain().chainId).toBe(31338);
    const methods = provider.requests.map((r) => r.method);
    expect(methods).toContain("wallet_switchEthereumChain");
    const add = provider.requests.find((r) => r.method === "wallet_addEthereumChain");
    expect(add?.params).toEqual([
      {
        chainId: "0x7a6a",
        chainName: "Anvil Two",
        nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
        rpcUrls: [chains.altRpcUrl],
        blockExplorerUrls: ["https://explorer.example/31338"],
        iconUrls: [ICON_URL],
      },
    ]);
    await settle();
    // The core applies the switch it asked for; an event as well would be a duplicate.
    expect(events.of("chainChanged")).toEqual([]);
  });

  it("only switches when the wallet knows the chain", async () => {
    const wallet = newWallet({ knowsOther: true });
    const provider = wrapProvider(wallet);
    const adapter = await connectedAdapter(provider);
    await adapter.switchNetwork(RDNS, other());
    expect(wallet.activeChain().chainId).toBe(31338);
    expect(provider.requests.map((r) => r.method)).not.toContain("wallet_addEthereumChain");
  });

  it("rejects with USER_REJECTED when the user refuses to add the chain", async () => {
    const wallet = newWallet();
    const adapter = await connectedAdapter(wallet);
    wallet.setMode("reject");
    const error = await rejection(adapter.switchNetwork(RDNS, other()));
    expect(error.code).toBe("USER_REJECTED");
    expect(wallet.activeChain().chainId).toBe(31337);
  });

  it("rejects a connector without chain switching with the client error", async () => {
    const wallet = newWallet();
    const adapter = createEvmAdapter({ networks: [home(), other()], window: freshWindow() });
    adapters.push(adapter);
    // Registered through the seam WalletConnect will use; this one cannot switch chains.
    const noSwitch: CreateConnectorFn = (params) => {
      const { switchChain: _unused, ...rest } = injected({
        target: {
          id: "fixed",
          name: "Fixed Chain",
          provider: wallet as unknown as EIP1193Provider,
        },
      })(params);
      return rest;
    };
    const listed = adapter.registerConnector(noSwitch, { type: "EXTERNAL" });
    expect(listed).toEqual({ id: "fixed", name: "Fixed Chain", chain: "eip155", type: "EXTERNAL" });
    expect(adapter.getConnectors().map((c) => c.id)).toEqual(["fixed"]);

    await adapter.connect("fixed", { caipNetwork: home() });
    const error = await rejection(adapter.switchNetwork("fixed", other()));
    expect(error.code).toBe("CHAIN_SWITCHING_NOT_SUPPORTED");
  });

  it("rejects a network the adapter was not configured with", async () => {
    const adapter = await connectedAdapter(newWallet());
    const error = await rejection(adapter.switchNetwork(RDNS, localNetwork(999, chains.rpcUrl)));
    expect(error.code).toBe("CHAIN_NOT_CONFIGURED");
  });

  it("rejects when the connector is not connected", async () => {
    const win = freshWindow();
    announceTestWallet(win, newWallet());
    const adapter = createEvmAdapter({ networks: [home(), other()], window: win });
    adapters.push(adapter);
    const error = await rejection(adapter.switchNetwork(RDNS, other()));
    expect(error.code).toBe("CONNECTOR_NOT_CONNECTED");
  });
});

describe("addChainParameter", () => {
  it("gives the wallet the chain's own RPC rather than the app's proxy", () => {
    const network = {
      ...other(),
      rpcUrls: {
        default: { http: ["https://proxy.example/v1/?chainId=eip155:31338&projectId=p"] },
        chainDefault: { http: ["https://rpc.example"] },
      },
    };
    expect(addChainParameter(network).rpcUrls).toEqual(["https://rpc.example"]);
  });

  it("leaves out icon and explorer when the network has none", () => {
    const { assets: _a, blockExplorers: _b, ...bare } = other();
    expect(addChainParameter(bare)).toEqual({
      chainName: "Anvil Two",
      nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
      rpcUrls: [chains.altRpcUrl],
    });
  });
});
