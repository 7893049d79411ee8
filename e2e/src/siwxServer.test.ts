import {
  type Clock,
  createMemoryStorage,
  createServerSiwx,
  createSiwxServerApi,
  type FetchLike,
  type SiwxConfig,
  type SiwxSession,
  systemClock,
} from "@foyer/core";
import { messageData, SERVER_SIWX_STORAGE_KEY, SIWX_ERROR_CODES } from "@foyer/core/internal";
import { type Devnet, startDevnet } from "@foyer/devnet";
import { loadConfig, type RunningServer, SIWX_REFUSALS, startServer } from "@foyer/server";
import type { Hex } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The browser's default SIWX config (`createServerSiwx`) against the real
 * provider server, in-process on memory PGlite: the client's contract and
 * the server's routes can't drift apart unnoticed. Requests carry the
 * Origin a page on the demo's origin would send.
 */
const ORIGIN = "http://127.0.0.1:5173";
const DOMAIN = "127.0.0.1:5173";
const CHAIN = "eip155:31337" as const;
const HOUR = 60 * 60 * 1000;

describe("createServerSiwx against the real server (memory PGlite, devnet)", () => {
  let devnet: Devnet;
  let server: RunningServer;
  let privateKey: Hex;

  beforeAll(async () => {
    devnet = await startDevnet();
    server = await startServer(
      loadConfig({
        PORT: "0",
        DEVNET_RPC_URL: devnet.rpcUrl,
        FOYER_DATA_DIR: "memory://",
        DEMO_ORIGINS: ORIGIN,
        LOG_LEVEL: "warn",
      }),
    );
    const first = devnet.manifest.accounts[0];
    if (!first) throw new Error("the devnet manifest lists no accounts");
    privateKey = first.privateKey as Hex;
  });

  afterAll(async () => {
    await server?.close();
    await devnet?.stop();
  });

  /** The platform fetch, with the Origin header a browser adds on a cross-origin request. */
  const pageFetch: FetchLike = (url, init) =>
    fetch(url, { ...init, headers: { ...init.headers, origin: ORIGIN } });

  function client(
    options: { domain?: string; clock?: Clock; expiresInMs?: number; projectId?: string } = {},
  ) {
    const storage = createMemoryStorage();
    const api = createSiwxServerApi({
      baseUrl: server.url,
      projectId: options.projectId ?? "demo",
      fetch: pageFetch,
    });
    const siwx = createServerSiwx({
      api,
      storage,
      required: true,
      statement: "Sign in to the Foyer demo",
      domain: options.domain ?? DOMAIN,
      uri: `${ORIGIN}/`,
      expiresInMs: options.expiresInMs ?? HOUR,
      ...(options.clock ? { clock: options.clock } : {}),
    });
    return { siwx, storage, api };
  }

  /** What the flow does on Sign: message from the config, signature from the wallet. */
  async function signed(
    siwx: SiwxConfig,
    key: Hex,
    chainId: `eip155:${number}` = CHAIN,
  ): Promise<SiwxSession> {
    const account = privateKeyToAccount(key);
    const message = await siwx.createMessage({ accountAddress: account.address, chainId });
    const signature = await account.signMessage({ message: message.serializedMessage });
    return { data: messageData(message), message: message.serializedMessage, signature };
  }

  /** The page's clock, off by `offsetMs`. */
  const clockOff = (offsetMs: number): Clock => ({
    ...systemClock,
    now: () => Date.now() + offsetMs,
  });

  const refusedWith = (code: keyof typeof SIWX_ERROR_CODES) => ({
    details: { status: SIWX_ERROR_CODES[code], serverCode: code },
  });

  it("uses one set of refusal codes: the client's table is the server's", () => {
    const serverCodes = Object.fromEntries(
      Object.entries(SIWX_REFUSALS).map(([code, { status }]) => [code, status]),
    );
    const { INVALID_PROJECT_ID, INVALID_APP_CONFIGURATION, ...siwxOwn } = SIWX_ERROR_CODES;
    expect(siwxOwn).toEqual(serverCodes);
    // The two project-guard codes come from the guard every route shares.
    expect([INVALID_PROJECT_ID, INVALID_APP_CONFIGURATION]).toEqual([401, 403]);
  });

  it("nonce → signature → session → read → revoke, and the revoked token stops working", async () => {
    const { siwx, storage, api } = client();
    const session = await signed(siwx, privateKey);
    expect(session.data.nonce).toMatch(/^[A-Za-z0-9]{8,}$/);
    await siwx.addSession(session);

    const address = session.data.accountAddress;
    expect(await siwx.getSessions(CHAIN, address)).toEqual([session]);
    // Wallets often hand out lowercase addresses: on eip155 that is the same account.
    expect(await siwx.getSessions(CHAIN, address.toLowerCase())).toEqual([session]);

    const [entry] = JSON.parse(storage.getItem(SERVER_SIWX_STORAGE_KEY) ?? "[]") as {
      token: string;
    }[];
    expect(entry?.token).toBeTypeOf("string");
    await siwx.revokeSession(CHAIN, address);
    expect(storage.getItem(SERVER_SIWX_STORAGE_KEY)).toBeNull();
    expect(await siwx.getSessions(CHAIN, address)).toEqual([]);
    await expect(
      api.getSessions({ chainId: CHAIN, address, token: entry?.token ?? "" }),
    ).rejects.toMatchObject(refusedWith("UNAUTHORIZED"));
  });

  it("a second browser's session is its own: the first one's token can't read it", async () => {
    const first = client();
    const second = client();
    const session = await signed(first.siwx, privateKey);
    await first.siwx.addSession(session);
    expect(await second.siwx.getSessions(CHAIN, session.data.accountAddress)).toEqual([]);
    await first.siwx.revokeSession(CHAIN, session.data.accountAddress);
  });

  it("refuses a replayed nonce and keeps no token for it", async () => {
    const { siwx, storage } = client();
    const session = await signed(siwx, privateKey);
    await siwx.addSession(session);
    await siwx.revokeSession(CHAIN, session.data.accountAddress);
    await expect(siwx.addSession(session)).rejects.toMatchObject(refusedWith("NONCE_INVALID"));
    expect(storage.getItem(SERVER_SIWX_STORAGE_KEY)).toBeNull();
  });

  it("refuses a message for another domain than the page's", async () => {
    const { siwx } = client({ domain: "evil.example" });
    await expect(siwx.addSession(await signed(siwx, privateKey))).rejects.toMatchObject(
      refusedWith("DOMAIN_MISMATCH"),
    );
  });

  it("refuses an expired and a not-yet-valid message (the page's clock is off)", async () => {
    const late = client({ clock: clockOff(-2 * HOUR) });
    await expect(late.siwx.addSession(await signed(late.siwx, privateKey))).rejects.toMatchObject(
      refusedWith("MESSAGE_EXPIRED"),
    );
    const early = client({ clock: clockOff(HOUR) });
    await expect(early.siwx.addSession(await signed(early.siwx, privateKey))).rejects.toMatchObject(
      refusedWith("MESSAGE_NOT_YET_VALID"),
    );
  });

  it("refuses a chain the server doesn't serve, and a signature by another address", async () => {
    const { siwx } = client();
    await expect(
      siwx.addSession(await signed(siwx, privateKey, "eip155:999")),
    ).rejects.toMatchObject(refusedWith("CHAIN_MISMATCH"));

    const session = await signed(siwx, privateKey);
    const other = privateKeyToAccount(generatePrivateKey());
    const forged = { ...session, signature: await other.signMessage({ message: session.message }) };
    await expect(siwx.addSession(forged)).rejects.toMatchObject(refusedWith("SIGNATURE_INVALID"));
  });

  it("an unknown project is refused at the nonce, before anything is signed", async () => {
    const { siwx } = client({ projectId: "no-such-project" });
    await expect(
      siwx.createMessage({
        accountAddress: privateKeyToAccount(privateKey).address,
        chainId: CHAIN,
      }),
    ).rejects.toMatchObject(refusedWith("INVALID_PROJECT_ID"));
  });
});
