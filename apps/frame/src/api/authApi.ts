import {
  embeddedAuthShareRoute,
  embeddedCreateWalletRoute,
  embeddedDeviceWaitRoute,
  embeddedEmailReauthRoute,
  embeddedEmailStartRoute,
  embeddedEmailUpdatePrimaryRoute,
  embeddedEmailUpdateRoute,
  embeddedEmailUpdateSecondaryRoute,
  embeddedEmailVerifyRoute,
  embeddedExportShareRoute,
  embeddedFarcasterConnectRoute,
  embeddedFarcasterStartRoute,
  embeddedGetDeviceFallbackRoute,
  embeddedMeRoute,
  embeddedPasskeyAddOptionsRoute,
  embeddedPasskeyAddRoute,
  embeddedPasskeyDeviceShareRoute,
  embeddedPasskeyLoginOptionsRoute,
  embeddedPasskeyLoginRoute,
  embeddedPasskeyRegisterOptionsRoute,
  embeddedPasskeyRegisterRoute,
  embeddedPasskeyRemoveRoute,
  embeddedPasskeysRoute,
  embeddedPutDeviceFallbackRoute,
  embeddedRecoveryShareRoute,
  embeddedReshareRoute,
  embeddedSignOutRoute,
  embeddedSocialConnectRoute,
  embeddedSocialStartRoute,
  type Route,
  type RouteBodyInput,
  type RouteResponse,
  readInput,
  routePath,
  type SocialProvider,
} from "@foyer/protocol";
import { ApiError, apiErrorFrom } from "./apiError.js";

/** The frame ↔ server auth contract: the embedded auth routes of @foyer/protocol. */

export type CeremonyOptionsAnswer = RouteResponse<
  typeof embeddedPasskeyLoginOptionsRoute
>["options"];
export type PasskeySummaryAnswer = RouteResponse<typeof embeddedPasskeyAddRoute>["passkey"];
export type PasskeySignInAnswer = RouteResponse<typeof embeddedPasskeyLoginRoute>;

export type EmailAction = RouteResponse<typeof embeddedEmailStartRoute>["action"];
export type MeAnswer = RouteResponse<typeof embeddedMeRoute>;
export type VerifyAnswer = RouteResponse<typeof embeddedEmailVerifyRoute>;
export type SocialAnswer = RouteResponse<typeof embeddedSocialConnectRoute>;
export type FarcasterAnswer = RouteResponse<typeof embeddedFarcasterConnectRoute>;

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

/** One call's input: the session, the path's values and the body, as the route declares them. */
interface CallInput<R extends Route> {
  token?: string | undefined;
  params?: Record<string, string>;
  body?: RouteBodyInput<R>;
}

export function createAuthApi(options: AuthApiOptions): AuthApi {
  /** The body field of every call that mails something; none when the app sent no locale. */
  const mailLocale = (): { locale?: string } => {
    const locale = options.locale?.();
    return locale ? { locale } : {};
  };
  async function call<R extends Route>(
    route: R,
    input: CallInput<R> = {},
  ): Promise<RouteResponse<R>> {
    const url = new URL(routePath(route, input.params), options.baseUrl);
    url.searchParams.set("projectId", options.projectId);
    const headers: Record<string, string> = { "x-foyer-device": options.deviceId() };
    if (input.token) headers.authorization = `Bearer ${input.token}`;
    // Fastify refuses an empty body declared as JSON: only a body gets a content type.
    if (input.body !== undefined) headers["content-type"] = "application/json";
    let response: Response;
    try {
      response = await options.fetch(url, {
        method: route.method,
        headers,
        body: input.body === undefined ? null : JSON.stringify(input.body),
        credentials: "omit",
      });
    } catch {
      throw new ApiError("NETWORK_ERROR", "Could not reach the wallet server", 0);
    }
    if (!response.ok) throw await apiErrorFrom(response);
    const text = await response.text().catch(() => "");
    const checked = readInput(route.response, text === "" ? undefined : parseJson(text));
    if (!checked.ok) {
      throw new ApiError("BAD_RESPONSE", "The wallet server sent an unexpected answer", 502);
    }
    return checked.value as RouteResponse<R>;
  }

  return {
    emailStart: async (email, token) =>
      (await call(embeddedEmailStartRoute, { token, body: { email, ...mailLocale() } })).action,
    deviceWait: async (email) =>
      (await call(embeddedDeviceWaitRoute, { body: { email } })).approved,
    emailVerify: (email, otp) => call(embeddedEmailVerifyRoute, { body: { email, otp } }),
    socialStart: async (provider, appOrigin) =>
      (
        await call(embeddedSocialStartRoute, {
          // As the app named it: the server answers BAD_REQUEST for a provider it does not know.
          body: { provider: provider as SocialProvider, appOrigin },
        })
      ).uri,
    socialConnect: (uri) => call(embeddedSocialConnectRoute, { body: { uri } }),
    farcasterStart: (appOrigin) => call(embeddedFarcasterStartRoute, { body: { appOrigin } }),
    farcasterConnect: (channel) => call(embeddedFarcasterConnectRoute, { body: { channel } }),
    me: (token) => call(embeddedMeRoute, { token }),
    createWallet: async (token, upload) => {
      await call(embeddedCreateWalletRoute, { token, body: upload });
    },
    authShare: (token) => call(embeddedAuthShareRoute, { token }),
    reauth: async (token) => {
      await call(embeddedEmailReauthRoute, { token, body: { ...mailLocale() } });
    },
    recoveryShare: async (token, otp) =>
      (await call(embeddedRecoveryShareRoute, { token, body: otp === undefined ? {} : { otp } }))
        .recoveryShare,
    exportCode: async (token) => {
      await call(embeddedEmailReauthRoute, {
        token,
        body: { purpose: "export", ...mailLocale() },
      });
    },
    exportShare: async (token, otp) =>
      (await call(embeddedExportShareRoute, { token, body: otp === undefined ? {} : { otp } }))
        .recoveryShare,
    reshare: async (token, upload) => {
      await call(embeddedReshareRoute, { token, body: upload });
    },
    putDeviceFallback: (token, deviceShare) =>
      call(embeddedPutDeviceFallbackRoute, { token, body: { deviceShare } }),
    getDeviceFallback: async (token) =>
      (await call(embeddedGetDeviceFallbackRoute, { token })).deviceShare,
    signOut: (token) => call(embeddedSignOutRoute, { token }),
    updateEmail: async (token, email) => {
      await call(embeddedEmailUpdateRoute, { token, body: { email, ...mailLocale() } });
    },
    updateEmailPrimary: async (token, otp) => {
      await call(embeddedEmailUpdatePrimaryRoute, { token, body: { otp, ...mailLocale() } });
    },
    updateEmailSecondary: async (token, otp) =>
      (await call(embeddedEmailUpdateSecondaryRoute, { token, body: { otp } })).newEmail,
    passkeyRegisterOptions: async () => (await call(embeddedPasskeyRegisterOptionsRoute)).options,
    passkeyRegister: (response, name) =>
      call(embeddedPasskeyRegisterRoute, { body: { response, name } }),
    passkeyLoginOptions: async () => (await call(embeddedPasskeyLoginOptionsRoute)).options,
    passkeyLogin: (response) => call(embeddedPasskeyLoginRoute, { body: { response } }),
    passkeys: async (token) => (await call(embeddedPasskeysRoute, { token })).passkeys,
    passkeyAddOptions: async (token) =>
      (await call(embeddedPasskeyAddOptionsRoute, { token })).options,
    passkeyAdd: async (token, response, name) =>
      (await call(embeddedPasskeyAddRoute, { token, body: { response, name } })).passkey,
    passkeyRemove: (token, id) => call(embeddedPasskeyRemoveRoute, { token, params: { id } }),
    passkeyDeviceShare: (token, id, sealedDeviceShare) =>
      call(embeddedPasskeyDeviceShareRoute, { token, params: { id }, body: { sealedDeviceShare } }),
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
