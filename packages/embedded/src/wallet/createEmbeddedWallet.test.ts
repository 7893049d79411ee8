// @vitest-environment happy-dom
import nodeConsole from "node:console";
import { createMemoryStorage } from "@foyer/core";
import type { ApprovalEvent } from "@foyer/core/internal";
import { createFakeClock } from "@foyer/core/testing";
import { afterEach, describe, expect, it } from "vitest";
import { attachFakeFrame, type FakeFrame } from "../client/fakeFrame.testutil.js";
import { fakeSlot, frameBox } from "../client/fakeSlot.testutil.js";
import { FRAME_ELEMENT_ID } from "../frameConstants.js";
import { AppEvents, FrameNotices } from "../protocol/eventTypes.js";
import {
  createEmbeddedWallet,
  type EmbeddedWalletClient,
  type EmbeddedWalletOptions,
  SESSION_TOKEN_KEY,
} from "./createEmbeddedWallet.js";

const SERVER = "https://wallet.example.com";
const ADDRESS = "0x52908400098527886E0F7030069857D2E4169EE7";
const USER = {
  email: "ada@example.com",
  address: ADDRESS,
  chainId: "eip155:31337",
  smartAccountDeployed: false,
  accounts: [{ address: ADDRESS, type: "EOA" }],
  preferredAccountType: "EOA",
};

const live: EmbeddedWalletClient[] = [];
afterEach(() => {
  for (const wallet of live.splice(0)) wallet.destroy();
  document.body.replaceChildren();
});

/** The modal's content area, where the frame shows its screens. */
const BODY = { top: 220, left: 460, width: 360, height: 420 };

function setup(patch: Partial<EmbeddedWalletOptions> = {}) {
  const clock = createFakeClock(1_000);
  const storage = createMemoryStorage();
  const wallet = createEmbeddedWallet({
    document,
    window,
    serverUrl: SERVER,
    projectId: "demo-project",
    chainId: 31337,
    rpcUrl: "https://wallet.example.com/v1/?chainId=eip155:31337",
    clock,
    storage,
    ...patch,
  });
  live.push(wallet);
  const approvals: ApprovalEvent[] = [];
  wallet.onApproval((event) => approvals.push(event));
  let frame: FakeFrame | undefined;
  /** The frame mounts on the first call: attach the fake then and make it ready. */
  const ready = async (): Promise<FakeFrame> => {
    if (frame) return frame;
    const client = wallet.frameClient();
    if (!client) throw new Error("the frame is not mounted yet");
    frame = attachFakeFrame(client, window);
    frame.ready();
    clock.advance(500);
    await client.ready;
    return frame;
  };
  /** Starts a call while happy-dom's "cannot load iframes" line is muted. */
  const call = <T>(start: () => Promise<T>): Promise<T> => {
    const error = nodeConsole.error;
    nodeConsole.error = () => undefined;
    try {
      return start();
    } finally {
      nodeConsole.error = error;
    }
  };
  return { wallet, clock, storage, approvals, ready, call };
}

async function signedIn() {
  const test = setup();
  const provider = await test.wallet.getProvider();
  const user = test.call(() => test.wallet.getUser());
  const frame = await test.ready();
  frame.succeed(frame.last(), USER);
  await user;
  return { ...test, provider, frame };
}

describe("mounting (behaviour §2)", () => {
  it("mounts nothing until the first call, then the frame at {serverUrl}/frame/", async () => {
    const { wallet, call } = setup();
    expect(document.getElementById(FRAME_ELEMENT_ID)).toBeNull();
    void call(() => wallet.isConnected()).catch(() => undefined);
    const src = new URL(wallet.frameClient()?.element.src ?? "");
    expect(`${src.origin}${src.pathname}`).toBe(`${SERVER}/frame/`);
    expect(src.searchParams.get("chainId")).toBe("31337");
    expect(src.searchParams.get("projectId")).toBe("demo-project");
  });
});

describe("email login calls (behaviour §4, §7)", () => {
  it("connect email, otp and user go to the frame and come back mapped", async () => {
    const { wallet, ready, call } = setup();
    const started = call(() => wallet.connectEmail("ada@example.com"));
    const frame = await ready();
    expect(frame.last().message).toMatchObject({
      type: AppEvents.CONNECT_EMAIL,
      payload: { email: "ada@example.com" },
    });
    frame.succeed(frame.last(), { action: "VERIFY_OTP" });
    await expect(started).resolves.toEqual({ action: "VERIFY_OTP" });

    const otp = wallet.connectOtp("123456");
    frame.succeed(frame.last());
    await expect(otp).resolves.toBeUndefined();

    const user = wallet.getUser({ chainId: "eip155:31337" });
    expect(frame.last().message.payload).toEqual({ chainId: "eip155:31337" });
    frame.succeed(frame.last(), USER);
    await expect(user).resolves.toEqual({
      email: "ada@example.com",
      address: ADDRESS,
      chainId: "eip155:31337",
      accountType: "eoa",
      smartAccountDeployed: false,
    });
  });

  it("rejects with the frame's message", async () => {
    const { wallet, ready, call } = setup();
    const otp = call(() => wallet.connectOtp("000000"));
    const frame = await ready();
    frame.fail(frame.last(), { message: "Invalid code" });
    await expect(otp).rejects.toThrow("Invalid code");
  });

  it("email update: primary, then secondary with the new email", async () => {
    const { wallet, ready, call } = setup();
    const update = call(() => wallet.updateEmail("new@example.com"));
    const frame = await ready();
    frame.succeed(frame.last(), { action: "VERIFY_PRIMARY_OTP" });
    await expect(update).resolves.toEqual({ action: "VERIFY_PRIMARY_OTP" });
    const primary = wallet.updateEmailPrimaryOtp("111111");
    expect(frame.last().message.type).toBe(AppEvents.UPDATE_EMAIL_PRIMARY_OTP);
    frame.succeed(frame.last());
    await primary;
    const secondary = wallet.updateEmailSecondaryOtp("222222");
    frame.succeed(frame.last(), { newEmail: "new@example.com" });
    await expect(secondary).resolves.toEqual({ newEmail: "new@example.com" });
  });
});

describe("session (behaviour §4)", () => {
  it("keeps the frame's session token and hands it back on is-connected", async () => {
    const { wallet, ready, call, storage } = setup();
    const first = call(() => wallet.isConnected());
    const frame = await ready();
    expect(frame.last().message.payload).toEqual({});
    frame.succeed(frame.last(), { isConnected: true });
    await first;
    frame.send({ type: FrameNotices.SESSION_UPDATE, payload: { token: "session.jwt" } });
    expect(storage.getItem(SESSION_TOKEN_KEY)).toBe("session.jwt");
    const second = wallet.isConnected();
    expect(frame.last().message.payload).toEqual({ token: "session.jwt" });
    frame.succeed(frame.last(), { isConnected: false });
    await expect(second).resolves.toBe(false);
    expect(storage.getItem(SESSION_TOKEN_KEY)).toBeNull();
  });

  it("a forged session update from another origin is not stored", async () => {
    const { wallet, ready, call, storage } = setup();
    void call(() => wallet.isConnected()).catch(() => undefined);
    const frame = await ready();
    frame.send(
      { type: FrameNotices.SESSION_UPDATE, payload: { token: "forged" } },
      { origin: "https://evil.example" },
    );
    expect(storage.getItem(SESSION_TOKEN_KEY)).toBeNull();
  });

  it("a session the frame lost is announced as an empty accountsChanged", async () => {
    const { wallet, provider, frame } = await signedIn();
    const changes: unknown[] = [];
    provider.on("accountsChanged", (accounts) => changes.push(accounts));
    const check = wallet.isConnected();
    frame.succeed(frame.last(), { isConnected: false });
    await expect(check).resolves.toBe(false);
    expect(changes).toEqual([[]]);
  });

  it("sign-out proceeds after 3 s without an answer and drops the account", async () => {
    const { wallet, provider, clock, frame } = await signedIn();
    const changes: unknown[] = [];
    provider.on("accountsChanged", (accounts) => changes.push(accounts));
    const out = wallet.signOut();
    await clock.advanceAsync(3_000);
    await expect(out).resolves.toBeUndefined();
    // Core is disconnecting already: no accountsChanged echo to disconnect twice.
    expect(changes).toEqual([]);
    // The cached account is gone: accounts are asked of the frame again.
    const accounts = provider.request({ method: "eth_accounts" });
    expect(frame.last().message.type).toBe(AppEvents.GET_USER);
    frame.fail(frame.last(), { message: "Not signed in" });
    await expect(accounts).resolves.toEqual([]);
  });
});

describe("EIP-1193 provider (behaviour §6)", () => {
  it("answers accounts and chain from the signed-in user", async () => {
    const { provider } = await signedIn();
    await expect(provider.request({ method: "eth_requestAccounts" })).resolves.toEqual([ADDRESS]);
    await expect(provider.request({ method: "eth_accounts" })).resolves.toEqual([ADDRESS]);
    await expect(provider.request({ method: "eth_chainId" })).resolves.toBe("0x7a69");
  });

  it("eth_accounts is empty and eth_requestAccounts is 4100 when nobody is signed in", async () => {
    const { wallet, ready, call } = setup();
    const provider = await wallet.getProvider();
    const silent = call(() => provider.request({ method: "eth_accounts" }));
    const frame = await ready();
    frame.fail(frame.last(), { message: "Not signed in" });
    await expect(silent).resolves.toEqual([]);
    const prompt = provider.request({ method: "eth_requestAccounts" });
    frame.fail(frame.last(), { message: "Not signed in" });
    await expect(prompt).rejects.toMatchObject({ code: 4100 });
  });

  it("sends safe reads as rpc-requests on the current chain, without approval", async () => {
    const { provider, frame, approvals, wallet } = await signedIn();
    const balance = provider.request({ method: "eth_getBalance", params: [ADDRESS, "latest"] });
    expect(frame.last().message).toMatchObject({
      type: AppEvents.RPC_REQUEST,
      payload: {
        method: "eth_getBalance",
        params: [ADDRESS, "latest"],
        chainId: 31337,
        chainNamespace: "eip155",
      },
    });
    frame.succeed(frame.last(), "0x10");
    await expect(balance).resolves.toBe("0x10");
    expect(approvals).toEqual([]);
    expect(wallet.frameClient()?.element.getAttribute("aria-hidden")).toBe("true");
  });

  it("shows the frame while an unsafe request waits, once the modal gives it a slot", async () => {
    const { provider, frame, approvals, wallet } = await signedIn();
    const signature = provider.request({ method: "personal_sign", params: ["0x48", ADDRESS] });
    expect(approvals).toEqual([{ pending: true, request: "signMessage" }]);
    const element = wallet.frameClient()?.element;
    if (!element) throw new Error("no frame");
    // Core opens ApproveTransaction on that event; until its slot is there, nothing shows.
    expect(element.getAttribute("aria-hidden")).toBe("true");
    wallet.showFrameIn({ element: fakeSlot(BODY).element, zIndex: 1000 });
    expect(element.getAttribute("aria-hidden")).toBe("false");
    expect(frameBox(element)).toEqual(BODY);
    expect(document.activeElement).toBe(element);
    frame.succeed(frame.last(), "0xsig");
    await expect(signature).resolves.toBe("0xsig");
    expect(approvals).toEqual([
      { pending: true, request: "signMessage" },
      { pending: false, ok: true },
    ]);
    expect(element.getAttribute("aria-hidden")).toBe("true");
    expect(element.style.width).toBe("0px");
  });

  it.each([
    ["eth_signTypedData_v4", "signTypedData"],
    ["eth_sendTransaction", "sendTransaction"],
    ["wallet_sendCalls", "sendTransaction"],
  ])("tells listeners what %s asks: %s", async (method, request) => {
    const { provider, approvals } = await signedIn();
    void provider.request({ method, params: [] }).catch(() => undefined);
    expect(approvals).toEqual([{ pending: true, request }]);
  });

  it("abortRequests gives up on the approval: 'Request was aborted', and the frame hears rpc abort", async () => {
    const { provider, frame, approvals, wallet } = await signedIn();
    const signature = provider.request({ method: "personal_sign", params: ["0x48", ADDRESS] });
    wallet.abortRequests();
    // The user closed the modal around the approval: a refusal to the dApp, in behaviour §8's
    // words for an aborted RPC call.
    await expect(signature).rejects.toMatchObject({ code: 4001, message: "Request was aborted" });
    expect(frame.last().message.type).toBe(AppEvents.RPC_ABORT);
    expect(approvals.at(-1)).toEqual({ pending: false, ok: false });
  });

  it("a rejection in the frame is EIP-1193 4001 and ends the approval", async () => {
    const { provider, frame, approvals } = await signedIn();
    const sent = provider.request({ method: "eth_sendTransaction", params: [{ to: ADDRESS }] });
    frame.fail(frame.last(), { message: "User rejected the request.", code: 4001 });
    await expect(sent).rejects.toMatchObject({
      name: "ProviderRpcError",
      code: 4001,
      message: "User rejected the request.",
    });
    expect(approvals.at(-1)).toEqual({ pending: false, ok: false });
  });

  it("refuses a method on neither list with 4200, posts nothing and tells the app it refused", async () => {
    const { provider, frame, approvals } = await signedIn();
    const before = frame.posted.length;
    await expect(provider.request({ method: "eth_sign", params: [] })).rejects.toMatchObject({
      code: 4200,
      message: "Requested RPC call is not allowed",
    });
    expect(frame.posted).toHaveLength(before);
    expect(approvals).toEqual([{ pending: false, notAllowed: "eth_sign" }]);
  });

  it("switches chains through the frame's switch-network event", async () => {
    const { provider, frame } = await signedIn();
    const chains: unknown[] = [];
    provider.on("chainChanged", (chainId) => chains.push(chainId));
    const switched = provider.request({
      method: "wallet_switchEthereumChain",
      params: [{ chainId: "0x2105" }],
    });
    expect(frame.last().message).toMatchObject({
      type: AppEvents.SWITCH_NETWORK,
      payload: { chainId: 8453 },
    });
    frame.succeed(frame.last(), { chainId: 8453 });
    await expect(switched).resolves.toBeNull();
    expect(chains).toEqual(["0x2105"]);
    await expect(provider.request({ method: "eth_chainId" })).resolves.toBe("0x2105");
  });

  it("after a switch, reads and sends name the new chain's RPC URL, never the start-up chain's", async () => {
    const { provider, frame } = await signedIn();
    const devnet2 = "https://wallet.example.com/v1/?chainId=eip155:31338";
    const switched = provider.request({
      method: "wallet_switchEthereumChain",
      params: [{ chainId: "0x7a6a", rpcUrl: devnet2 }],
    });
    expect(frame.last().message).toMatchObject({
      type: AppEvents.SWITCH_NETWORK,
      payload: { chainId: 31338, rpcUrl: devnet2 },
    });
    frame.succeed(frame.last(), { chainId: 31338 });
    await switched;
    void provider
      .request({ method: "eth_sendTransaction", params: [{ to: ADDRESS }] })
      .catch(() => undefined);
    expect(frame.last().message).toMatchObject({
      type: AppEvents.RPC_REQUEST,
      payload: { method: "eth_sendTransaction", chainId: 31338, rpcUrl: devnet2 },
    });

    // A chain switched to by its id alone: no URL, so the frame uses the server's proxy for it.
    const bare = provider.request({
      method: "wallet_switchEthereumChain",
      params: [{ chainId: "0x2105" }],
    });
    expect(frame.last().message.payload).toEqual({ chainId: 8453 });
    frame.succeed(frame.last(), { chainId: 8453 });
    await bare;
    void provider
      .request({ method: "eth_getBalance", params: [ADDRESS, "latest"] })
      .catch(() => undefined);
    expect(frame.last().message.payload).not.toHaveProperty("rpcUrl");

    // Back on the start-up chain, its own URL again.
    const back = provider.request({
      method: "wallet_switchEthereumChain",
      params: [{ chainId: "0x7a69" }],
    });
    expect(frame.last().message.payload).toEqual({
      chainId: 31337,
      rpcUrl: "https://wallet.example.com/v1/?chainId=eip155:31337",
    });
    frame.succeed(frame.last(), { chainId: 31337 });
    await back;
  });

  it.each([
    ["wallet_grantPermissions", [{ permissions: [] }], 4200],
    ["wallet_revokePermissions", [{ permissionsContext: "0x" }], 4200],
    ["eth_sendUserOperation", [{ sender: ADDRESS }, ADDRESS], 4200],
    ["wallet_sendCalls", [{ calls: [{ to: ADDRESS }], atomicRequired: true }], 5760],
  ])(
    "the EOA refuses %s with %i before any approval opens, posting nothing",
    async (method, params, code) => {
      const { provider, frame, approvals } = await signedIn();
      const before = frame.posted.length;
      await expect(provider.request({ method, params })).rejects.toMatchObject({ code });
      expect(frame.posted).toHaveLength(before);
      expect(approvals).toEqual([]);
    },
  );

  it("the smart account's permissions go to the frame, with the approval", async () => {
    const { provider, frame, approvals, wallet } = await signedIn();
    const switched = wallet.setPreferredAccountType?.("smartAccount");
    frame.succeed(frame.last(), { type: "SMART_ACCOUNT", address: ADDRESS });
    await switched;
    void provider
      .request({ method: "wallet_grantPermissions", params: [{ permissions: [] }] })
      .catch(() => undefined);
    expect(frame.last().message).toMatchObject({
      type: AppEvents.RPC_REQUEST,
      payload: { method: "wallet_grantPermissions" },
    });
    expect(approvals).toEqual([{ pending: true, request: "grantPermissions" }]);
  });

  it("an EOA batch without atomicity goes to the frame: it sends the calls one by one", async () => {
    const { provider, frame } = await signedIn();
    void provider
      .request({
        method: "wallet_sendCalls",
        params: [{ calls: [{ to: ADDRESS }], atomicRequired: false }],
      })
      .catch(() => undefined);
    expect(frame.last().message).toMatchObject({ payload: { method: "wallet_sendCalls" } });
  });

  it("shows and hides the frame when the frame asks", async () => {
    const { frame, wallet } = await signedIn();
    wallet.showFrameIn({ element: fakeSlot(BODY).element, zIndex: 1000 });
    frame.send({ type: FrameNotices.SHOW });
    expect(wallet.frameClient()?.element.getAttribute("aria-hidden")).toBe("false");
    frame.send({ type: FrameNotices.HIDE });
    expect(wallet.frameClient()?.element.getAttribute("aria-hidden")).toBe("true");
  });
});

describe("key export", () => {
  it("shows the frame, asks it to export, and hides it again with only the outcome", async () => {
    const { frame, wallet } = await signedIn();
    wallet.showFrameIn({ element: fakeSlot(BODY).element, zIndex: 1000 });
    const exported = wallet.exportKey();
    await Promise.resolve();
    await Promise.resolve();
    expect(frame.last().message).toMatchObject({ type: AppEvents.EXPORT_KEY });
    expect(frame.last().message).not.toHaveProperty("payload");
    expect(wallet.frameClient()?.element.getAttribute("aria-hidden")).toBe("false");
    frame.succeed(frame.last(), { outcome: "done" });
    await expect(exported).resolves.toBe("done");
    expect(wallet.frameClient()?.element.getAttribute("aria-hidden")).toBe("true");
  });

  it("an export the app gives up on (the modal left it) ends as cancelled", async () => {
    const { frame, wallet } = await signedIn();
    const exported = wallet.exportKey();
    await Promise.resolve();
    await Promise.resolve();
    expect(frame.last().message.type).toBe(AppEvents.EXPORT_KEY);
    wallet.abortRequests();
    await expect(exported).resolves.toBe("cancelled");
    expect(frame.last().message.type).toBe(AppEvents.RPC_ABORT);
    expect(wallet.frameClient()?.element.getAttribute("aria-hidden")).toBe("true");
  });

  it("a reply that carries more than the outcome is refused, and the frame hides", async () => {
    const { frame, wallet } = await signedIn();
    const exported = wallet.exportKey();
    await Promise.resolve();
    await Promise.resolve();
    const request = frame.last();
    frame.succeed(request, { outcome: "done", privateKey: `0x${"ab".repeat(32)}` });
    frame.fail(request, { message: "Session Expired" });
    await expect(exported).rejects.toThrow("Session Expired");
    expect(wallet.frameClient()?.element.getAttribute("aria-hidden")).toBe("true");
  });
});

describe("the passkey screen", () => {
  it("stays shown through a hide the frame sends for a screen it replaced, and hides when answered", async () => {
    const { frame, wallet } = await signedIn();
    wallet.showFrameIn({ element: fakeSlot(BODY).element, zIndex: 1000 });
    const connected = wallet.connectPasskey?.({});
    await Promise.resolve();
    await Promise.resolve();
    expect(frame.last().message).toMatchObject({ type: AppEvents.CONNECT_PASSKEY });
    expect(wallet.frameClient()?.element.getAttribute("aria-hidden")).toBe("false");
    frame.send({ type: FrameNotices.HIDE });
    expect(wallet.frameClient()?.element.getAttribute("aria-hidden")).toBe("false");
    frame.succeed(frame.last(), { email: null });
    await expect(connected).resolves.toEqual({ email: null });
    expect(wallet.frameClient()?.element.getAttribute("aria-hidden")).toBe("true");
  });

  it("an attempt given up before it reached the frame asks nothing and shows nothing", async () => {
    const { frame, wallet } = await signedIn();
    wallet.showFrameIn({ element: fakeSlot(BODY).element, zIndex: 1000 });
    const before = frame.posted.length;
    const gaveUp = new AbortController();
    gaveUp.abort();
    await expect(wallet.connectPasskey?.({ signal: gaveUp.signal })).rejects.toMatchObject({
      code: "FRAME_REQUEST_ABORTED",
    });
    expect(frame.posted).toHaveLength(before);
    expect(wallet.frameClient()?.element.getAttribute("aria-hidden")).toBe("true");
  });
});

describe("sync dapp data and sync theme (behaviour §7)", () => {
  const APP = {
    metadata: { name: "Demo", description: "A dApp", url: "https://dapp.example", icons: [] },
    sdkVersion: "0.1.0",
    sdkType: "appkit",
    projectId: "demo-project",
  };
  const synced = (frame: FakeFrame) =>
    frame.posted
      .filter(
        (p) =>
          p.message.type === AppEvents.SYNC_DAPP_DATA || p.message.type === AppEvents.SYNC_THEME,
      )
      .map((p) => [p.message.type, p.message.payload]);

  it("sends the app's data and the latest theme once the frame is ready, and on each new ready", async () => {
    const { wallet, ready, call } = setup();
    wallet.syncAppData(APP);
    wallet.syncTheme({ themeMode: "light" });
    wallet.syncTheme({ themeMode: "dark", w3mThemeVariables: { "--foyer-background": "#17181c" } });
    void call(() => wallet.isConnected()).catch(() => undefined);
    const frame = await ready();
    const dark = { themeMode: "dark", w3mThemeVariables: { "--foyer-background": "#17181c" } };
    expect(synced(frame)).toEqual([
      [AppEvents.SYNC_DAPP_DATA, APP],
      [AppEvents.SYNC_THEME, dark],
    ]);
    // The frame page reloaded: it has forgotten both.
    frame.ready();
    expect(synced(frame).slice(2)).toEqual([
      [AppEvents.SYNC_DAPP_DATA, APP],
      [AppEvents.SYNC_THEME, dark],
    ]);
  });

  it("a theme change reaches a ready frame at once; nothing loads a frame for it", async () => {
    const { wallet, ready, call } = setup();
    wallet.syncTheme({ themeMode: "light" });
    expect(wallet.frameClient()).toBeUndefined();
    void call(() => wallet.isConnected()).catch(() => undefined);
    const frame = await ready();
    wallet.syncTheme({ themeMode: "dark" });
    expect(synced(frame)).toEqual([
      [AppEvents.SYNC_THEME, { themeMode: "light" }],
      [AppEvents.SYNC_THEME, { themeMode: "dark" }],
    ]);
  });

  it("ignores a slot that is not a page element", async () => {
    const { frame, wallet } = await signedIn();
    wallet.showFrameIn({ element: {}, zIndex: 1000 });
    frame.send({ type: FrameNotices.SHOW });
    expect(wallet.frameClient()?.element.getAttribute("aria-hidden")).toBe("true");
  });
});

describe("Sign In With Farcaster and the reload (behaviour §2, §7)", () => {
  it("asks the frame for the sign-in URL, then waits on connect farcaster", async () => {
    const { wallet, ready, call } = setup();
    const uri = call(() => wallet.getFarcasterUri());
    const frame = await ready();
    expect(frame.last().message.type).toBe(AppEvents.GET_FARCASTER_URI);
    frame.succeed(frame.last(), { url: "https://relay.example/~/sign-in-with-farcaster?c=1" });
    await expect(uri).resolves.toEqual({
      url: "https://relay.example/~/sign-in-with-farcaster?c=1",
    });
    const connected = wallet.connectFarcaster();
    expect(frame.last().message.type).toBe(AppEvents.CONNECT_FARCASTER);
    frame.succeed(frame.last(), { userName: "lovelace" });
    await expect(connected).resolves.toEqual({ userName: "lovelace" });
  });

  it("reload mounts a new frame document, ending what waited on the old one; resync waits for its ready", async () => {
    const { wallet, ready, call } = setup();
    wallet.reload();
    // Never loaded: nothing to reload, and nothing is loaded for it.
    expect(wallet.frameClient()).toBeUndefined();
    void call(() => wallet.getFarcasterUri()).catch(() => undefined);
    const frame = await ready();
    const waiting = wallet.connectFarcaster();
    const before = document.getElementById(FRAME_ELEMENT_ID);
    call(() => {
      wallet.reload();
      return Promise.resolve();
    });
    await expect(waiting).rejects.toThrow();
    const after = document.getElementById(FRAME_ELEMENT_ID);
    expect(after).not.toBeNull();
    expect(after).not.toBe(before);
    expect(document.querySelectorAll(`#${FRAME_ELEMENT_ID}`)).toHaveLength(1);
    const posted = frame.posted.length;
    wallet.resyncAppData();
    expect(frame.posted).toHaveLength(posted);
  });
});
