import { describe, expect, it } from "vitest";
import type { AdapterConnectOptions, AdapterSignInRequest } from "../adapter/ChainAdapter.js";
import { createMemoryStorage } from "../effects/storage.js";
import { createFakeAdapter, evmConnector } from "../testing/fakeAdapter.js";
import { createFakeClock } from "../testing/fakeClock.js";
import { base, mainnet, solanaMainnet } from "../testing/fixtures.js";
import { setupFoyer } from "../testing/setupFoyer.js";
import { buildSiwxMessage, messageData } from "./buildMessage.js";
import { createLocalSiwx } from "./localSiwx.js";
import type { SiwxConfig, SiwxSession } from "./types.js";

const ADDRESS = "0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2";
const START = Date.parse("2026-01-01T00:00:00.000Z");

/** What the wallet signs for a connect-time request: the app's fields, its own account and time. */
function walletSigned(request: AdapterSignInRequest, chainId = request.chainIds[0]): SiwxSession {
  if (!chainId) throw new Error("no chain offered");
  const message = buildSiwxMessage(
    { accountAddress: ADDRESS, chainId },
    { ...request.fields, issuedAtMs: START + 1_000 },
  );
  return { data: messageData(message), message: message.serializedMessage, signature: "0xwallet" };
}

/**
 * A fake EVM adapter with a WalletConnect connector; `answer` decides
 * whether the wallet signs in while connecting (authenticate) or only connects.
 */
function setup(
  answer: "signIn" | "connectOnly" | ((r: AdapterSignInRequest) => SiwxSession),
  patch: {
    siwx?: SiwxConfig | "off";
    withSolana?: boolean;
    connectorType?: "WALLET_CONNECT";
    oneClickOff?: boolean;
  } = {},
) {
  const storage = createMemoryStorage();
  const clock = createFakeClock(START);
  const adapter = createFakeAdapter({
    connectors: [
      evmConnector("walletConnect", { type: "WALLET_CONNECT" }),
      evmConnector("metamask"),
    ],
    accounts: {
      walletConnect: [{ address: ADDRESS, type: "eoa" }],
      metamask: [{ address: ADDRESS, type: "eoa" }],
    },
  });
  const seen: AdapterConnectOptions[] = [];
  const plainConnect = adapter.connect.bind(adapter);
  const connect: typeof adapter.connect = async (connectorId, options) => {
    seen.push(options);
    const connection = await plainConnect(connectorId, options);
    if (!options.signIn || answer === "connectOnly") return connection;
    const signedIn = answer === "signIn" ? walletSigned(options.signIn) : answer(options.signIn);
    return { ...connection, signedIn };
  };
  const siwx =
    patch.siwx === "off"
      ? undefined
      : (patch.siwx ??
        createLocalSiwx({
          storage,
          clock,
          domain: "app.test",
          uri: "https://app.test/",
          statement: "Sign in to Test",
        }));
  const solana = createFakeAdapter({
    namespace: "solana",
    connectors: [{ id: "phantom", name: "Phantom", chain: "solana", type: "ANNOUNCED" }],
  });
  const { foyer } = setupFoyer(
    {
      ...(siwx ? { siwx } : {}),
      // Unset by default: one-click auth is on unless the host opts out.
      ...(patch.oneClickOff ? { walletConnectOneClickAuth: false } : {}),
      networks: patch.withSolana ? [mainnet, base, solanaMainnet] : [mainnet, base],
      adapters: patch.withSolana ? [{ ...adapter, connect }, solana] : [{ ...adapter, connect }],
    },
    { storage, clock, adapter },
  );
  return { foyer, adapter, seen, siwx };
}

const view = (foyer: ReturnType<typeof setupFoyer>["foyer"]) => foyer.stores.router.current().view;

describe("one-click sign-in through WalletConnect (behaviour §5)", () => {
  it("asks the wallet to sign in while connecting, with the app's message and every listed network", async () => {
    const { foyer, seen } = setup("connectOnly");
    await foyer.connect("walletConnect");
    const request = seen[0]?.signIn;
    expect(request?.chainIds).toEqual(["eip155:1", "eip155:8453"]);
    expect(request?.fields).toMatchObject({
      domain: "app.test",
      uri: "https://app.test/",
      version: "1",
      statement: "Sign in to Test",
    });
    expect(request?.fields.nonce).toMatch(/^[A-Za-z0-9]{8,}$/);
    // The wallet supplies account, chain and Issued At in what it signs.
    expect(request?.fields).not.toHaveProperty("accountAddress");
    expect(request?.fields).not.toHaveProperty("issuedAt");
  });

  it("a session signed while connecting is kept: no sign view, no second signature", async () => {
    const { foyer, adapter, siwx } = setup("signIn");
    foyer.open();
    await foyer.connect("walletConnect");
    expect(adapter.calls.some((c) => c.startsWith("signMessage:"))).toBe(false);
    expect(foyer.stores.modal.store.getState().open).toBe(false);
    expect(view(foyer)).toBe("Connect");
    const stored = await siwx?.getSessions("eip155:1", ADDRESS);
    expect(stored).toHaveLength(1);
    expect(foyer.siwx.getSession()).toEqual(stored?.[0]);
    expect(foyer.stores.siwx.getState().lastSignedChainId).toBe("eip155:1");
  });

  it("a wallet that only connected (no authenticate support) gets the sign view after connect", async () => {
    const { foyer, adapter } = setup("connectOnly");
    foyer.open();
    await foyer.connect("walletConnect");
    expect(view(foyer)).toBe("SIWXSignMessage");
    await foyer.siwx.signIn();
    expect(adapter.calls.filter((c) => c.startsWith("signMessage:"))).toHaveLength(1);
    expect(foyer.siwx.getSession()?.data.chainId).toBe("eip155:1");
  });

  it("a session the config refuses falls back to the sign view", async () => {
    const { foyer } = setup((request) => {
      const session = walletSigned(request);
      // Text and data disagree: the local config refuses it.
      return { ...session, message: `${session.message}\n` };
    });
    foyer.open();
    await foyer.connect("walletConnect");
    expect(view(foyer)).toBe("SIWXSignMessage");
    expect(foyer.siwx.getSession()).toBeUndefined();
  });

  it("a session for another network than the connected one leaves that network to sign", async () => {
    const { foyer } = setup((request) => walletSigned(request, "eip155:8453"));
    foyer.open();
    await foyer.connect("walletConnect");
    expect(view(foyer)).toBe("SIWXSignMessage");
    expect(foyer.stores.siwx.getState().lastSignedChainId).toBe("eip155:8453");
  });

  it.each([
    ["two namespaces are requested", { withSolana: true }, "walletConnect"],
    ["SIWX is off", { siwx: "off" as const }, "walletConnect"],
    ["the host turned one-click auth off", { oneClickOff: true }, "walletConnect"],
    ["the connector is not WalletConnect", {}, "metamask"],
  ])("no connect-time sign-in when %s", async (_, patch, connectorId) => {
    const { foyer, seen } = setup("signIn", patch);
    await foyer.connect(connectorId);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.signIn).toBeUndefined();
  });

  it("a message that can't be made connects without sign-in, and the sign view reports it", async () => {
    const broken: SiwxConfig = {
      createMessage: () => Promise.reject(new Error("nonce service down")),
      addSession: () => Promise.resolve(),
      getSessions: () => Promise.resolve([]),
      setSessions: () => Promise.resolve(),
      revokeSession: () => Promise.resolve(),
      getRequired: () => true,
    };
    const { foyer, seen } = setup("signIn", { siwx: broken });
    foyer.open();
    await foyer.connect("walletConnect");
    expect(seen[0]?.signIn).toBeUndefined();
    expect(view(foyer)).toBe("SIWXSignMessage");
  });
});
