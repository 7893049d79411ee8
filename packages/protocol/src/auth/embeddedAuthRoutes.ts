import * as v from "valibot";
import { EVM_ADDRESS_PATTERN } from "../caip/evmAddress.js";
import { SOCIAL_PROVIDERS } from "../features/remoteFeatures.js";
import { defineRoute } from "../http/route.js";
import { PASSKEY_ROUTES } from "../routes/passkeyRoutes.js";
import { SOCIAL_CALLBACK_PATH } from "../routes/socialLogin.js";
import { EmailField, embeddedBody, lenient, shareField } from "./embeddedBody.js";

/**
 * The embedded wallet's auth routes on the provider server, called by the wallet frame from
 * the server's own origin with `?projectId=`, the `x-foyer-device` header (the frame's device
 * id, a UUID) and, past sign-in, `Authorization: Bearer <session JWT>`. A refusal answers
 * `{ code, error, message }` with a code of `AUTH_REFUSAL_MESSAGES`; a refused body field is
 * `400 BAD_REQUEST` naming the field (`INVALID_EMAIL` for an email).
 */
export const EMBEDDED_AUTH_PREFIX = "/auth/v1/embedded";
const at = (path: string) => `${EMBEDDED_AUTH_PREFIX}${path}` as const;

const BAD_REQUEST = "BAD_REQUEST";
/** The app's language for the mails a call sends; an unknown one mails in English. */
const Locale = lenient(v.pipe(v.string(), v.maxLength(35)));
const Otp = v.string("otp must be a string");
const NonEmpty = v.pipe(v.string(), v.nonEmpty());

const UserRefSchema = v.object({ id: v.string(), email: v.string() });
const SignedInSchema = v.object({ token: NonEmpty, user: UserRefSchema });
const SocialSignedInSchema = v.object({
  token: NonEmpty,
  user: v.object({ id: v.string(), username: v.string(), socialProvider: v.string() }),
});
const WalletUploadBody = embeddedBody({
  address: v.pipe(
    v.string("address must be an 0x address of 40 hex digits"),
    v.regex(EVM_ADDRESS_PATTERN, "address must be an 0x address of 40 hex digits"),
  ),
  authShare: shareField("authShare"),
  recoveryShare: shareField("recoveryShare"),
});
const WalletUploadCodes = {
  address: BAD_REQUEST,
  authShare: BAD_REQUEST,
  recoveryShare: BAD_REQUEST,
};
const RecoveryShareSchema = v.object({ recoveryShare: v.string() });
/** An OTP when the caller has one; without it the session's freshness decides. */
const OptionalOtpBody = embeddedBody({ otp: lenient(v.string()) });

/** `POST /email/start` → what the frame asks next: a code, the mailed device link, or nothing. */
export const embeddedEmailStartRoute = defineRoute({
  method: "POST",
  path: at("/email/start"),
  body: embeddedBody({ email: EmailField, locale: Locale }),
  response: v.object({ action: v.picklist(["VERIFY_DEVICE", "VERIFY_OTP", "CONNECT"]) }),
});

/** `POST /device/wait`: long-polls until the mailed link approves this device (or a timeout). */
export const embeddedDeviceWaitRoute = defineRoute({
  method: "POST",
  path: at("/device/wait"),
  body: embeddedBody({ email: EmailField }),
  response: v.object({ approved: v.boolean() }),
});

/**
 * `GET /device/approve?token=&locale=`: the page the mailed device link opens (HTML, no
 * project); `POST` is its form (`token`, `form`, `locale`, urlencoded). Both answer a page,
 * a refused link included, so they read their fields themselves.
 */
export const embeddedDeviceApprovePageRoute = defineRoute({
  method: "GET",
  path: at("/device/approve"),
  response: v.string(),
});
export const embeddedDeviceApproveRoute = defineRoute({
  method: "POST",
  path: at("/device/approve"),
  response: v.string(),
});

/** `POST /email/verify` `{ email, otp }` → the session and its user. */
export const embeddedEmailVerifyRoute = defineRoute({
  method: "POST",
  path: at("/email/verify"),
  body: embeddedBody({ email: EmailField, otp: Otp }),
  codes: { otp: BAD_REQUEST },
  response: SignedInSchema,
});

/** `POST /email/reauth` (bearer): mails a fresh code; `purpose: "export"` for key export. */
export const embeddedEmailReauthRoute = defineRoute({
  method: "POST",
  path: at("/email/reauth"),
  body: embeddedBody({ purpose: lenient(v.literal("export")), locale: Locale }),
  response: v.object({ action: v.literal("VERIFY_OTP") }),
});

/** `GET /me` (bearer): the signed-in user and their wallet's address. */
export const embeddedMeRoute = defineRoute({
  method: "GET",
  path: at("/me"),
  response: v.object({
    id: v.string(),
    /** Null for a social, Farcaster or passkey user. */
    email: v.nullable(v.string()),
    socialProvider: v.optional(v.string()),
    username: v.optional(v.string()),
    wallet: v.nullable(v.object({ address: v.string() })),
  }),
});

/** `POST /wallet` (bearer) `{ address, authShare, recoveryShare }` → 201; 409 WALLET_EXISTS. */
export const embeddedCreateWalletRoute = defineRoute({
  method: "POST",
  path: at("/wallet"),
  body: WalletUploadBody,
  codes: WalletUploadCodes,
  response: v.object({ address: v.string() }),
});

/** `GET /wallet/auth-share` (bearer): the wallet's address and its auth share. */
export const embeddedAuthShareRoute = defineRoute({
  method: "GET",
  path: at("/wallet/auth-share"),
  response: v.object({ address: v.string(), authShare: v.string() }),
});

/** `POST /wallet/recovery` (bearer) `{ otp? }`: the recovery share, after a code or a fresh login. */
export const embeddedRecoveryShareRoute = defineRoute({
  method: "POST",
  path: at("/wallet/recovery"),
  body: OptionalOtpBody,
  response: RecoveryShareSchema,
});

/**
 * `POST /wallet/export` (bearer) `{ otp? }`: the recovery share for key export — an email
 * user's only with an export code; a user without email only within the fresh window.
 */
export const embeddedExportShareRoute = defineRoute({
  method: "POST",
  path: at("/wallet/export"),
  body: OptionalOtpBody,
  response: RecoveryShareSchema,
});

/** `POST /wallet/reshare` (bearer, fresh) `{ address, authShare, recoveryShare }`: new shares. */
export const embeddedReshareRoute = defineRoute({
  method: "POST",
  path: at("/wallet/reshare"),
  body: WalletUploadBody,
  codes: WalletUploadCodes,
  response: v.object({ address: v.string() }),
});

/** `POST /wallet/device-fallback` (bearer) `{ deviceShare }` → 204: kept for this session. */
export const embeddedPutDeviceFallbackRoute = defineRoute({
  method: "POST",
  path: at("/wallet/device-fallback"),
  body: embeddedBody({ deviceShare: shareField("deviceShare") }),
  codes: { deviceShare: BAD_REQUEST },
  response: v.undefined(),
});

/** `GET /wallet/device-fallback` (bearer): the session's device share; 404 NO_DEVICE_SHARE. */
export const embeddedGetDeviceFallbackRoute = defineRoute({
  method: "GET",
  path: at("/wallet/device-fallback"),
  response: v.object({ deviceShare: v.string() }),
});

/** `POST /sign-out` (bearer) → 204: the session is revoked. */
export const embeddedSignOutRoute = defineRoute({
  method: "POST",
  path: at("/sign-out"),
  response: v.undefined(),
});

const UpdateActionSchema = v.object({
  action: v.picklist(["VERIFY_PRIMARY_OTP", "VERIFY_SECONDARY_OTP"]),
});

/** `POST /email/update` (bearer) `{ email }`: mails a code to the current address. */
export const embeddedEmailUpdateRoute = defineRoute({
  method: "POST",
  path: at("/email/update"),
  body: embeddedBody({ email: EmailField, locale: Locale }),
  response: UpdateActionSchema,
});

/** `POST /email/update/primary` (bearer) `{ otp }`: the current address's code; mails the new one. */
export const embeddedEmailUpdatePrimaryRoute = defineRoute({
  method: "POST",
  path: at("/email/update/primary"),
  body: embeddedBody({ otp: Otp, locale: Locale }),
  codes: { otp: BAD_REQUEST },
  response: UpdateActionSchema,
});

/** `POST /email/update/secondary` (bearer) `{ otp }`: the new address's code; the change. */
export const embeddedEmailUpdateSecondaryRoute = defineRoute({
  method: "POST",
  path: at("/email/update/secondary"),
  body: embeddedBody({ otp: Otp }),
  codes: { otp: BAD_REQUEST },
  response: v.object({ newEmail: v.string() }),
});

const NOT_ALLOWED_ORIGIN = "appOrigin is not an allowed origin of this project";

/**
 * `POST /social/start` `{ provider, appOrigin }` → the provider's authorization URL; the
 * server keeps state, PKCE verifier and nonce. `appOrigin` must be one of the project's.
 */
export const embeddedSocialStartRoute = defineRoute({
  method: "POST",
  path: at("/social/start"),
  body: embeddedBody({
    provider: v.picklist(
      SOCIAL_PROVIDERS,
      `provider must be one of ${SOCIAL_PROVIDERS.join(", ")}`,
    ),
    appOrigin: v.string(NOT_ALLOWED_ORIGIN),
  }),
  codes: { provider: BAD_REQUEST, appOrigin: BAD_REQUEST },
  response: v.object({ uri: v.pipe(v.string(), v.url()) }),
});

/**
 * The provider's redirect (`GET`) or Apple's form post (`POST`) to the callback page, a
 * top-level navigation with no project: it answers a page that hands the result to the app.
 */
export const embeddedSocialCallbackRoute = defineRoute({
  method: "GET",
  path: SOCIAL_CALLBACK_PATH,
  response: v.string(),
});
export const embeddedSocialCallbackFormRoute = defineRoute({
  method: "POST",
  path: SOCIAL_CALLBACK_PATH,
  response: v.string(),
});

/** `POST /social/connect` `{ uri }`: exchanges the callback URI's code for a session. */
export const embeddedSocialConnectRoute = defineRoute({
  method: "POST",
  path: at("/social/connect"),
  body: embeddedBody({ uri: v.string("uri must be this server's social callback URL") }),
  codes: { uri: BAD_REQUEST },
  response: SocialSignedInSchema,
});

/** The channel id `farcaster/start` answers. */
export const FARCASTER_CHANNEL_ID = /^[A-Za-z0-9_-]{22,64}$/;
const CHANNEL_MESSAGE = "channel must be the id farcaster/start answered";

/** `POST /farcaster/start` `{ appOrigin }` → the URL for the person's Farcaster client. */
export const embeddedFarcasterStartRoute = defineRoute({
  method: "POST",
  path: at("/farcaster/start"),
  body: embeddedBody({ appOrigin: v.string(NOT_ALLOWED_ORIGIN) }),
  codes: { appOrigin: BAD_REQUEST },
  response: v.object({ url: v.pipe(v.string(), v.url()), channel: NonEmpty }),
});

/** `POST /farcaster/connect` `{ channel }`: long-polls; `202 pending` or the session. */
export const embeddedFarcasterConnectRoute = defineRoute({
  method: "POST",
  path: at("/farcaster/connect"),
  body: embeddedBody({
    channel: v.pipe(v.string(CHANNEL_MESSAGE), v.regex(FARCASTER_CHANNEL_ID, CHANNEL_MESSAGE)),
  }),
  codes: { channel: BAD_REQUEST },
  response: v.variant("state", [
    v.object({ state: v.literal("pending") }),
    v.object({ state: v.literal("completed"), ...SocialSignedInSchema.entries }),
  ]),
});

/** WebAuthn options as the server made them (the browser's ceremony reads them). */
const CeremonyOptionsSchema = v.object({
  options: v.looseObject({ challenge: NonEmpty }),
});
export const PasskeySummarySchema = v.object({
  id: v.string(),
  name: v.string(),
  createdAt: v.string(),
  lastUsedAt: v.nullable(v.string()),
  synced: v.boolean(),
  credentialId: NonEmpty,
  publicKey: v.pipe(v.string(), v.regex(/^0x04[0-9a-f]{128}$/i)),
});
const PasskeySignedInSchema = v.object({
  token: NonEmpty,
  user: v.object({ id: v.string(), email: v.nullable(v.string()) }),
  passkey: PasskeySummarySchema,
  sealedDeviceShare: v.optional(v.nullable(v.string())),
});
/**
 * A ceremony's result: the browser's credential JSON (the server's WebAuthn library checks
 * it, and answers BAD_REQUEST when it is not one) and, for a new passkey, its name.
 */
const CeremonyBody = embeddedBody({
  response: v.optional(v.unknown()),
  name: lenient(v.string()),
});
const PasskeyParams = v.object({ id: v.string() });

export const embeddedPasskeyRegisterOptionsRoute = defineRoute({
  method: "POST",
  path: PASSKEY_ROUTES.registerOptions,
  response: CeremonyOptionsSchema,
});
export const embeddedPasskeyRegisterRoute = defineRoute({
  method: "POST",
  path: PASSKEY_ROUTES.register,
  body: CeremonyBody,
  response: PasskeySignedInSchema,
});
export const embeddedPasskeyLoginOptionsRoute = defineRoute({
  method: "POST",
  path: PASSKEY_ROUTES.loginOptions,
  response: CeremonyOptionsSchema,
});
export const embeddedPasskeyLoginRoute = defineRoute({
  method: "POST",
  path: PASSKEY_ROUTES.login,
  body: CeremonyBody,
  response: PasskeySignedInSchema,
});
export const embeddedPasskeysRoute = defineRoute({
  method: "GET",
  path: PASSKEY_ROUTES.passkeys,
  response: v.object({ passkeys: v.array(PasskeySummarySchema) }),
});
export const embeddedPasskeyAddOptionsRoute = defineRoute({
  method: "POST",
  path: PASSKEY_ROUTES.addOptions,
  response: CeremonyOptionsSchema,
});
export const embeddedPasskeyAddRoute = defineRoute({
  method: "POST",
  path: PASSKEY_ROUTES.passkeys,
  body: CeremonyBody,
  response: v.object({ passkey: PasskeySummarySchema }),
});
export const embeddedPasskeyRemoveRoute = defineRoute({
  method: "DELETE",
  path: PASSKEY_ROUTES.passkey,
  params: PasskeyParams,
  response: v.undefined(),
});
/** The frame's PRF-sealed device share: base64url parts, far below 2048 characters. */
const SEALED_SHARE_MESSAGE = "sealedDeviceShare must be the frame's sealed share";
export const embeddedPasskeyDeviceShareRoute = defineRoute({
  method: "POST",
  path: PASSKEY_ROUTES.deviceShare,
  params: PasskeyParams,
  body: embeddedBody({
    sealedDeviceShare: v.pipe(
      v.string(SEALED_SHARE_MESSAGE),
      v.minLength(1, SEALED_SHARE_MESSAGE),
      v.maxLength(2_048, SEALED_SHARE_MESSAGE),
    ),
  }),
  codes: { sealedDeviceShare: BAD_REQUEST },
  response: v.undefined(),
});
