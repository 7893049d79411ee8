// @vitest-environment happy-dom
import { announceTestWallet, createTestWallet, TEST_WALLET_ICON } from "@foyer/testwallet";
import { afterEach, describe, expect, it } from "vitest";
import { createEvmAdapter, type EvmAdapter } from "./createEvmAdapter.js";
import { freshWindow, localNetwork, recordEvents } from "./testing/fixtures.js";

const KEY = "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80";
// Discovery never talks to the node, so no chain is needed here.
const network = localNetwork(31337, "http://127.0.0.1:9");
const wallet = () =>
  createTestWallet({
    privateKey: KEY,
    chains: [{ chainId: 31337, rpcUrl: "http://127.0.0.1:9" }],
    storage: null,
  });

describe("connector discovery (EIP-6963 and window.ethereum)", () => {
  const adapters: EvmAdapter[] = [];
  const adapter = (options: Partial<Parameters<typeof createEvmAdapter>[0]> = {}) => {
    const created = createEvmAdapter({ networks: [network], ...options });
    adapters.push(created);
    return created;
  };
  afterEach(() => {
    for (const a of adapters.splice(0)) a.destroy();
  });

  it("lists an announced wallet as ANNOUNCED with its rdns, name and icon", () => {
    const win = freshWindow();
    announceTestWallet(win, wallet());
    const evm = adapter({ window: win });
    expect(evm.namespace).toBe("eip155");
    expect(evm.getConnectors()).toEqual([
      {
        id: "dev.foyer.testwallet",
        name: "Foyer Test Wallet",
        chain: "eip155",
        type: "ANNOUNCED",
        imageUrl: TEST_WALLET_ICON,
        info: { rdns: "dev.foyer.testwallet" },
      },
    ]);
  });

  it("finds wallets on the global window by default", () => {
    const provider = wallet();
    const stop = announceTestWallet(window, provider);
    try {
      expect(
        adapter()
          .getConnectors()
          .map((c) => c.id),
      ).toEqual(["dev.foyer.testwallet"]);
    } finally {
      stop();
    }
  });

  it("emits connectorsChanged when a wallet announces after start", () => {
    const win = freshWindow();
    const evm = adapter({ window: win });
    const events = recordEvents(evm);
    expect(evm.getConnectors()).toEqual([]);
    announceTestWallet(win, wallet());
    const changes = events.of("connectorsChanged");
    expect(changes).toHaveLength(1);
    expect(changes[0]?.connectors.map((c) => c.id)).toEqual(["dev.foyer.testwallet"]);
  });

  it("lists a legacy window.ethereum once as the INJECTED Browser Wallet", () => {
    const win = freshWindow();
    win.ethereum = wallet();
    expect(adapter({ window: win }).getConnectors()).toEqual([
      { id: "injected", name: "Browser Wallet", chain: "eip155", type: "INJECTED" },
    ]);
  });

  it("names the legacy wallet's rdns from its flags, as in a wallet's in-app browser", () => {
    const win = freshWindow();
    win.ethereum = Object.assign(wallet(), { isMetaMask: true });
    expect(adapter({ window: win }).getConnectors()).toEqual([
      {
        id: "injected",
        name: "Browser Wallet",
        chain: "eip155",
        type: "INJECTED",
        info: { rdns: "io.metamask" },
      },
    ]);
  });

  it("looks for no browser wallet with browserWallets off, and then only pairs", () => {
    const win = freshWindow();
    win.ethereum = wallet();
    announceTestWallet(win, wallet());
    const evm = adapter({ window: win, browserWallets: false });
    expect(evm.getConnectors()).toEqual([]);
    expect(evm.pairingOnly).toBe(false);
    const pairing = adapter({
      window: win,
      browserWallets: false,
      walletConnect: {
        projectId: "p",
        metadata: { name: "a", description: "", url: "", icons: [] },
      },
    });
    expect(pairing.getConnectors().map((c) => c.type)).toEqual(["WALLET_CONNECT"]);
    expect(pairing.pairingOnly).toBe(true);
    expect(adapter({ window: win }).pairingOnly).toBe(false);
  });

  it("drops the legacy entry when an announced wallet is the same provider", () => {
    const win = freshWindow();
    const provider = wallet();
    announceTestWallet(win, provider, { legacyInjected: true });
    expect(
      adapter({ window: win })
        .getConnectors()
        .map((c) => c.type),
    ).toEqual(["ANNOUNCED"]);

    const late = freshWindow();
    late.ethereum = provider;
    const evm = adapter({ window: late });
    expect(evm.getConnectors().map((c) => c.id)).toEqual(["injected"]);
    announceTestWallet(late, provider);
    expect(evm.getConnectors().map((c) => c.id)).toEqual(["dev.foyer.testwallet"]);
  });

  it("keeps the legacy entry beside an announced wallet that is another provider", () => {
    const win = freshWindow();
    win.ethereum = wallet();
    announceTestWallet(win, wallet());
    expect(
      adapter({ window: win })
        .getConnectors()
        .map((c) => c.id)
        .sort(),
    ).toEqual(["dev.foyer.testwallet", "injected"]);
  });

  it("ignores announcements when EIP-6963 discovery is off", () => {
    const win = freshWindow();
    announceTestWallet(win, wallet());
    expect(adapter({ window: win, multiInjectedProviderDiscovery: false }).getConnectors()).toEqual(
      [],
    );
  });
});
