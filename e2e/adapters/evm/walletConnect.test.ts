/**
 * The WalletConnect connector end to end: the adapter pairs through the
 * local relay (`apps/relay`) with a wallet built on the official
 * sign-client, which approves or rejects and answers requests.
 */
import { randomUUID } from "node:crypto";
import {
  createMemoryStorage,
  type FoyerError,
  formatSiwxMessage,
  type KeyValueStorage,
} from "@foyer/core";
import type { AdapterSignInRequest } from "@foyer/core/internal";
import {
  createEvmAdapter,
  type EvmAdapter,
  toViemChain,
  WALLET_CONNECT_CONNECTOR_ID,
} from "@foyer/evm";
import { eventually, localNetwork, recordEvents } from "@foyer/evm/testing";
import { type RelayHandle, startRelay } from "@foyer/relay";
import { createWalletClient, type Hex, http, verifyMessage } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { startWalletSide, type WalletSide, type WalletSideOptions } from "./walletConnectWallet.js";

// Each client gets its own SDK core, even two "page loads" with one storage prefix.
process.env.DISABLE_GLOBAL_CORE = "true";

const chains = inject("evmChains");
// This file signs with account 4 and sends from account 5 to account 6.
const signer = () => chains.accounts[4]!;
const sender = () => chains.accounts[5]!;
const receiver = () => chains.accounts[6]!;
const networks = () => [localNetwork(31337, chains.rpcUrl), localNetwork(31338, chains.altRpcUrl)];

let relay: RelayHandle;
const wallets: WalletSide[] = [];
const adapters: EvmAdapter[] = [];

beforeAll(async () => {
  relay = await startRelay({ port: 0 });
});
afterEach(async () => {
  await Promise.all(adapters.splice(0).map(closeDapp));
  await Promise.all(wallets.splice(0).map((w) => w.shutdown()));
});
afterAll(async () => {
  await relay.stop();
});

interface Dapp {
  adapter: EvmAdapter;
  uris: string[];
}

/** A page with the adapter and its WalletConnect connector; `storage` is what survives a reload. */
function dapp(storage: KeyValueStorage = createMemoryStorage(), prefix = randomUUID()): Dapp {
  const uris: string[] = [];
  const adapter = createEvmAdapter({
    networks: networks(),
    walletConnect: {
      projectId: "demo",
      relayUrl: relay.url,
      metadata: {
        name: "Foyer test dApp",
        description: "test",
        url: "http://127.0.0.1",
        icons: [],
      },
      storage,
      storagePrefix: `foyer-test-${prefix}`,
      showUri: (uri) => uris.push(uri),
    },
  });
  adapters.push(adapter);
  return { adapter, uris };
}

/** Like leaving the page: the SDK's socket and heartbeat stop so the process can exit. */
async function closeDapp(adapter: EvmAdapter): Promise<void> {
  const connector = adapter.wagmiConfig.connectors.find(
    (c) => c.id === WALLET_CONNECT_CONNECTOR_ID,
  );
  const provider = (await connector?.getProvider()) as
    | {
        client: {
          core: { relayer: { transportClose(): Promise<void> }; heartbeat: { stop(): void } };
        };
      }
    | undefined;
  await provider?.client.core.relayer.transportClose().catch(() => undefined);
  provider?.client.core.heartbeat.stop();
  adapter.destroy();
}

async function wallet(
  mode: "approve" | "reject" = "approve",
  privateKey: Hex = signer().privateKey,
  authenticate: WalletSideOptions["authenticate"] = "ignore",
) {
  const side = await startWalletSide({
    relayUrl: relay.url,
    privateKey,
    chainIds: [31337, 31338],
    mode,
    authenticate,
    sendTransaction: async (tx) => {
      const account = privateKeyToAccount(privateKey);
      const client = createWalletClient({
        account,
        chain: toViemChain(networks()[0]!, chains.rpcUrl),
        transport: http(chains.rpcUrl),
      });
      return client.sendTransaction({ to: tx.to as Hex, value: BigInt(String(tx.value ?? "0x0")) });
    },
  });
  wallets.push(side);
  return side;
}

/** Connects, letting the wallet pair with the first URI the dApp shows (the QR scan). */
async function connect({ adapter, uris }: Dapp, side: WalletSide, signIn?: AdapterSignInRequest) {
  const pairing = eventually(() => uris.length > 0, 10_000).then(() => side.pair(uris[0]!));
  const connection = adapter.connect(WALLET_CONNECT_CONNECTOR_ID, {
    caipNetwork: networks()[0]!,
    ...(signIn ? { signIn } : {}),
  });
  await pairing;
  return connection;
}

describe("walletConnect connector", () => {
  it("is registered as the WALLET_CONNECT connector without loading the SDK", () => {
    const { adapter } = dapp();
    expect(adapter.getConnectors()).toContainEqual(
      expect.objectContaining({ id: "walletConnect", type: "WALLET_CONNECT", chain: "eip155" }),
    );
  });

  it("emits a pairing URI and maps the session to a connection", async () => {
    const page = dapp();
    const pairingUris: string[] = [];
    page.adapter.on("pairingUri", ({ connectorId, uri }) => {
      if (connectorId === WALLET_CONNECT_CONNECTOR_ID) pairingUris.push(uri);
    });
    const side = await wallet();
    const connection = await connect(page, side);

    expect(page.uris[0]).toMatch(/^wc:[0-9a-f]{64}@2\?/);
    expect(pairingUris).toEqual(page.uris);
    expect(connection.connectorId).toBe("walletConnect");
    expect(connection.accounts).toEqual([{ address: side.address, type: "eoa" }]);
    expect(connection.caipNetwork.caipNetworkId).toBe("eip155:31337");
  }, 30_000);

  it("rejects with USER_REJECTED ('Connection rejected') when the wallet rejects", async () => {
    const page = dapp();
    const side = await wallet("reject");
    const error = (await connect(page, side).catch((e: unknown) => e)) as FoyerError;
    expect(error.code).toBe("USER_REJECTED");
    expect(error.shortMessage).toBe("Connection rejected");
  }, 30_000);

  it("signs with personal_sign through the session, verifiable with viem", async () => {
    const page = dapp();
    const side = await wallet();
    await connect(page, side);
    const signature = await page.adapter.signMessage({
      connectorId: WALLET_CONNECT_CONNECTOR_ID,
      address: side.address,
      message: "hello foyer",
    });
    expect(
      await verifyMessage({
        address: side.address,
        message: "hello foyer",
        signature: signature as Hex,
      }),
    ).toBe(true);
    expect(side.requests.map((r) => r.method)).toEqual(["personal_sign"]);
  }, 30_000);

  it("sends eth_sendTransaction to the wallet", async () => {
    const page = dapp();
    const side = await wallet("approve", sender().privateKey);
    await connect(page, side);
    const hash = await page.adapter.sendTransaction({
      connectorId: WALLET_CONNECT_CONNECTOR_ID,
      caipNetwork: networks()[0]!,
      from: side.address,
      to: receiver().address,
      value: 1000n,
    });
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(side.requests.map((r) => r.method)).toEqual(["eth_sendTransaction"]);
  }, 30_000);

  it("switches chain by asking the wallet with wallet_switchEthereumChain", async () => {
    const page = dapp();
    const side = await wallet();
    await connect(page, side);
    const events = recordEvents(page.adapter);
    await page.adapter.switchNetwork(WALLET_CONNECT_CONNECTOR_ID, networks()[1]!);

    expect(side.requests).toEqual([
      {
        method: "wallet_switchEthereumChain",
        chainId: "eip155:31337",
        params: [{ chainId: "0x7a6a" }],
      },
    ]);
    const connector = page.adapter.wagmiConfig.connectors.find((c) => c.id === "walletConnect");
    expect(await connector?.getChainId()).toBe(31338);
    // The adapter's own switch is not echoed as an event (the core applies it).
    expect(events.log.filter((e) => e.event === "chainChanged")).toEqual([]);
    // And signing now goes out on the new chain.
    await page.adapter.signMessage({
      connectorId: "walletConnect",
      address: side.address,
      message: "x",
    });
    expect(side.requests.at(-1)?.chainId).toBe("eip155:31338");
  }, 30_000);

  it("reports a wallet-side disconnect as `disconnected`", async () => {
    const page = dapp();
    const side = await wallet();
    await connect(page, side);
    const events = recordEvents(page.adapter);
    await side.disconnectAll();
    await eventually(() => events.log.some((e) => e.event === "disconnected"), 10_000);
    expect(events.log).toContainEqual({
      event: "disconnected",
      payload: { connectorId: "walletConnect" },
    });
  }, 30_000);

  it("restores the session after a reload from the same storage", async () => {
    const storage = createMemoryStorage();
    const prefix = randomUUID();
    const first = dapp(storage, prefix);
    const side = await wallet();
    const connection = await connect(first, side);
    await closeDapp(first.adapter);

    const second = dapp(storage, prefix);
    const restored = await second.adapter.reconnect(WALLET_CONNECT_CONNECTOR_ID, {
      caipNetwork: networks()[0]!,
    });
    expect(restored.accounts).toEqual(connection.accounts);
    expect(restored.caipNetwork.caipNetworkId).toBe("eip155:31337");
    expect(second.uris).toEqual([]);
    // The restored session still reaches the wallet.
    const signature = await second.adapter.signMessage({
      connectorId: "walletConnect",
      address: side.address,
      message: "after reload",
    });
    expect(
      await verifyMessage({
        address: side.address,
        message: "after reload",
        signature: signature as Hex,
      }),
    ).toBe(true);
  }, 30_000);

  it("after a reload, stays on the chain the session was switched to", async () => {
    const storage = createMemoryStorage();
    const prefix = randomUUID();
    const first = dapp(storage, prefix);
    const side = await wallet();
    await connect(first, side);
    await first.adapter.switchNetwork(WALLET_CONNECT_CONNECTOR_ID, networks()[1]!);
    await closeDapp(first.adapter);

    const second = dapp(storage, prefix);
    const restored = await second.adapter.reconnect(WALLET_CONNECT_CONNECTOR_ID, {
      caipNetwork: networks()[0]!,
    });
    expect(restored.caipNetwork.caipNetworkId).toBe("eip155:31338");
    await second.adapter.signMessage({
      connectorId: WALLET_CONNECT_CONNECTOR_ID,
      address: side.address,
      message: "on devnet 2",
    });
    expect(side.requests.at(-1)).toMatchObject({
      method: "personal_sign",
      chainId: "eip155:31338",
    });
  }, 30_000);

  it("rejects a pending pairing with 'Modal closed' on cancelPairing", async () => {
    const page = dapp();
    const pending = page.adapter.connect(WALLET_CONNECT_CONNECTOR_ID, {
      caipNetwork: networks()[0]!,
    });
    await eventually(() => page.uris.length > 0, 10_000);
    page.adapter.cancelPairing?.();
    const error = (await pending.catch((e: unknown) => e)) as FoyerError;
    expect(error.code).toBe("MODAL_CLOSED");
    expect(error.shortMessage).toBe("Modal closed");
  }, 30_000);

  it("replaces a pending pairing with a fresh URI when connect runs again", async () => {
    const page = dapp();
    const network = { caipNetwork: networks()[0]! };
    const first = page.adapter
      .connect(WALLET_CONNECT_CONNECTOR_ID, network)
      .catch((e: unknown) => e);
    await eventually(() => page.uris.length === 1, 10_000);
    const side = await wallet();
    const second = page.adapter.connect(WALLET_CONNECT_CONNECTOR_ID, network);
    expect(((await first) as FoyerError).code).toBe("PAIRING_REPLACED");
    await eventually(() => page.uris.length === 2, 10_000);
    expect(page.uris[1]).not.toBe(page.uris[0]);
    await side.pair(page.uris[1]!);
    expect((await second).accounts).toEqual([{ address: side.address, type: "eoa" }]);
  }, 30_000);

  it("resumes the pairing the user went back from: the same URI at once, and it pairs", async () => {
    const page = dapp();
    const network = { caipNetwork: networks()[0]! };
    const first = page.adapter
      .connect(WALLET_CONNECT_CONNECTOR_ID, network)
      .catch((e: unknown) => e);
    await eventually(() => page.uris.length === 1, 10_000);
    page.adapter.cancelPairing?.("left");
    expect(((await first) as FoyerError).code).toBe("PAIRING_LEFT");

    const side = await wallet();
    const second = page.adapter.connect(WALLET_CONNECT_CONNECTOR_ID, {
      ...network,
      pairingUri: page.uris[0],
    });
    await eventually(() => page.uris.length === 2, 10_000);
    expect(page.uris[1]).toBe(page.uris[0]);
    await side.pair(page.uris[0]!);
    expect((await second).accounts).toEqual([{ address: side.address, type: "eoa" }]);
  }, 30_000);

  it("pairs afresh when the URI it is asked to resume is not its pending one", async () => {
    const page = dapp();
    const network = { caipNetwork: networks()[0]! };
    const first = page.adapter
      .connect(WALLET_CONNECT_CONNECTOR_ID, network)
      .catch((e: unknown) => e);
    await eventually(() => page.uris.length === 1, 10_000);
    page.adapter.cancelPairing?.("left");
    await first;
    // What the core does once the left URI has under 10 s to live: no URI to resume.
    const side = await wallet();
    const second = page.adapter.connect(WALLET_CONNECT_CONNECTOR_ID, network);
    await eventually(() => page.uris.length === 2, 10_000);
    expect(page.uris[1]).not.toBe(page.uris[0]);
    await side.pair(page.uris[1]!);
    expect((await second).accounts).toEqual([{ address: side.address, type: "eoa" }]);
  }, 30_000);

  it("preparePairing starts the SDK and its relay socket before any connect", async () => {
    const page = dapp();
    page.adapter.preparePairing?.();
    const connector = page.adapter.wagmiConfig.connectors.find(
      (c) => c.id === WALLET_CONNECT_CONNECTOR_ID,
    );
    const provider = (await connector?.getProvider()) as
      | { client: { core: { relayer: { connected: boolean } } } }
      | undefined;
    await eventually(() => provider?.client.core.relayer.connected === true, 10_000);
    expect(page.uris).toEqual([]);
  }, 30_000);

  it("never shows the late URI of an attempt replaced before its URI came", async () => {
    const page = dapp();
    const network = { caipNetwork: networks()[0]! };
    const first = page.adapter
      .connect(WALLET_CONNECT_CONNECTOR_ID, network)
      .catch((e: unknown) => e);
    const second = page.adapter.connect(WALLET_CONNECT_CONNECTOR_ID, network);
    expect(((await first) as FoyerError).code).toBe("PAIRING_REPLACED");
    const side = await wallet();
    await eventually(() => page.uris.length === 1, 10_000);
    await side.pair(page.uris[0]!);
    expect((await second).accounts).toEqual([{ address: side.address, type: "eoa" }]);
    expect(page.uris).toHaveLength(1);
  }, 30_000);
});

/** What the core asks for when SIWX is on (behaviour §5 one-click auth). */
const signInRequest = (): AdapterSignInRequest => ({
  fields: {
    domain: "127.0.0.1:5173",
    uri: "http://127.0.0.1:5173/",
    version: "1",
    nonce: `n${randomUUID().replaceAll("-", "")}`,
    statement: "Sign in to the Foyer demo",
    expirationTime: new Date(Date.now() + 3_600_000).toISOString(),
    // Optional EIP-4361 fields the proposal carries too (the old authenticate route dropped requestId).
    requestId: "foyer-test-request",
    resources: ["https://127.0.0.1:5173/terms"],
  },
  chainIds: ["eip155:31337", "eip155:31338"],
});

describe("walletConnect connector: sign in while connecting (proposal authentication)", () => {
  it("one approval connects and returns the signed EIP-4361 session", async () => {
    const page = dapp();
    const side = await wallet("approve", signer().privateKey, "sign");
    const request = signInRequest();
    const { signedIn, ...connection } = await connect(page, side, request);

    expect(connection.accounts).toEqual([{ address: side.address, type: "eoa" }]);
    expect(connection.caipNetwork.caipNetworkId).toBe("eip155:31337");
    expect(signedIn?.message).toBe(side.authMessages[0]);
    expect(signedIn?.data).toMatchObject({
      accountAddress: side.address,
      chainId: "eip155:31337",
      domain: request.fields.domain,
      uri: request.fields.uri,
      nonce: request.fields.nonce,
      expirationTime: request.fields.expirationTime,
      requestId: "foyer-test-request",
      resources: ["https://127.0.0.1:5173/terms"],
    });
    // The app's own statement: methods travel in the proposal's namespaces, not in a ReCap.
    expect(signedIn?.data.statement).toBe("Sign in to the Foyer demo");
    // The data serialises to the very text signed, which is what SIWX configs and the server check.
    expect(signedIn && formatSiwxMessage(signedIn.data)).toBe(signedIn?.message);
    expect(
      await verifyMessage({
        address: side.address,
        message: signedIn?.message ?? "",
        signature: (signedIn?.signature ?? "0x") as Hex,
      }),
    ).toBe(true);
    expect(side.requests).toEqual([]);
  }, 30_000);

  it("the authenticated session carries requests and network switches afterwards", async () => {
    const page = dapp();
    const side = await wallet("approve", signer().privateKey, "sign");
    await connect(page, side, signInRequest());
    const signature = await page.adapter.signMessage({
      connectorId: WALLET_CONNECT_CONNECTOR_ID,
      address: side.address,
      message: "after one-click",
    });
    expect(
      await verifyMessage({
        address: side.address,
        message: "after one-click",
        signature: signature as Hex,
      }),
    ).toBe(true);
    await page.adapter.switchNetwork(WALLET_CONNECT_CONNECTOR_ID, networks()[1]!);
    expect(side.requests.map((r) => r.method)).toEqual([
      "personal_sign",
      "wallet_switchEthereumChain",
    ]);
  }, 30_000);

  it("a wallet that approves without signing in (unsupported or declined) connects, unsigned", async () => {
    const page = dapp();
    const side = await wallet("approve", signer().privateKey, "ignore");
    const result = await connect(page, side, signInRequest());
    expect(result.signedIn).toBeUndefined();
    expect(result.accounts).toEqual([{ address: side.address, type: "eoa" }]);
    expect(side.authMessages).toEqual([]);
  }, 30_000);

  it("a wallet refusing the whole request rejects the connect with 'Connection rejected'", async () => {
    const page = dapp();
    const side = await wallet("reject", signer().privateKey, "sign");
    const error = (await connect(page, side, signInRequest()).catch(
      (e: unknown) => e,
    )) as FoyerError;
    expect(error.code).toBe("USER_REJECTED");
    expect(error.shortMessage).toBe("Connection rejected");
  }, 30_000);
});
