import { describe, expect, it } from "vitest";
import {
  AppEvents,
  type AppEventType,
  errorTypeOf,
  FrameNotices,
  successTypeOf,
} from "./eventTypes.js";
import { parseAppToFrame, parseFrameToApp } from "./parse.js";

const ID = "4a7c1b0e-3d2f-4c8a-9e1b-6f5d4c3b2a10";
const ADDRESS = "0x52908400098527886E0F7030069857D2E4169EE7";
const SIWX = {
  accountAddress: ADDRESS,
  chainId: "eip155:1",
  domain: "app.example.com",
  uri: "https://app.example.com",
  version: "1",
  nonce: "n0nce123",
  issuedAt: "2026-01-01T00:00:00Z",
  resources: ["https://app.example.com/tos"],
};
const USER = {
  email: "ada@example.com",
  address: ADDRESS,
  chainId: 1,
  smartAccountDeployed: false,
  accounts: [
    { address: ADDRESS, type: "EOA" },
    { address: "0x1111111111111111111111111111111111111111", type: "SMART_ACCOUNT" },
  ],
  preferredAccountType: "SMART_ACCOUNT",
};

interface Row {
  /** Request payloads the frame must accept (the spec's examples). */
  request: readonly unknown[];
  /** Request payloads it must reject. */
  badRequest: readonly unknown[];
  /** SUCCESS payloads the app must accept. */
  success: readonly unknown[];
  /** SUCCESS payloads it must reject. */
  badSuccess: readonly unknown[];
}

const NONE = [undefined] as const;

/** One row per behaviour §7 event. `satisfies` fails the build if an event has no row. */
const ROWS = {
  [AppEvents.SWITCH_NETWORK]: {
    request: [{ chainId: 1 }, { chainId: "eip155:10", rpcUrl: "https://rpc.example/v1" }],
    badRequest: [undefined, {}, { chainId: -1 }, { chainId: "" }, { chainId: 1, rpcUrl: "nope" }],
    success: [{ chainId: 10 }],
    badSuccess: [undefined, { chainId: true }],
  },
  [AppEvents.CONNECT_EMAIL]: {
    request: [{ email: "ada@example.com" }],
    badRequest: [undefined, {}, { email: "not-an-email" }, { email: 42 }],
    success: [{ action: "VERIFY_DEVICE" }, { action: "VERIFY_OTP" }, { action: "CONNECT" }],
    badSuccess: [undefined, { action: "verify_otp" }, { action: "VERIFY_PRIMARY_OTP" }],
  },
  [AppEvents.CONNECT_DEVICE]: {
    request: NONE,
    badRequest: [{ device: 1 }, "x"],
    success: NONE,
    badSuccess: [{ ok: true }],
  },
  [AppEvents.CONNECT_OTP]: {
    request: [{ otp: "123456" }],
    badRequest: [undefined, {}, { otp: "" }, { otp: 123456 }],
    success: NONE,
    badSuccess: [{ ok: true }],
  },
  [AppEvents.CONNECT_SOCIAL]: {
    request: [
      { uri: "https://app.example.com/?state=abc&code=xyz" },
      {
        uri: "https://app.example.com/?code=xyz",
        preferredAccountType: "EOA",
        chainId: "eip155:1",
        siwxMessage: SIWX,
        rpcUrl: "https://rpc.example/v1",
      },
    ],
    badRequest: [
      undefined,
      {},
      { uri: "" },
      { uri: "not a url" },
      { uri: "https://app.example.com/", preferredAccountType: "eoa" },
    ],
    success: [
      { ...USER, userName: "ada" },
      { ...USER, userName: null, signature: "0xsig", message: "sign in", siwxMessage: SIWX },
    ],
    badSuccess: [USER, { ...USER, userName: 1 }],
  },
  [AppEvents.GET_FARCASTER_URI]: {
    request: NONE,
    badRequest: [{ x: 1 }],
    success: [{ url: "https://farcaster.example/connect?channel=abc" }],
    badSuccess: [undefined, { url: "" }, { uri: "https://x.example" }],
  },
  [AppEvents.CONNECT_FARCASTER]: {
    request: NONE,
    badRequest: [{ x: 1 }],
    success: [{ userName: "ada" }],
    badSuccess: [undefined, {}, { userName: "" }],
  },
  [AppEvents.GET_USER]: {
    request: [
      undefined,
      {},
      {
        chainId: 1,
        preferredAccountType: "SMART_ACCOUNT",
        socialUri: "https://app.example.com/?code=x",
        siwxMessage: SIWX,
        rpcUrl: "https://rpc.example/v1",
        refreshEmail: true,
      },
    ],
    badRequest: [
      { chainId: {} },
      { refreshEmail: "yes" },
      { preferredAccountType: "smartAccount" },
      { socialUri: "code=x" },
      "x",
    ],
    success: [
      USER,
      { ...USER, email: null },
      { ...USER, signature: "0xsig", message: "sign in", siwxMessage: SIWX },
    ],
    badSuccess: [
      undefined,
      { ...USER, email: undefined },
      { ...USER, email: "" },
      { ...USER, accounts: [{ address: ADDRESS, type: "eoa" }] },
      { ...USER, smartAccountDeployed: "no" },
      { ...USER, siwxMessage: { domain: "x" } },
    ],
  },
  [AppEvents.GET_SOCIAL_REDIRECT_URI]: {
    request: [
      { provider: "google" },
      { provider: "github" },
      { provider: "apple" },
      { provider: "facebook" },
      { provider: "x" },
      { provider: "discord" },
    ],
    badRequest: [undefined, {}, { provider: "farcaster" }, { provider: "Google" }],
    success: [{ uri: "https://accounts.example/authorize?client_id=1" }],
    badSuccess: [undefined, { uri: "" }],
  },
  [AppEvents.SIGN_OUT]: {
    request: NONE,
    badRequest: [{ all: true }],
    success: NONE,
    badSuccess: ["bye"],
  },
  [AppEvents.IS_CONNECTED]: {
    request: [undefined, {}, { token: "jwt.token.value" }],
    badRequest: [{ token: 1 }, { token: "" }],
    success: [{ isConnected: true }, { isConnected: false }],
    badSuccess: [undefined, { isConnected: "yes" }],
  },
  [AppEvents.GET_CHAIN_ID]: {
    request: NONE,
    badRequest: [{ chainId: 1 }],
    success: [{ chainId: 1 }, { chainId: "eip155:137" }],
    badSuccess: [undefined, { chainId: null }],
  },
  [AppEvents.GET_SMART_ACCOUNT_ENABLED_NETWORKS]: {
    request: NONE,
    badRequest: [{ x: 1 }],
    success: [
      { smartAccountEnabledNetworks: [1, 8453, 31337] },
      { smartAccountEnabledNetworks: [] },
    ],
    badSuccess: [
      undefined,
      { smartAccountEnabledNetworks: ["eip155:1"] },
      { smartAccountEnabledNetworks: [1.5] },
    ],
  },
  [AppEvents.INIT_SMART_ACCOUNT]: {
    request: NONE,
    badRequest: [{ x: 1 }],
    success: NONE,
    badSuccess: [{ x: 1 }],
  },
  [AppEvents.SET_PREFERRED_ACCOUNT]: {
    request: [{ type: "EOA" }, { type: "SMART_ACCOUNT" }],
    badRequest: [undefined, { type: "eoa" }, { type: "smartAccount" }],
    success: [{ type: "SMART_ACCOUNT", address: ADDRESS }],
    badSuccess: [undefined, { type: "SMART_ACCOUNT" }, { type: "X", address: ADDRESS }],
  },
  [AppEvents.RPC_REQUEST]: {
    request: [
      { method: "eth_chainId" },
      {
        method: "eth_getBalance",
        params: [ADDRESS, "latest"],
        chainId: 1,
        chainNamespace: "eip155",
      },
      {
        method: "personal_sign",
        params: ["0x48656c6c6f", ADDRESS],
        chainId: "eip155:1",
        chainNamespace: "eip155",
        rpcUrl: "https://rpc.example/v1",
      },
      {
        method: "solana_signMessage",
        params: { message: "SGVsbG8=", pubkey: "7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU" },
        chainNamespace: "solana",
      },
      { method: "solana_signTransaction", params: { transaction: "AQAB" } },
      { method: "solana_signAllTransactions", params: { transactions: ["AQAB", "AQAC"] } },
      {
        method: "solana_signAndSendTransaction",
        params: {
          transaction: "AQAB",
          options: {
            skipPreflight: true,
            preflightCommitment: "confirmed",
            maxRetries: 3,
            minContextSlot: 100,
          },
        },
      },
      {
        method: "wallet_sendCalls",
        params: [
          { version: "2.0.0", calls: [{ to: ADDRESS, data: "0x", value: "0x0" }, { to: ADDRESS }] },
        ],
      },
    ],
    badRequest: [
      undefined,
      {},
      { method: "eth_sign", params: [] },
      { method: "wallet_switchEthereumChain", params: [{ chainId: "0x1" }] },
      { method: "eth_call", chainNamespace: "cosmos" },
      { method: "solana_signMessage", params: { message: "x" } },
      {
        method: "solana_signAndSendTransaction",
        params: { transaction: "AQAB", options: { preflightCommitment: "max" } },
      },
      {
        method: "wallet_sendCalls",
        params: [{ calls: [{ to: "52908400098527886E0F7030069857D2E4169EE7" }] }],
      },
      { method: "wallet_sendCalls", params: [{ calls: [] }] },
    ],
    success: ["0x1", { blockNumber: "0x10" }, null, ["0xsig"]],
    badSuccess: [],
  },
  [AppEvents.UPDATE_EMAIL]: {
    request: [{ email: "new@example.com" }],
    badRequest: [undefined, { email: "x@" }],
    success: [{ action: "VERIFY_PRIMARY_OTP" }, { action: "VERIFY_SECONDARY_OTP" }],
    badSuccess: [undefined, { action: "VERIFY_OTP" }],
  },
  [AppEvents.UPDATE_EMAIL_PRIMARY_OTP]: {
    request: [{ otp: "123456" }],
    badRequest: [undefined, { otp: "" }],
    success: NONE,
    badSuccess: [{ x: 1 }],
  },
  [AppEvents.UPDATE_EMAIL_SECONDARY_OTP]: {
    request: [{ otp: "654321" }],
    badRequest: [undefined, { code: "654321" }],
    success: [{ newEmail: "new@example.com" }],
    badSuccess: [undefined, { newEmail: "nope" }],
  },
  [AppEvents.SYNC_THEME]: {
    request: [
      {},
      {
        themeMode: "dark",
        themeVariables: { "--foyer-accent": "#47a1ff", "--foyer-border-radius-master": 4 },
        w3mThemeVariables: { "--w3m-accent": "#47a1ff" },
      },
      { themeMode: "light" },
    ],
    badRequest: [
      undefined,
      { themeMode: "sepia" },
      { themeVariables: { x: true } },
      // Names are plain, values short and the count bounded, before the frame reads any value.
      { themeVariables: { "accent;}": "#fff" } },
      { w3mThemeVariables: { "--foyer-accent": "#".padEnd(201, "f") } },
      { themeVariables: { radius: Number.POSITIVE_INFINITY } },
      {
        w3mThemeVariables: Object.fromEntries(
          Array.from({ length: 65 }, (_, i) => [`--foyer-v${i}`, "1px"]),
        ),
      },
    ],
    success: NONE,
    badSuccess: [{ x: 1 }],
  },
  [AppEvents.SYNC_DAPP_DATA]: {
    request: [
      {
        metadata: {
          name: "Demo",
          description: "A Foyer demo",
          url: "https://demo.example",
          icons: ["https://demo.example/icon.png"],
        },
        sdkVersion: "html-wagmi-0.1.0",
        sdkType: "appkit",
        projectId: "demo-project",
      },
      { sdkVersion: "0.1.0", sdkType: "appkit", projectId: "demo-project" },
    ],
    badRequest: [
      undefined,
      { sdkVersion: "0.1.0", sdkType: "appkit" },
      { metadata: { name: "x" }, sdkVersion: "0.1.0", sdkType: "appkit", projectId: "p" },
    ],
    success: NONE,
    badSuccess: [{ x: 1 }],
  },
  [AppEvents.RELOAD]: {
    request: NONE,
    badRequest: [{ x: 1 }],
    success: NONE,
    badSuccess: [{ x: 1 }],
  },
  [AppEvents.RPC_ABORT]: {
    request: NONE,
    badRequest: [{ x: 1 }],
    success: NONE,
    badSuccess: [{ x: 1 }],
  },
  [AppEvents.EXPORT_KEY]: {
    request: NONE,
    badRequest: [{ x: 1 }],
    success: [{ outcome: "done" }, { outcome: "cancelled" }],
    // A reply carrying anything beyond the outcome (a key, say) is refused.
    badSuccess: [
      undefined,
      { outcome: "revealed" },
      { outcome: "done", privateKey: `0x${"11".repeat(32)}` },
    ],
  },
  [AppEvents.CONNECT_PASSKEY]: {
    request: NONE,
    badRequest: [{ x: 1 }],
    success: [{ email: null }, { email: "ada@example.com" }],
    badSuccess: [undefined, {}, { email: 7 }],
  },
  [AppEvents.MANAGE_PASSKEYS]: {
    request: NONE,
    badRequest: [{ x: 1 }],
    success: NONE,
    badSuccess: [{ x: 1 }],
  },
} satisfies Record<AppEventType, Row>;

const rows = Object.entries(ROWS) as [AppEventType, Row][];

/** An envelope, leaving out `payload` when undefined, as a sender would. */
function envelope(type: string, payload: unknown, id: string | undefined = ID) {
  return {
    type,
    ...(id === undefined ? {} : { id }),
    ...(payload === undefined ? {} : { payload }),
  };
}

describe("parseAppToFrame: every request against its schema (behaviour §5, §7)", () => {
  describe.each(rows)("%s", (type, row) => {
    it.each(row.request.map((payload) => [payload]))("accepts %j", (payload) => {
      const result = parseAppToFrame(envelope(type, payload));
      expect(result).toMatchObject({ ok: true, message: { type, id: ID } });
    });

    it.each(row.badRequest.map((payload) => [payload]))("rejects %j", (payload) => {
      const result = parseAppToFrame(envelope(type, payload));
      expect(result).toMatchObject({ ok: false, id: ID });
      if (!result.ok) expect(result.reason).toContain(`bad payload for ${type}`);
    });
  });
});

describe("parseFrameToApp: every reply against its schema", () => {
  describe.each(rows)("%s", (type, row) => {
    it.each(row.success.map((payload) => [payload]))("accepts SUCCESS %j", (payload) => {
      const result = parseFrameToApp(envelope(successTypeOf(type), payload));
      expect(result).toMatchObject({
        ok: true,
        message: { kind: "success", request: type, type: successTypeOf(type), id: ID },
      });
    });

    if (row.badSuccess.length > 0) {
      it.each(row.badSuccess.map((payload) => [payload]))("rejects SUCCESS %j", (payload) => {
        expect(parseFrameToApp(envelope(successTypeOf(type), payload))).toMatchObject({
          ok: false,
          id: ID,
        });
      });
    }

    it.each([[{ message: "Invalid code" }], [{}], [undefined]])("accepts ERROR %j", (payload) => {
      expect(parseFrameToApp(envelope(errorTypeOf(type), payload))).toMatchObject({
        ok: true,
        message: { kind: "error", request: type, type: errorTypeOf(type) },
      });
    });

    it.each([[{ message: 42 }], ["boom"]])("rejects ERROR %j", (payload) => {
      expect(parseFrameToApp(envelope(errorTypeOf(type), payload)).ok).toBe(false);
    });
  });

  it("strips fields the schema does not know, so only checked data reaches the app", () => {
    const result = parseFrameToApp(
      envelope(successTypeOf(AppEvents.IS_CONNECTED), { isConnected: true, extra: "<script>" }),
    );
    expect(result).toMatchObject({ ok: true, message: { payload: { isConnected: true } } });
    if (result.ok) expect(result.message.payload).not.toHaveProperty("extra");
  });
});

describe("frame-initiated events", () => {
  it.each([
    [FrameNotices.READY, { version: 4 }],
    [FrameNotices.READY, { version: "4.0.1" }],
    [FrameNotices.SESSION_UPDATE, { token: "jwt.token.value" }],
    [FrameNotices.SHOW, undefined],
    [FrameNotices.HIDE, undefined],
  ])("accepts %s %j, without an id", (type, payload) => {
    expect(parseFrameToApp(envelope(type, payload, undefined))).toMatchObject({
      ok: true,
      message: { kind: "notice", type, payload },
    });
  });

  it.each([
    [FrameNotices.READY, undefined],
    [FrameNotices.READY, { version: null }],
    [FrameNotices.SESSION_UPDATE, {}],
    [FrameNotices.SESSION_UPDATE, { token: "" }],
    [FrameNotices.SHOW, { visible: true }],
    [FrameNotices.HIDE, "now"],
  ])("rejects %s %j", (type, payload) => {
    expect(parseFrameToApp(envelope(type, payload, undefined)).ok).toBe(false);
  });
});

describe("envelope", () => {
  it.each([
    ["null", null],
    ["a string", "@foyer/app/reload"],
    ["no type", { id: ID }],
    ["a numeric type", { type: 1 }],
    ["a foreign type", { type: "@w3m-app/RELOAD" }],
    ["an id that is not a UUID", { type: AppEvents.RELOAD, id: "1" }],
  ])("rejects %s", (_, data) => {
    expect(parseAppToFrame(data).ok).toBe(false);
    expect(parseFrameToApp(data).ok).toBe(false);
  });

  it("does not take a message for the wrong direction", () => {
    expect(parseAppToFrame(envelope(FrameNotices.READY, { version: 4 }))).toMatchObject({
      ok: false,
      reason: expect.stringContaining("unknown app event"),
    });
    expect(parseFrameToApp(envelope(AppEvents.RELOAD, undefined))).toMatchObject({
      ok: false,
      reason: expect.stringContaining("unknown frame event"),
    });
  });

  it("accepts a request without an id", () => {
    expect(parseAppToFrame({ type: AppEvents.RELOAD })).toEqual({
      ok: true,
      message: { type: AppEvents.RELOAD, id: undefined, payload: undefined },
    });
  });
});
