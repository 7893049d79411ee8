import { PASSKEY_ROUTES, passkeyPath } from "@foyer/protocol";
import * as v from "valibot";
import { ApiError, apiErrorFrom } from "./apiError.js";

/** The frame ↔ server auth contract (apps/server docs, "embedded auth"), routes 1–10. */

const PREFIX = "/auth/v1/embedded";

const Action = v.object({ action: v.picklist(["VERIFY_DEVICE", "VERIFY_OTP", "CONNECT"]) });
const Approved = v.object({ approved: v.boolean() });
const UserRef = v.object({ id: v.string(), email: v.string() });
const Verified = v.object({ token: v.pipe(v.string(), v.nonEmpty()), user: UserRef });
const Me = v.object({
  id: v.string(),
  /** Null for a social login's user. */
  email: v.nullable(v.string()),
  username: v.optional(v.string()),
  wallet: v.nullable(v.object({ address: v.string() })),
});
const AuthShare = v.object({ address: v.string(), authShare: v.string() });
const RecoveryShare = v.object({ recoveryShare: v.string() });
const DeviceShare = v.object({ deviceShare: v.string() });
const UpdateAction = v.object({
  action: v.picklist(["VERIFY_PRIMARY_OTP", "VERIFY_SECONDARY_OTP"]),
});
const NewEmail = v.object({ newEmail: v.string() });
const SocialStart = v.object({ uri: v.pipe(v.string(), v.url()) });
const SocialVerified = v.object({
  token: v.pipe(v.string(), v.nonEmpty()),
  user: v.object({ id: v.string(), username: v.string(), socialProvider: v.string() }),
});

const FarcasterStart = v.object({
  url: v.pipe(v.string(), v.url()),
  channel: v.pipe(v.string(), v.nonEmpty()),
});
const FarcasterConnected = v.variant("state", [
  v.object({ state: v.literal("pending") }),
  v.object({ state: v.literal("completed"), ...SocialVerified.entries }),
]);

/** WebAuthn options as the server made them (the ceremony library reads them). */
const CeremonyOptions = v.object({
  options: v.looseObject({ challenge: v.pipe(v.string(), v.nonEmpty()) }),
});
const PasskeySummary = v.object({
  id: v.string(),
  name: v.string(),
  createdAt: v.string(),
  lastUsedAt: v.nullable(v.string()),
  synced: v.boolean(),
  credentialId: v.pipe(v.string(), v.nonEmpty()),
  publicKey: v.pipe(v.string(), v.regex(/^0x04[0-9a-f]{128}$/i)),
});
const PasskeySignedIn = v.object({
  token: v.pipe(v.string(), v.nonEmpty()),
  user: v.object({ id: v.string(), email: v.nullable(v.string()) }),
  passkey: PasskeySummary,
  sealedDeviceShare: v.optional(v.nullable(v.string())),
});
const PasskeyList = v.object({ passkeys: v.array(PasskeySummary) });
const PasskeyAdded = v.object({ passkey: PasskeySummary });

export type CeremonyOptionsAnswer = v.InferOutput<typeof CeremonyOptions>["options"];
export type PasskeySummaryAnswer = v.InferOutput<typeof PasskeySummary>;
export type PasskeySignInAnswer = v.InferOutput<typeof PasskeySignedIn>;

export type EmailAction = v.InferOutput<typeof Action>["action"];
export type MeAnswer = v.InferOutput<typeof Me>;
export type VerifyAnswer = v.InferOutput<typeof Verified>;
export type SocialAnswer = v.InferOutput<typeof SocialVerified>;
export type FarcasterAnswer = v.InferOutput<typeof FarcasterConnected>;

export interface AuthApiOptions {
  /** The frame's own origin: the server serves the frame, so these calls are same-origin. */
  baseUrl: string;
  projectId: string;
  /** Read per call: a frame without storage adopts its session's device id after a reload. */
  deviceId: () => string;
  fetch: typeof fetch;
  /** The app's locale, read per call: the server writes the mails a call sends in it. */
  locale?: () => string | undefined;
}

export interface ShareUpload {
  address: string;
  authShare: string;
  recoveryShare: string;
}

/** Typed calls to the auth routes; every answer is checked before the frame trusts it. */
export interface AuthApi {
  emailStart(email: string, token: string | undefined): Promise<EmailAction>;
  deviceWait(email: string): Promise<boolean>;
  emailVerify(email: string, otp: string): Promise<VerifyAnswer>;
  /** The provider's authorization URL; the server keeps state, PKCE verifier and nonce. */
  socialStart(provider: string, appOrigin: string): Promise<string>;
  /** Exchanges the callback URI's code: a session for the user bound to the provider's subject. */
  socialConnect(uri: string): Promise<SocialAnswer>;
  /** Opens a Sign In With Farcaster channel: the URL for the person's Farcaster client. */
  farcasterStart(appOrigin: string): Promise<{ url: string; channel: string }>;
  /** Waits (up to the server's long poll) for the channel: still pending, or a session. */
  farcasterConnect(channel: string): Promise<FarcasterAnswer>;
  me(token: string): Promise<MeAnswer>;
  createWallet(token: string, upload: ShareUpload): Promise<void>;
  authShare(token: string): Promise<{ address: string; authShare: string }>;
  reauth(token: string): Promise<void>;
  recoveryShare(token: string, otp: string | undefined): Promise<string>;
  /** Mails a code for key export, bound to this session (its own slot, not recovery's). */
  exportCode(token: string): Promise<void>;
  /**
   * The recovery share, for key export: an email user's only with that code, never on a fresh
   * login alone; a social or Farcaster user's (no `otp`) only within minutes of their sign-in.
   */
  exportShare(token: string, otp: string | undefined): Promise<string>;
  reshare(token: string, upload: ShareUpload): Promise<void>;
  putDeviceFallback(token: string, deviceShare: string): Promise<void>;
  getDeviceFallback(token: string): Promise<string>;
  signOut(token: string): Promise<void>;
  updateEmail(token: string, email: string): Promise<void>;
  updateEmailPrimary(token: string, otp: string): Promise<void>;
  updateEmailSecondary(token: string, otp: string): Promise<string>;
  /** Creation options for a new visitor's passkey (the server picks the new user's id). */
  passkeyRegisterOptions(): Promise<CeremonyOptionsAnswer>;
  /** The new passkey checked: a new user with no email, signed in. */
  passkeyRegister(response: unknown, name: string): Promise<PasskeySignInAnswer>;
  passkeyLoginOptions(): Promise<CeremonyOptionsAnswer>;
  /** An assertion checked: the passkey's user signed in, with its PRF-sealed device share. */
  passkeyLogin(response: unknown): Promise<PasskeySignInAnswer>;
  passkeys(token: string): Promise<PasskeySummaryAnswer[]>;
  passkeyAddOptions(token: string): Promise<CeremonyOptionsAnswer>;
  passkeyAdd(token: string, response: unknown, name: string): Promise<PasskeySummaryAnswer>;
  passkeyRemove(token: string, id: string): Promise<void>;
  /** Keeps this device share, sealed under the passkey's PRF output, with that passkey. */
  passkeyDeviceShare(token: string, id: string, sealedDeviceShare: string): Promise<void>;
}

/** A passkey route of @foyer/protocol, as `call` takes it (below the prefix). */
const below = (route: string) => route.slice(PREFIX.length);

export function createAuthApi(options: AuthApiOptions): AuthApi {
  /** The body field of every call that mails something; none when the app sent no locale. */
  const mailLocale = (): { locale?: string } => {
    const locale = options.locale?.();
    return locale ? { locale } : {};
  };
  async function call<S extends v.GenericSchema | undefined>(
    method: "GET" | "POST" | "DELETE",
    path: string,
    init: { token?: string | undefined; body?: unknown; schema: S },
  ): Promise<S extends v.GenericSchema ? v.InferOutput<S> : undefined> {
    const url = new URL(`${PREFIX}${path}`, options.baseUrl);
    url.searchParams.set("projectId", options.projectId);
    const headers: Record<string, string> = { "x-foyer-device": options.deviceId() };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    if (init.body !== undefined) headers["content-type"] = "application/json";
    let response: Response;
    try {
      response = await options.fetch(url, {
        method,
        headers,
        body: init.body === undefined ? null : JSON.stringify(init.body),
        credentials: "omit",
      });
    } catch {
      throw new ApiError("NETWORK_ERROR", "Could not reach the wallet server", 0);
    }
    if (!response.ok) throw await apiErrorFrom(response);
    if (init.schema === undefined) {
      return undefined as S extends v.GenericSchema ? v.InferOutput<S> : undefined;
    }
    const checked = v.safeParse(init.schema, await response.json().catch(() => undefined));
    if (!checked.success) {
      throw new ApiError("BAD_RESPONSE", "The wallet server sent an unexpected answer", 502);
    }
    return checked.output as S extends v.GenericSchema ? v.InferOutput<S> : undefined;
  }

  return {
    emailStart: async (email, token) =>
      (
        await call("POST", "/email/start", {
          token,
          body: { email, ...mailLocale() },
          schema: Action,
        })
      ).action,
    deviceWait: async (email) =>
      (await call("POST", "/device/wait", { body: { email }, schema: Approved })).approved,
    emailVerify: (email, otp) =>
      call("POST", "/email/verify", { body: { email, otp }, schema: Verified }),
    socialStart: async (provider, appOrigin) =>
      (
        await call("POST", "/social/start", {
          body: { provider, appOrigin },
          schema: SocialStart,
        })
      ).uri,
    socialConnect: (uri) =>
      call("POST", "/social/connect", { body: { uri }, schema: SocialVerified }),
    farcasterStart: (appOrigin) =>
      call("POST", "/farcaster/start", { body: { appOrigin }, schema: FarcasterStart }),
    farcasterConnect: (channel) =>
      call("POST", "/farcaster/connect", { body: { channel }, schema: FarcasterConnected }),
    me: (token) => call("GET", "/me", { token, schema: Me }),
    createWallet: (token, upload) =>
      call("POST", "/wallet", { token, body: upload, schema: undefined }),
    authShare: (token) => call("GET", "/wallet/auth-share", { token, schema: AuthShare }),
    reauth: (token) =>
      call("POST", "/email/reauth", { token, body: { ...mailLocale() }, schema: undefined }),
    recoveryShare: async (token, otp) =>
      (
        await call("POST", "/wallet/recovery", {
          token,
          body: otp === undefined ? {} : { otp },
          schema: RecoveryShare,
        })
      ).recoveryShare,
    exportCode: (token) =>
      call("POST", "/email/reauth", {
        token,
        body: { purpose: "export", ...mailLocale() },
        schema: undefined,
      }),
    exportShare: async (token, otp) =>
      (
        await call("POST", "/wallet/export", {
          token,
          body: otp === undefined ? {} : { otp },
          schema: RecoveryShare,
        })
      ).recoveryShare,
    reshare: (token, upload) =>
      call("POST", "/wallet/reshare", { token, body: upload, schema: undefined }),
    putDeviceFallback: (token, deviceShare) =>
      call("POST", "/wallet/device-fallback", { token, body: { deviceShare }, schema: undefined }),
    getDeviceFallback: async (token) =>
      (await call("GET", "/wallet/device-fallback", { token, schema: DeviceShare })).deviceShare,
    signOut: (token) => call("POST", "/sign-out", { token, body: {}, schema: undefined }),
    updateEmail: async (token, email) => {
      await call("POST", "/email/update", {
        token,
        body: { email, ...mailLocale() },
        schema: UpdateAction,
      });
    },
    updateEmailPrimary: async (token, otp) => {
      await call("POST", "/email/update/primary", {
        token,
        body: { otp, ...mailLocale() },
        schema: UpdateAction,
      });
    },
    updateEmailSecondary: async (token, otp) =>
      (await call("POST", "/email/update/secondary", { token, body: { otp }, schema: NewEmail }))
        .newEmail,
    passkeyRegisterOptions: async () =>
      (
        await call("POST", below(PASSKEY_ROUTES.registerOptions), {
          body: {},
          schema: CeremonyOptions,
        })
      ).options,
    passkeyRegister: (response, name) =>
      call("POST", below(PASSKEY_ROUTES.register), {
        body: { response, name },
        schema: PasskeySignedIn,
      }),
    passkeyLoginOptions: async () =>
      (
        await call("POST", below(PASSKEY_ROUTES.loginOptions), {
          body: {},
          schema: CeremonyOptions,
        })
      ).options,
    passkeyLogin: (response) =>
      call("POST", below(PASSKEY_ROUTES.login), { body: { response }, schema: PasskeySignedIn }),
    passkeys: async (token) =>
      (await call("GET", below(PASSKEY_ROUTES.passkeys), { token, schema: PasskeyList })).passkeys,
    passkeyAddOptions: async (token) =>
      (
        await call("POST", below(PASSKEY_ROUTES.addOptions), {
          token,
          body: {},
          schema: CeremonyOptions,
        })
      ).options,
    passkeyAdd: async (token, response, name) =>
      (
        await call("POST", below(PASSKEY_ROUTES.passkeys), {
          token,
          body: { response, name },
          schema: PasskeyAdded,
        })
      ).passkey,
    passkeyRemove: (token, id) =>
      call("DELETE", below(passkeyPath("passkey", id)), { token, schema: undefined }),
    passkeyDeviceShare: (token, id, sealedDeviceShare) =>
      call("POST", below(passkeyPath("deviceShare", id)), {
        token,
        body: { sealedDeviceShare },
        schema: undefined,
      }),
  };
}
