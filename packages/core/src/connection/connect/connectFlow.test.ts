import { describe, expect, it, vi } from "vitest";
import { createMemoryStorage } from "../../effects/storage.js";
import { messages } from "../../errors/messages.js";
import { PERSISTENCE_KEYS } from "../../persistence/keys.js";
import { createLocalSiwx } from "../../siwx/localSiwx.js";
import { createFakeAdapter, evmConnector } from "../../testing/fakeAdapter.js";
import { base, mainnet } from "../../testing/fixtures.js";
import { settle, setupFoyer } from "../../testing/setupFoyer.js";

describe("connect → Account → disconnect → Connect, end to end (behaviour §2, §4)", () => {
  it("walks the whole loop on a fake adapter", async () => {
    const { foyer, adapter, storage } = setupFoyer();
    const onConnect = vi.fn();
    const onDisconnect = vi.fn();
    foyer.events.on("connect", onConnect);
    foyer.events.on("disconnect", onDisconnect);

    foyer.open();
    expect(foyer.stores.router.current().view).toBe("Connect");

    const connection = await foyer.connect("metamask");
    await settle();
    expect(connection.connectorId).toBe("metamask");
    expect(adapter.calls).toContain("connect:metamask");
    expect(foyer.stores.modal.store.getState().open).toBe(false);
    expect(foyer.stores.accounts.get("eip155")).toMatchObject({
      caipAddress: "eip155:1:0xmetamask",
      address: "0xmetamask",
      status: "connected",
      balance: "1.5",
      balanceSymbol: "ETH",
      connectedWalletInfo: { name: "METAMASK", icon: "data:mm", type: "INJECTED" },
    });
    expect(foyer.stores.connection.getState().status).toBe("connected");
    expect(onConnect).toHaveBeenCalledWith({ namespace: "eip155", connection });
    expect(storage.getItem(PERSISTENCE_KEYS.connectionStatus)).toBe("connected");

    foyer.open();
    expect(foyer.stores.router.current().view).toBe("Account");

    await foyer.disconnect();
    expect(adapter.calls).toContain("disconnect:metamask");
    expect(foyer.stores.modal.store.getState().open).toBe(false);
    expect(foyer.stores.router.current().view).toBe("Connect");
    const account = foyer.stores.accounts.get("eip155");
    expect(account.status).toBe("disconnected");
    expect(account.address).toBeUndefined();
    expect(account.balance).toBeUndefined();
    expect(account.connectedWalletInfo).toBeUndefined();
    expect(foyer.stores.connection.getState().connections.eip155).toBeUndefined();
    expect(foyer.stores.connection.getState().status).toBe("disconnected");
    expect(onDisconnect).toHaveBeenCalledWith({ namespace: "eip155" });
    expect(storage.getItem(PERSISTENCE_KEYS.connectionStatus)).toBe("disconnected");

    foyer.open();
    expect(foyer.stores.router.current().view).toBe("Connect");
  });

  it("goes through connecting while the wallet is asked", async () => {
    const { foyer } = setupFoyer();
    const pending = foyer.connect("metamask");
    expect(foyer.stores.connection.getState().status).toBe("connecting");
    expect(foyer.stores.accounts.get("eip155").status).toBe("connecting");
    await pending;
    expect(foyer.stores.connection.getState().status).toBe("connected");
  });

  it("a user rejection fails with 'Connection rejected' and returns to disconnected", async () => {
    const { foyer, adapter } = setupFoyer();
    adapter.failNext("connect", { code: 4001, message: "User rejected the request." });
    await expect(foyer.connect("metamask")).rejects.toMatchObject({
      name: "WalletError",
      code: "USER_REJECTED",
      shortMessage: messages.connectionRejected,
    });
    expect(foyer.stores.connection.getState().status).toBe("disconnected");
    expect(foyer.stores.accounts.get("eip155").status).toBe("disconnected");
  });

  it("a connection without accounts fails with 'Failed to connect' and leaves nothing behind", async () => {
    const { foyer, adapter } = setupFoyer();
    vi.spyOn(adapter, "connect").mockResolvedValueOnce({
      connectorId: "metamask",
      accounts: [],
      caipNetwork: mainnet,
    });
    await expect(foyer.connect("metamask")).rejects.toMatchObject({
      shortMessage: messages.failedToConnect,
    });
    expect(foyer.stores.connection.getState().connections.eip155).toBeUndefined();
    expect(foyer.stores.connection.getState().status).toBe("disconnected");
  });

  it("a failed second wallet keeps the first one connected", async () => {
    const { foyer, adapter } = setupFoyer();
    await foyer.connect("metamask");
    adapter.failNext("connect", { code: 4001 });
    await expect(foyer.connect("rabby")).rejects.toBeDefined();
    expect(foyer.stores.connection.getState().status).toBe("connected");
    expect(foyer.stores.accounts.get("eip155").status).toBe("connected");
  });

  it("an unknown connector fails with 'Adapter not found'", async () => {
    const { foyer } = setupFoyer();
    await expect(foyer.connect("nope")).rejects.toMatchObject({
      shortMessage: messages.adapterNotFound,
    });
  });

  it("a namespace no adapter serves fails with 'Chain adapter not found'", async () => {
    const { foyer, adapter } = setupFoyer();
    await expect(foyer.connect("metamask", "solana")).rejects.toMatchObject({
      name: "ConnectionError",
      code: "CHAIN_ADAPTER_NOT_FOUND",
      shortMessage: messages.chainAdapterNotFound,
    });
    expect(adapter.calls).not.toContain("connect:metamask");
    expect(foyer.stores.connection.getState().status).toBe("disconnected");
  });

  it("connectWalletConnect pairs through the WalletConnect connector, and without one fails with 'WalletConnectorConnector not found'", async () => {
    const { foyer, adapter } = setupFoyer();
    await expect(foyer.connectWalletConnect()).rejects.toMatchObject({
      name: "ConnectionError",
      code: "WALLET_CONNECT_CONNECTOR_NOT_FOUND",
      shortMessage: messages.walletConnectConnectorNotFound,
    });
    await expect(foyer.connectWalletConnect("solana")).rejects.toMatchObject({
      shortMessage: messages.chainAdapterNotFound,
    });
    expect(adapter.calls.filter((call) => call.startsWith("connect:"))).toEqual([]);

    const paired = setupFoyer(
      {},
      {
        adapter: createFakeAdapter({
          connectors: [
            evmConnector("metamask"),
            evmConnector("walletConnect", { name: "WalletConnect", type: "WALLET_CONNECT" }),
          ],
        }),
      },
    );
    await paired.foyer.connectWalletConnect();
    expect(paired.adapter.calls).toContain("connect:walletConnect");
    expect(paired.foyer.stores.connection.getState().status).toBe("connected");
  });

  it("after destroy, wallet and network actions fail with the client-not-set messages", async () => {
    const { foyer, adapter } = setupFoyer();
    await foyer.connect("metamask");
    foyer.destroy();
    const calls = adapter.calls.length;
    const connectionClient = {
      code: "CLIENT_NOT_SET",
      shortMessage: messages.connectionClientNotSet,
    };
    await expect(foyer.connect("rabby")).rejects.toMatchObject(connectionClient);
    await expect(foyer.disconnect()).rejects.toMatchObject(connectionClient);
    await expect(foyer.reconnect()).rejects.toMatchObject(connectionClient);
    await expect(foyer.sendTransaction({ to: "0xbeef", value: 1n })).rejects.toMatchObject(
      connectionClient,
    );
    await expect(foyer.switchNetwork(base)).rejects.toMatchObject({
      code: "CLIENT_NOT_SET",
      shortMessage: messages.networkClientNotSet,
    });
    expect(adapter.calls).toHaveLength(calls);
    expect(foyer.stores.accounts.get("eip155").status).toBe("connected");
  });

  it("remembers recent wallets, newest first, at most 2 (behaviour §4)", async () => {
    const { foyer, adapter } = setupFoyer({ features: { multiWallet: true } });
    await foyer.connect("metamask");
    await foyer.connect("rabby");
    await foyer.connect("metamask");
    expect(foyer.stores.connection.getState().recentWallets.map((w) => w.id)).toEqual([
      "mm-registry",
      "rabby",
    ]);
    expect(adapter.calls.filter((c) => c.startsWith("connect:"))).toHaveLength(3);
  });

  it("with sign-in configured and no session, connecting opens SIWXSignMessage (behaviour §4)", async () => {
    const siwx = createLocalSiwx({
      storage: createMemoryStorage(),
      domain: "app.test",
      uri: "https://app.test",
    });
    const { foyer } = setupFoyer({ siwx });
    await foyer.connect("metamask");
    expect(foyer.stores.router.current().view).toBe("SIWXSignMessage");
    expect(foyer.stores.modal.store.getState().open).toBe(true);
  });

  it("with a sign-in session, connecting just closes the modal", async () => {
    const siwx = createLocalSiwx({
      storage: createMemoryStorage(),
      domain: "app.test",
      uri: "https://app.test",
    });
    const data = {
      accountAddress: "0xmetamask",
      chainId: "eip155:1" as const,
      domain: "app.test",
      uri: "https://app.test",
      version: "1",
      nonce: "abcdefgh1",
      issuedAt: "2026-01-01T00:00:00.000Z",
    };
    await siwx.setSessions([{ data, message: "signed", signature: "0xsig" }]);
    const { foyer } = setupFoyer({ siwx });
    foyer.open();
    await foyer.connect("metamask");
    expect(foyer.stores.modal.store.getState().open).toBe(false);
  });

  it("a wallet that fails to disconnect still leaves the app disconnected, then reports it", async () => {
    const { foyer, adapter } = setupFoyer();
    await foyer.connect("metamask");
    adapter.failNext("disconnect", new Error("relay down"));
    await expect(foyer.disconnect()).rejects.toMatchObject({
      shortMessage: messages.disconnectChainsFailed("relay down"),
    });
    expect(foyer.isConnected()).toBe(false);
  });

  it("disconnect puts the namespace's network back to its first listed network", async () => {
    const { foyer } = setupFoyer();
    await foyer.connect("metamask");
    await foyer.switchNetwork(base);
    await foyer.disconnect();
    expect(foyer.stores.networks.store.getState().activeNetworks.eip155).toBe(mainnet);
  });
});

describe("reconnect on the next visit (behaviour §4)", () => {
  it("tries the most recently used connector first; one succeeding gives connected", async () => {
    // Two wallets were connected last visit (multi-wallet on then); this visit restores one.
    const first = setupFoyer({ features: { multiWallet: true } });
    await first.foyer.connect("rabby");
    first.clock.advance(1_000);
    await first.foyer.connect("metamask");

    const next = setupFoyer({}, { storage: first.storage, adapter: first.adapter });
    first.adapter.calls.length = 0;
    await next.foyer.reconnect();
    expect(first.adapter.calls.filter((c) => c.startsWith("reconnect"))).toEqual([
      "reconnect:metamask",
    ]);
    expect(next.foyer.isConnected()).toBe(true);
    expect(next.foyer.stores.accounts.get("eip155").address).toBe("0xmetamask");
  });

  it("falls through to the next connector when the newest has no session", async () => {
    // Two wallets were connected last visit (multi-wallet on then); this visit restores one.
    const first = setupFoyer({ features: { multiWallet: true } });
    await first.foyer.connect("rabby");
    first.clock.advance(1_000);
    await first.foyer.connect("metamask");
    first.adapter.sessions.delete("metamask");

    const next = setupFoyer({}, { storage: first.storage, adapter: first.adapter });
    first.adapter.calls.length = 0;
    await next.foyer.reconnect();
    expect(first.adapter.calls.filter((c) => c.startsWith("reconnect"))).toEqual([
      "reconnect:metamask",
      "reconnect:rabby",
    ]);
    expect(next.foyer.stores.accounts.get("eip155").address).toBe("0xrabby");
  });

  it("all failing gives disconnected and forgets the stale record", async () => {
    const first = setupFoyer();
    await first.foyer.connect("metamask");
    first.adapter.sessions.clear();

    const next = setupFoyer({}, { storage: first.storage, adapter: first.adapter });
    await next.foyer.reconnect();
    expect(next.foyer.isConnected()).toBe(false);
    expect(next.foyer.stores.connection.getState().status).toBe("disconnected");
    expect(first.storage.getItem(PERSISTENCE_KEYS.connections)).toBe("{}");
  });

  it("does not bring back a wallet the user disconnected", async () => {
    const first = setupFoyer();
    await first.foyer.connect("metamask");
    await first.foyer.disconnect();
    first.adapter.sessions.add("metamask");

    const next = setupFoyer({}, { storage: first.storage, adapter: first.adapter });
    first.adapter.calls.length = 0;
    await next.foyer.reconnect();
    expect(first.adapter.calls).toEqual([]);
    expect(next.foyer.isConnected()).toBe(false);
  });

  it("does not take a browser wallet's EOA for the visitor's preferred account type (behaviour §3)", async () => {
    const first = setupFoyer();
    expect(first.foyer.stores.accounts.get("eip155").preferredAccountType).toBe("smartAccount");
    await first.foyer.connect("metamask");
    expect(first.foyer.stores.accounts.get("eip155").preferredAccountType).toBe("eoa");
    // What the wallet is was not chosen: the next visit (and its email login) starts from the default.
    const next = setupFoyer({}, { storage: first.storage });
    expect(next.foyer.stores.accounts.get("eip155").preferredAccountType).toBe("smartAccount");
  });

  it("restores the last active network", async () => {
    const first = setupFoyer();
    await first.foyer.switchNetwork(base);
    const next = setupFoyer({}, { storage: first.storage });
    expect(next.foyer.stores.networks.store.getState().activeNetworks.eip155).toBe(base);
  });
});
