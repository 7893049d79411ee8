import { createFrameLocale } from "../src/i18n/frameLocale.js";
/**
 * UNIT test of the frame's handler logic against a FAKE in-memory server that
 * implements the auth contract (test/fakeAuthServer.testutil.ts). It checks
 * what the frame does with the contract's answers; the real server and the
 * real browser are covered by the e2e tests.
 */

import { AppEvents } from "@foyer/embedded";
import { describe, expect, it, vi } from "vitest";
import { EMAIL_RECHECK_MS } from "../src/handlers/frameHandlers.js";
import { combineShares } from "../src/wallet/keyShares.js";
import { solanaKeyOf } from "../src/wallet/solanaKey.js";
import { createFakeAuthServer, type FakeAuthServer } from "./fakeAuthServer.testutil.js";
import { openFrame } from "./frameHarness.testutil.js";

const EMAIL = "ada@example.com";

async function login(frame: ReturnType<typeof openFrame>, server: FakeAuthServer, email = EMAIL) {
  const start = await frame.send(AppEvents.CONNECT_EMAIL, { email });
  if (start.payload && (start.payload as { action: string }).action === "VERIFY_DEVICE") {
    const waiting = frame.send(AppEvents.CONNECT_DEVICE);
    server.approveDevice(email);
    expect((await waiting).type).toBe("@foyer/frame/connect-device/success");
  }
  const otp = await frame.send(AppEvents.CONNECT_OTP, { otp: server.lastCode(email) });
  expect(otp.type).toBe("@foyer/frame/connect-otp/success");
  return start;
}

async function addressOf(frame: ReturnType<typeof openFrame>): Promise<string> {
  const user = await frame.send(AppEvents.GET_USER);
  expect(user.type).toBe("@foyer/frame/get-user/success");
  return (user.payload as { address: string }).address;
}

/** Every share and key the frame could leak, to scan the app-bound replies for. */
function secretsOf(server: FakeAuthServer, frame: ReturnType<typeof openFrame>): string[] {
  const wallet = server.users.get(EMAIL)?.wallet;
  const secrets = [
    wallet?.authShare,
    wallet?.recoveryShare,
    frame.handlers.state.wallet?.privateKey,
  ];
  const userId = server.users.get(EMAIL)?.id;
  if (userId) secrets.push(frame.storage.deviceShare(userId));
  return secrets.filter((s): s is string => Boolean(s));
}

describe("email login (fake contract server)", () => {
  it("a new user: VERIFY_OTP, a wrong code, the right code, then a fresh wallet", async () => {
    const server = createFakeAuthServer();
    const frame = openFrame(server);
    const start = await frame.send(AppEvents.CONNECT_EMAIL, { email: EMAIL });
    expect(start.payload).toEqual({ action: "VERIFY_OTP" });

    const wrong = await frame.send(AppEvents.CONNECT_OTP, { otp: "000000" });
    expect(wrong).toMatchObject({
      type: "@foyer/frame/connect-otp/error",
      payload: { message: "Invalid code" },
    });

    const ok = await frame.send(AppEvents.CONNECT_OTP, { otp: server.lastCode(EMAIL) });
    expect(ok.type).toBe("@foyer/frame/connect-otp/success");
    const user = await frame.send(AppEvents.GET_USER);
    const wallet = server.users.get(EMAIL)?.wallet;
    expect(user.payload).toEqual({
      email: EMAIL,
      address: wallet?.address,
      chainId: "eip155:31337",
      smartAccountDeployed: false,
      accounts: [{ address: wallet?.address, type: "EOA" }],
      preferredAccountType: "EOA",
      // The Solana account, derived from the same key (wallet/solanaKey.ts).
      solanaAddress: solanaKeyOf(frame.handlers.state.wallet?.privateKey ?? "0x").address,
    });

    // The server got two different shares; the device kept the third. Any two rebuild the key.
    const userId = server.users.get(EMAIL)?.id ?? "";
    const device = frame.storage.deviceShare(userId) ?? "";
    expect(new Set([wallet?.authShare, wallet?.recoveryShare, device]).size).toBe(3);
    const key = frame.handlers.state.wallet?.privateKey;
    expect(
      await combineShares(
        String(wallet?.authShare),
        String(wallet?.recoveryShare),
        String(wallet?.address),
      ),
    ).toBe(key);
    expect(await combineShares(device, String(wallet?.authShare), String(wallet?.address))).toBe(
      key,
    );

    // Nothing the server saw is the key or the device share; every call carried the device id.
    const sent = JSON.stringify(server.log.map((request) => request.body));
    expect(sent).not.toContain(String(key).slice(2));
    expect(sent).not.toContain(device);
    const authCalls = server.log.filter((request) => request.path.startsWith("/auth/"));
    expect(new Set(authCalls.map((request) => request.headers["x-foyer-device"])).size).toBe(1);
  });

  it("a reload on the same device reconnects from the stored device share, and CONNECT skips the code", async () => {
    const server = createFakeAuthServer();
    const first = openFrame(server);
    await login(first, server);
    const address = await addressOf(first);

    const reloaded = openFrame(server, { store: first.store });
    expect((await reloaded.send(AppEvents.IS_CONNECTED)).payload).toEqual({ isConnected: true });
    expect(await addressOf(reloaded)).toBe(address);
    const mailsBefore = server.mail.length;
    expect((await reloaded.send(AppEvents.CONNECT_EMAIL, { email: EMAIL })).payload).toEqual({
      action: "CONNECT",
    });
    expect(server.mail.length).toBe(mailsBefore);
  });

  it("a fresh profile: device approval, then recovery re-splits; the old device notices and recovers too", async () => {
    const server = createFakeAuthServer();
    const oldDevice = openFrame(server);
    await login(oldDevice, server);
    const address = await addressOf(oldDevice);
    const sharesBefore = { ...server.users.get(EMAIL)?.wallet };

    const fresh = openFrame(server);
    const start = await login(fresh, server);
    expect(start.payload).toEqual({ action: "VERIFY_DEVICE" });
    expect(await addressOf(fresh)).toBe(address);
    const sharesAfter = server.users.get(EMAIL)?.wallet;
    expect(sharesAfter?.authShare).not.toBe(sharesBefore.authShare);
    expect(sharesAfter?.recoveryShare).not.toBe(sharesBefore.recoveryShare);

    // The old device's share no longer combines: the frame must not sign with a wrong key.
    const oldReload = openFrame(server, { store: oldDevice.store });
    expect((await oldReload.send(AppEvents.IS_CONNECTED)).payload).toEqual({ isConnected: false });
    expect(oldReload.storage.token()).toBeUndefined();
    await login(oldReload, server);
    expect(await addressOf(oldReload)).toBe(address);
  });

  it("connect device before connect email is an error, not a hang", async () => {
    const frame = openFrame(createFakeAuthServer());
    expect((await frame.send(AppEvents.CONNECT_DEVICE)).payload).toEqual({
      message: "Start with connect email",
      refusal: "LOGIN_NOT_STARTED",
    });
  });

  it("never puts a key or share in any reply to the app", async () => {
    const server = createFakeAuthServer();
    const frame = openFrame(server);
    await login(frame, server);
    await frame.send(AppEvents.GET_USER);
    await frame.send(AppEvents.IS_CONNECTED);
    await frame.send(AppEvents.RPC_REQUEST, { method: "eth_accounts" });
    const replies = JSON.stringify(frame.replies);
    for (const secret of secretsOf(server, frame)) {
      expect(replies).not.toContain(secret.startsWith("0x") ? secret.slice(2) : secret);
    }
  });
});

describe("storage blocked (fake contract server)", () => {
  it("keeps the device share on the server for the session and hands the app the token", async () => {
    const server = createFakeAuthServer();
    const frame = openFrame(server, { persistent: false });
    await login(frame, server);
    const address = await addressOf(frame);
    const token = frame.handlers.state.token;
    expect(frame.notices).toEqual([{ type: "@foyer/frame/session-update", payload: { token } }]);
    expect(
      server.log.some((r) => r.path.endsWith("/wallet/device-fallback") && r.method === "POST"),
    ).toBe(true);

    // A reload loses memory: without the token nothing is connected; with it the wallet opens.
    const reloaded = openFrame(server, { persistent: false });
    expect((await reloaded.send(AppEvents.IS_CONNECTED)).payload).toEqual({ isConnected: false });
    expect((await reloaded.send(AppEvents.IS_CONNECTED, { token })).payload).toEqual({
      isConnected: true,
    });
    expect(await addressOf(reloaded)).toBe(address);
    // It speaks as the session's device again, so the server knows it: no device approval.
    expect((await reloaded.send(AppEvents.CONNECT_EMAIL, { email: EMAIL })).payload).toEqual({
      action: "CONNECT",
    });
  });

  it("sign-out revokes the session, so the app's copy of the token is useless", async () => {
    const server = createFakeAuthServer();
    const frame = openFrame(server, { persistent: false });
    await login(frame, server);
    const token = frame.handlers.state.token;
    expect((await frame.send(AppEvents.SIGN_OUT)).type).toBe("@foyer/frame/sign-out/success");
    const reloaded = openFrame(server, { persistent: false });
    expect((await reloaded.send(AppEvents.IS_CONNECTED, { token })).payload).toEqual({
      isConnected: false,
    });
  });
});

describe("session and account events (fake contract server)", () => {
  it("sign out forgets the wallet; get user then fails", async () => {
    const server = createFakeAuthServer();
    const frame = openFrame(server);
    await login(frame, server);
    await frame.send(AppEvents.SIGN_OUT);
    expect(frame.storage.token()).toBeUndefined();
    expect((await frame.send(AppEvents.IS_CONNECTED)).payload).toEqual({ isConnected: false });
    expect((await frame.send(AppEvents.GET_USER)).payload).toEqual({
      message: "Not connected to email or social",
      refusal: "NOT_SIGNED_IN",
    });
    expect(server.log.at(-1)?.path).not.toBe("/auth/v1/embedded/me");
  });

  it("a revoked session reads as not connected and clears the stored token", async () => {
    const server = createFakeAuthServer();
    const first = openFrame(server);
    await login(first, server);
    server.revokeAll();
    const reloaded = openFrame(server, { store: first.store });
    expect((await reloaded.send(AppEvents.IS_CONNECTED)).payload).toEqual({ isConnected: false });
    expect(reloaded.storage.token()).toBeUndefined();
  });

  it("update email: primary code, secondary code, new email in get user", async () => {
    const server = createFakeAuthServer();
    const frame = openFrame(server);
    await login(frame, server);
    const next = "grace@example.com";
    expect((await frame.send(AppEvents.UPDATE_EMAIL, { email: next })).payload).toEqual({
      action: "VERIFY_PRIMARY_OTP",
    });
    const primary = await frame.send(AppEvents.UPDATE_EMAIL_PRIMARY_OTP, {
      otp: server.lastCode(EMAIL),
    });
    expect(primary.type).toBe("@foyer/frame/update-email-primary-otp/success");
    const secondary = await frame.send(AppEvents.UPDATE_EMAIL_SECONDARY_OTP, {
      otp: server.lastCode(next),
    });
    expect(secondary.payload).toEqual({ newEmail: next });
    expect((await frame.send(AppEvents.GET_USER)).payload).toMatchObject({ email: next });
  });

  it("an update confirmed in another tab shows in this tab's get user when it asks for the server's email", async () => {
    const server = createFakeAuthServer();
    const here = openFrame(server);
    await login(here, server);
    const address = await addressOf(here);
    const elsewhere = openFrame(server);
    await login(elsewhere, server);
    const next = "grace@example.com";
    await elsewhere.send(AppEvents.UPDATE_EMAIL, { email: next });
    await elsewhere.send(AppEvents.UPDATE_EMAIL_PRIMARY_OTP, { otp: server.lastCode(EMAIL) });
    await elsewhere.send(AppEvents.UPDATE_EMAIL_SECONDARY_OTP, { otp: server.lastCode(next) });
    // A plain get-user (a login, a reconnect) answers from memory and reads nothing.
    const reads = server.log.filter((r) => r.path.endsWith("/me")).length;
    expect((await here.send(AppEvents.GET_USER)).payload).toMatchObject({ email: EMAIL });
    expect(server.log.filter((r) => r.path.endsWith("/me")).length).toBe(reads);
    expect((await here.send(AppEvents.GET_USER, { refreshEmail: true })).payload).toMatchObject({
      email: next,
      address,
    });
    // Kept: later plain get-users answer the new email too.
    expect((await here.send(AppEvents.GET_USER)).payload).toMatchObject({ email: next });
  });

  it("get user reads the server's email at most once per recheck interval", async () => {
    const server = createFakeAuthServer();
    const frame = openFrame(server);
    await login(frame, server);
    const meReads = () => server.log.filter((r) => r.path.endsWith("/me")).length;
    const before = meReads();
    await frame.send(AppEvents.GET_USER, { refreshEmail: true });
    await frame.send(AppEvents.GET_USER, { refreshEmail: true });
    expect(meReads()).toBe(before + 1);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + EMAIL_RECHECK_MS });
    try {
      await frame.send(AppEvents.GET_USER, { refreshEmail: true });
    } finally {
      vi.useRealTimers();
    }
    expect(meReads()).toBe(before + 2);
  });

  it("switch network, get chain id, sync theme, sync dapp data, reload", async () => {
    const server = createFakeAuthServer();
    const frame = openFrame(server);
    expect((await frame.send(AppEvents.GET_CHAIN_ID)).payload).toEqual({ chainId: "eip155:31337" });
    expect((await frame.send(AppEvents.SWITCH_NETWORK, { chainId: "eip155:10" })).payload).toEqual({
      chainId: "eip155:10",
    });
    expect((await frame.send(AppEvents.GET_CHAIN_ID)).payload).toEqual({ chainId: "eip155:10" });
    await frame.send(AppEvents.SYNC_THEME, {
      themeMode: "dark",
      themeVariables: { accent: "#f00" },
    });
    expect(frame.themes).toEqual([{ themeMode: "dark", themeVariables: { accent: "#f00" } }]);
    await frame.send(AppEvents.SYNC_DAPP_DATA, {
      metadata: { name: "Demo", description: "d", url: "https://app.example", icons: [] },
      sdkVersion: "1",
      sdkType: "foyer",
      projectId: server.projectId,
    });
    expect(frame.handlers.state.dapp.name).toBe("Demo");

    await login(frame, server);
    expect((await frame.send(AppEvents.RELOAD)).type).toBe("@foyer/frame/reload/success");
    expect(frame.handlers.state.wallet).toBeUndefined();
    expect((await frame.send(AppEvents.IS_CONNECTED)).payload).toEqual({ isConnected: true });
  });

  it("sync dapp data carries the app's locale: the screens switch to it", async () => {
    const server = createFakeAuthServer();
    const locale = createFrameLocale(undefined);
    const frame = openFrame(server, { locale });
    await frame.send(AppEvents.SYNC_DAPP_DATA, {
      sdkVersion: "1",
      sdkType: "foyer",
      projectId: server.projectId,
      locale: "ko",
    });
    expect(frame.handlers.state.dapp.locale).toBe("ko");
    await vi.waitFor(() => expect(locale.messages().approve).toBe("승인"));

    // The server's refusal reaches the app in the app's language, with the server's code.
    await frame.send(AppEvents.CONNECT_EMAIL, { email: EMAIL });
    const wrong = await frame.send(AppEvents.CONNECT_OTP, { otp: "000000" });
    expect(wrong.payload).toEqual({ message: "잘못된 코드입니다", refusal: "OTP_INVALID" });

    // So does the frame's own refusal, with its own code.
    const early = openFrame(server, { locale });
    expect((await early.send(AppEvents.CONNECT_DEVICE)).payload).toEqual({
      message: "먼저 이메일 로그인을 시작하세요",
      refusal: "LOGIN_NOT_STARTED",
    });
  });

  it("a request type no handler knows is refused by name, never answered as a success", async () => {
    const frame = openFrame(createFakeAuthServer());
    // Past the gate's schema (a newer app's request): the handlers' own refusal.
    const unknown = { type: "@foyer/app/teleport" } as unknown as Parameters<
      typeof frame.handlers.handle
    >[0];
    expect(await frame.handlers.handle(unknown)).toEqual({
      ok: false,
      message: "Not supported by the embedded wallet yet",
      refusal: "NOT_SUPPORTED",
    });
    // An inherited property name is no handler either.
    const inherited = { type: "toString" } as unknown as Parameters<
      typeof frame.handlers.handle
    >[0];
    expect((await frame.handlers.handle(inherited)).ok).toBe(false);
  });

  it("smart-account events where the server lists no smart-account network", async () => {
    const frame = openFrame(createFakeAuthServer());
    expect((await frame.send(AppEvents.INIT_SMART_ACCOUNT)).type).toBe(
      "@foyer/frame/init-smart-account/success",
    );
    expect((await frame.send(AppEvents.GET_SMART_ACCOUNT_ENABLED_NETWORKS)).payload).toEqual({
      smartAccountEnabledNetworks: [],
    });
    // Not signed in: nothing to switch.
    expect(
      (await frame.send(AppEvents.SET_PREFERRED_ACCOUNT, { type: "SMART_ACCOUNT" })).payload,
    ).toEqual({ message: "Not connected to email or social", refusal: "NOT_SIGNED_IN" });
  });
});

describe("rpc through the handlers (fake contract server)", () => {
  function rpcFetch(calls: { url: string; body: unknown }[]): typeof fetch {
    return async (input, init) => {
      calls.push({ url: String(input), body: JSON.parse(String(init?.body)) });
      return new Response(JSON.stringify({ jsonrpc: "2.0", id: 1, result: "0x7a69" }));
    };
  }

  it("safe reads go to the app's rpcUrl, else to the server's proxy for the current chain", async () => {
    const calls: { url: string; body: unknown }[] = [];
    const server = createFakeAuthServer();
    const frame = openFrame(server, { rpcFetch: rpcFetch(calls) });
    const viaProxy = await frame.send(AppEvents.RPC_REQUEST, { method: "eth_chainId" });
    expect(viaProxy.payload).toBe("0x7a69");
    expect(calls[0]?.url).toBe(
      "https://wallet.example/v1/?chainId=eip155%3A31337&projectId=project-1",
    );
    await frame.send(AppEvents.RPC_REQUEST, {
      method: "eth_blockNumber",
      rpcUrl: "http://127.0.0.1:8545/",
    });
    expect(calls[1]).toEqual({
      url: "http://127.0.0.1:8545/",
      body: { jsonrpc: "2.0", id: 1, method: "eth_blockNumber", params: [] },
    });
  });

  it("a switch to another chain without a URL reads that chain through the proxy, not the last chain's URL", async () => {
    const calls: { url: string; body: unknown }[] = [];
    const frame = openFrame(createFakeAuthServer(), { rpcFetch: rpcFetch(calls) });
    await frame.send(AppEvents.SWITCH_NETWORK, {
      chainId: 31337,
      rpcUrl: "http://127.0.0.1:8545/",
    });
    await frame.send(AppEvents.RPC_REQUEST, { method: "eth_blockNumber" });
    expect(calls[0]?.url).toBe("http://127.0.0.1:8545/");
    await frame.send(AppEvents.SWITCH_NETWORK, { chainId: 31338 });
    await frame.send(AppEvents.RPC_REQUEST, { method: "eth_blockNumber" });
    expect(calls[1]?.url).toBe(
      "https://wallet.example/v1/?chainId=eip155%3A31338&projectId=project-1",
    );
  });

  it("reject answers with 4001; rpc abort answers a pending approval with 'Request was aborted'", async () => {
    const server = createFakeAuthServer();
    let release: (() => void) | undefined;
    const frame = openFrame(server, {
      approve: (_summary, signal) =>
        new Promise((resolve, reject) => {
          release = () => resolve(false);
          signal.addEventListener("abort", () => reject(new Error("aborted")));
        }),
    });
    await login(frame, server);
    const address = await addressOf(frame);

    const rejected = frame.send(AppEvents.RPC_REQUEST, {
      method: "personal_sign",
      params: ["0x68", address],
    });
    await new Promise((r) => setTimeout(r, 0));
    release?.();
    expect((await rejected).payload).toEqual({ message: "User rejected the request.", code: 4001 });

    const aborted = frame.send(AppEvents.RPC_REQUEST, {
      method: "personal_sign",
      params: ["0x68", address],
    });
    await new Promise((r) => setTimeout(r, 0));
    expect((await frame.send(AppEvents.RPC_ABORT)).type).toBe("@foyer/frame/rpc-abort/success");
    expect(await aborted).toMatchObject({
      type: "@foyer/frame/rpc-request/error",
      payload: { message: "Request was aborted" },
    });
  });
});
