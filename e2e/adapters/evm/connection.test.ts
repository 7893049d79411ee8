// @vitest-environment happy-dom
import { createMemoryStorage, type FoyerError, type KeyValueStorage } from "@foyer/core";
import { createEvmAdapter, type EvmAdapter } from "@foyer/evm";
import {
  eventually,
  freshWindow,
  localNetwork,
  recordEvents,
  settle,
  wrapProvider,
} from "@foyer/evm/testing";
import {
  announceTestWallet,
  createTestWallet,
  ProviderRpcError,
  type TestWallet,
} from "@foyer/testwallet";
import { afterEach, describe, expect, inject, it } from "vitest";

const RDNS = "dev.foyer.testwallet";
const devnet = inject("evmChains");
// This file only signs in with account 0 and never spends from it.
const account0 = () => devnet.accounts[0]!;
const account1 = () => devnet.accounts[1]!;
const network = () => localNetwork(31337, devnet.rpcUrl);

function newWallet(mode: "approve" | "reject" = "approve"): TestWallet {
  return createTestWallet({
    privateKey: account0().privateKey,
    chains: [{ chainId: 31337, rpcUrl: devnet.rpcUrl, name: "Anvil" }],
    mode,
    storage: null,
  });
}

const adapters: EvmAdapter[] = [];
/** A page load: a fresh window where the wallet (extension) announces itself, and a new adapter. */
function page(provider: TestWallet | ReturnType<typeof wrapProvider>, storage?: KeyValueStorage) {
  const win = freshWindow();
  announceTestWallet(win, provider);
  const adapter = createEvmAdapter({
    networks: [network()],
    window: win,
    ...(storage ? { storage } : {}),
  });
  adapters.push(adapter);
  return adapter;
}
afterEach(() => {
  for (const a of adapters.splice(0)) a.destroy();
});

async function rejection(promise: Promise<unknown>): Promise<FoyerError> {
  return promise.then(
    () => {
      throw new Error("expected a rejection");
    },
    (error: FoyerError) => error,
  );
}

describe("connect", () => {
  it("connects the announced wallet with account 0 on eip155:31337", async () => {
    const adapter = page(newWallet());
    const connection = await adapter.connect(RDNS, { caipNetwork: network() });
    expect(connection).toEqual({
      connectorId: RDNS,
      accounts: [{ address: account0().address, type: "eoa" }],
      caipNetwork: network(),
    });
  });

  it("does not echo its own connect as a connected event", async () => {
    const adapter = page(newWallet());
    const events = recordEvents(adapter);
    await adapter.connect(RDNS, { caipNetwork: network() });
    await settle();
    expect(events.of("connected")).toEqual([]);
  });

  it("rejects a refused prompt as USER_REJECTED with 'Connection rejected'", async () => {
    const adapter = page(newWallet("reject"));
    const error = await rejection(adapter.connect(RDNS, { caipNetwork: network() }));
    expect(error.name).toBe("WalletError");
    expect(error.code).toBe("USER_REJECTED");
    expect(error.shortMessage).toBe("Connection rejected");
    expect(error.details.walletCode).toBe(4001);
  });

  it("rejects an unknown connector id with PROVIDER_NOT_FOUND", async () => {
    const adapter = page(newWallet());
    const error = await rejection(adapter.connect("nope", { caipNetwork: network() }));
    expect(error.code).toBe("PROVIDER_NOT_FOUND");
  });

  it("maps a wallet on a chain the app does not list to a network the core can flag", async () => {
    const wallet = newWallet();
    const provider = wrapProvider(wallet, (method) =>
      method === "eth_chainId" ? Promise.resolve("0x1") : undefined,
    );
    // 31338 is not listed; the wallet says it is on mainnet, which the app does not list either.
    const adapter = page(provider as unknown as TestWallet);
    const connection = await adapter.connect(RDNS, {
      caipNetwork: localNetwork(31338, devnet.rpcUrl),
    });
    expect(connection.caipNetwork.caipNetworkId).toBe("eip155:1");
    expect(connection.caipNetwork.chainNamespace).toBe("eip155");
  });
});

describe("reconnect", () => {
  it("restores the connection after a reload without prompting", async () => {
    const wallet = newWallet();
    const storage = createMemoryStorage();
    await page(wallet, storage).connect(RDNS, { caipNetwork: network() });

    // Any prompt now would be refused, so success proves there was none.
    wallet.setMode("reject");
    const reloaded = page(wallet, storage);
    const connection = await reloaded.reconnect(RDNS, { caipNetwork: network() });
    expect(connection.accounts).toEqual([{ address: account0().address, type: "eoa" }]);
    expect(connection.caipNetwork.caipNetworkId).toBe("eip155:31337");
    expect(wallet.pending()).toEqual([]);
  });

  it("fails once the wallet has revoked the site", async () => {
    const wallet = newWallet();
    const storage = createMemoryStorage();
    await page(wallet, storage).connect(RDNS, { caipNetwork: network() });
    wallet.disconnect();

    const error = await rejection(
      page(wallet, storage).reconnect(RDNS, { caipNetwork: network() }),
    );
    expect(error.code).toBe("CONNECTOR_NOT_CONNECTED");
  });

  it("fails after the user disconnected in the app", async () => {
    const wallet = newWallet();
    const storage = createMemoryStorage();
    const first = page(wallet, storage);
    await first.connect(RDNS, { caipNetwork: network() });
    await first.disconnect(RDNS);
    expect(wallet.isAuthorized()).toBe(false);

    const error = await rejection(
      page(wallet, storage).reconnect(RDNS, { caipNetwork: network() }),
    );
    expect(error.code).toBe("CONNECTOR_NOT_CONNECTED");
  });
});

describe("lifecycle events", () => {
  async function connected(provider: TestWallet | ReturnType<typeof wrapProvider>) {
    const adapter = page(provider);
    await adapter.connect(RDNS, { caipNetwork: network() });
    // The wallet's first EIP-1193 `connect` (a timer after creation) must not land in the log.
    await settle();
    const events = recordEvents(adapter);
    return { adapter, events };
  }

  it("reports a wallet revoking the site as one empty accountsChanged", async () => {
    const wallet = newWallet();
    const { events } = await connected(wallet);
    wallet.disconnect();
    await eventually(() => events.log.length > 0);
    await settle();
    expect(events.log).toEqual([
      { event: "accountsChanged", payload: { connectorId: RDNS, accounts: [] } },
    ]);
  });

  it("reports new accounts once", async () => {
    const wallet = newWallet();
    let accounts = [account0().address];
    const provider = wrapProvider(wallet, (method) =>
      method === "eth_accounts" ? Promise.resolve(accounts) : undefined,
    );
    const { events } = await connected(provider);
    accounts = [account1().address];
    provider.emit("accountsChanged", accounts);
    await eventually(() => events.log.length > 0);
    await settle();
    expect(events.log).toEqual([
      {
        event: "accountsChanged",
        payload: { connectorId: RDNS, accounts: [{ address: account1().address, type: "eoa" }] },
      },
    ]);
  });

  it("reports a chain change with its CAIP-2 id, also for a chain the app does not list", async () => {
    const provider = wrapProvider(newWallet());
    const { events } = await connected(provider);
    provider.emit("chainChanged", "0xa");
    await eventually(() => events.log.length > 0);
    await settle();
    expect(events.log).toEqual([
      { event: "chainChanged", payload: { connectorId: RDNS, caipNetworkId: "eip155:10" } },
    ]);
  });

  it("reports a provider disconnect as disconnected", async () => {
    const provider = wrapProvider(newWallet());
    const { events } = await connected(provider);
    provider.emit("disconnect", new ProviderRpcError(4900, "gone"));
    await eventually(() => events.log.length > 0);
    await settle();
    expect(events.log).toEqual([{ event: "disconnected", payload: { connectorId: RDNS } }]);
  });

  it("reports a connection the user makes from the wallet as connected", async () => {
    const wallet = newWallet();
    const { adapter, events } = await connected(wallet);
    await adapter.disconnect(RDNS);
    await settle();
    expect(events.log).toEqual([]);

    await wallet.request({ method: "eth_requestAccounts" });
    await eventually(() => events.of("connected").length > 0);
    expect(events.of("connected")).toEqual([
      {
        connection: {
          connectorId: RDNS,
          accounts: [{ address: account0().address, type: "eoa" }],
          caipNetwork: network(),
        },
      },
    ]);
  });

  it("does not bring back a wallet the user disconnected when it merely reports `connect`", async () => {
    const wallet = newWallet();
    const provider = wrapProvider(wallet, (method) =>
      // A wallet that ignores revocation: still authorised after disconnect.
      method === "wallet_revokePermissions" ? Promise.resolve(null) : undefined,
    );
    const { adapter, events } = await connected(provider);
    await adapter.disconnect(RDNS);
    provider.emit("connect", { chainId: "0x7a69" });
    await settle(100);
    expect(events.log).toEqual([]);
  });
});
