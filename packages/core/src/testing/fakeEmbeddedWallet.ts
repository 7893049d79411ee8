import type {
  ApprovalEvent,
  EmbeddedProvider,
  EmbeddedWallet,
} from "../embedded/embeddedWallet.js";

type Method = Exclude<keyof EmbeddedWallet, "onApproval" | "getProvider">;
/** The methods that hand something over and answer nothing; the fake only records them. */
type NoticeMethod =
  | "abortRequests"
  | "showFrameIn"
  | "syncTheme"
  | "syncAppData"
  | "reload"
  | "resyncAppData";
type AsyncMethod = Exclude<Method, NoticeMethod>;

/** One call the fake received; `resolve`/`reject` settle a held call. */
export interface FakeEmbeddedCall {
  method: AsyncMethod;
  args: unknown[];
  resolve(value?: unknown): void;
  reject(error: unknown): void;
}

/**
 * A scripted embedded wallet: every call is recorded; by default it answers
 * like a frame whose user has a code waiting (connect-email → VERIFY_OTP) and
 * a wallet at `address`. `answer` / `fail` script the next call of a method;
 * `hold` keeps it open until the test settles it. `approval` plays the
 * frame's approval events.
 */
export interface FakeEmbeddedWallet extends EmbeddedWallet {
  readonly calls: FakeEmbeddedCall[];
  answer(method: AsyncMethod, value: unknown): void;
  fail(method: AsyncMethod, error: unknown): void;
  hold(method: AsyncMethod): void;
  approval(event: ApprovalEvent): void;
  /** The calls of one method, in order. */
  callsOf(method: AsyncMethod): FakeEmbeddedCall[];
  /** Theme, app data, frame slot and aborts handed over, in order (not in `calls`). */
  readonly notices: FakeEmbeddedNotice[];
  noticesOf(method: NoticeMethod): unknown[];
}

/** A call that answers nothing (theme, app data, slot, abort): only what it carried. */
export interface FakeEmbeddedNotice {
  method: NoticeMethod;
  args: unknown[];
}

export function createFakeEmbeddedWallet(
  options: { address?: string; email?: string; provider?: EmbeddedProvider } = {},
): FakeEmbeddedWallet {
  const address = options.address ?? "0x52908400098527886E0F7030069857D2E4169EE7";
  const calls: FakeEmbeddedCall[] = [];
  const scripts = new Map<AsyncMethod, ({ value: unknown } | { error: unknown } | "hold")[]>();
  const listeners = new Set<(event: ApprovalEvent) => void>();
  let email: string | null = options.email ?? null;
  const defaults: Record<AsyncMethod, (args: unknown[]) => unknown> = {
    connectEmail: (args) => {
      email = String(args[0]);
      return { action: "VERIFY_OTP" };
    },
    connectDevice: () => undefined,
    connectOtp: () => undefined,
    getUser: () => ({ email, address, chainId: 1 }),
    isConnected: () => true,
    signOut: () => undefined,
    updateEmail: () => ({ action: "VERIFY_PRIMARY_OTP" }),
    updateEmailPrimaryOtp: () => undefined,
    updateEmailSecondaryOtp: () => ({ newEmail: "new@example.com" }),
    exportKey: () => "done",
    // A wallet with smart accounts nowhere unless a test scripts them.
    getSmartAccountEnabledNetworks: () => [],
    setPreferredAccountType: (args) => ({ type: args[0], address }),
    getSocialRedirectUri: (args) => ({ uri: `https://idp.example/${String(args[0])}/authorize` }),
    connectSocial: () => ({ email: null, address, chainId: 1, userName: "ada" }),
    getFarcasterUri: () => ({
      url: "https://relay.example/~/sign-in-with-farcaster?channelToken=abc",
    }),
    connectFarcaster: () => ({ userName: "lovelace" }),
    connectPasskey: () => ({ email }),
    managePasskeys: () => undefined,
  };
  const script = (method: AsyncMethod, entry: { value: unknown } | { error: unknown } | "hold") =>
    scripts.set(method, [...(scripts.get(method) ?? []), entry]);

  const notices: FakeEmbeddedNotice[] = [];
  const record =
    (method: NoticeMethod) =>
    (...args: unknown[]): void => {
      notices.push({ method, args });
    };

  const call =
    (method: AsyncMethod) =>
    (...args: unknown[]): Promise<never> =>
      new Promise((resolve, reject) => {
        calls.push({ method, args, resolve: resolve as (v?: unknown) => void, reject });
        const next = scripts.get(method)?.shift();
        if (next === "hold") return;
        if (next && "error" in next) reject(next.error);
        else resolve((next ? next.value : defaults[method](args)) as never);
      });

  const provider: EmbeddedProvider = options.provider ?? {
    request: async ({ method }) => (method === "eth_chainId" ? "0x1" : [address]),
    on: () => undefined,
    removeListener: () => undefined,
  };

  return {
    calls,
    connectEmail: call("connectEmail"),
    connectDevice: call("connectDevice"),
    connectOtp: call("connectOtp"),
    getUser: call("getUser"),
    isConnected: call("isConnected"),
    signOut: call("signOut"),
    updateEmail: call("updateEmail"),
    updateEmailPrimaryOtp: call("updateEmailPrimaryOtp"),
    updateEmailSecondaryOtp: call("updateEmailSecondaryOtp"),
    exportKey: call("exportKey"),
    getSmartAccountEnabledNetworks: call("getSmartAccountEnabledNetworks"),
    setPreferredAccountType: call("setPreferredAccountType"),
    getSocialRedirectUri: call("getSocialRedirectUri"),
    connectSocial: call("connectSocial"),
    getFarcasterUri: call("getFarcasterUri"),
    connectFarcaster: call("connectFarcaster"),
    connectPasskey: call("connectPasskey"),
    managePasskeys: call("managePasskeys"),
    reload: record("reload"),
    resyncAppData: record("resyncAppData"),
    abortRequests: record("abortRequests"),
    showFrameIn: record("showFrameIn"),
    syncTheme: record("syncTheme"),
    syncAppData: record("syncAppData"),
    getProvider: async () => provider,
    onApproval(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    answer: (method, value) => script(method, { value }),
    fail: (method, error) => script(method, { error }),
    hold: (method) => script(method, "hold"),
    approval: (event) => {
      for (const listener of [...listeners]) listener(event);
    },
    callsOf: (method) => calls.filter((c) => c.method === method),
    notices,
    noticesOf: (method) => notices.filter((n) => n.method === method).map((n) => n.args[0]),
  };
}
