import * as v from "valibot";
import { WireAccountTypeSchema } from "./accountType.js";
import { AppEvents, type AppEventType } from "./eventTypes.js";
import {
  ChainIdSchema,
  EmailSchema,
  NonEmptyString,
  NoPayload,
  OtpSchema,
  ReportedEmailSchema,
  SiwxMessageSchema,
  SocialProviderSchema,
  ThemeModeSchema,
  UrlSchema,
} from "./fieldSchemas.js";
import { RpcRequestSchema } from "./rpcRequestSchema.js";

/**
 * Payload schemas of every request and its success reply (behaviour §7). Replies
 * the spec gives no payload for carry none; the two it leaves open but that
 * obviously answer something (social redirect uri, rpc request) are noted.
 * Objects strip unknown keys rather than fail, so a newer frame can add
 * fields without breaking an older app.
 */

const UserSchema = v.object({
  email: v.nullable(ReportedEmailSchema),
  address: NonEmptyString,
  chainId: ChainIdSchema,
  smartAccountDeployed: v.boolean(),
  accounts: v.array(v.object({ address: NonEmptyString, type: WireAccountTypeSchema })),
  preferredAccountType: WireAccountTypeSchema,
  signature: v.optional(v.string()),
  message: v.optional(v.string()),
  siwxMessage: v.optional(SiwxMessageSchema),
  /** The wallet's Solana account (ed25519, base58), from the same secret as its EVM key. */
  solanaAddress: v.optional(NonEmptyString),
});

/**
 * Theme variables: plain names, short values, a bounded count. This is only
 * the shape; the frame applies a value only if it reads as the colour, length
 * or font its variable takes (see the frame's theme rules).
 */
const ThemeVariableName = v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{1,64}$/));
const ThemeValue = v.pipe(v.string(), v.maxLength(200));
const MAX_THEME_VARIABLES = 64;
const ThemeVariables = v.pipe(
  v.record(ThemeVariableName, v.union([ThemeValue, v.pipe(v.number(), v.finite())])),
  v.maxEntries(MAX_THEME_VARIABLES),
);
const ResolvedThemeVariables = v.pipe(
  v.record(ThemeVariableName, ThemeValue),
  v.maxEntries(MAX_THEME_VARIABLES),
);

/** One row per request: what the app sends, what a success carries. */
export const EVENT_SCHEMAS = {
  [AppEvents.SWITCH_NETWORK]: {
    request: v.object({ chainId: ChainIdSchema, rpcUrl: v.optional(UrlSchema) }),
    // What the signed-in wallet acts as on the new chain: the EOA where it has no smart accounts.
    success: v.object({
      chainId: ChainIdSchema,
      preferredAccountType: v.optional(WireAccountTypeSchema),
    }),
  },
  [AppEvents.CONNECT_EMAIL]: {
    request: v.object({ email: EmailSchema }),
    success: v.object({ action: v.picklist(["VERIFY_DEVICE", "VERIFY_OTP", "CONNECT"]) }),
  },
  [AppEvents.CONNECT_DEVICE]: { request: NoPayload, success: NoPayload },
  [AppEvents.CONNECT_OTP]: { request: v.object({ otp: OtpSchema }), success: NoPayload },
  [AppEvents.CONNECT_SOCIAL]: {
    request: v.object({
      uri: UrlSchema,
      preferredAccountType: v.optional(WireAccountTypeSchema),
      chainId: v.optional(ChainIdSchema),
      siwxMessage: v.optional(SiwxMessageSchema),
      rpcUrl: v.optional(UrlSchema),
    }),
    success: v.object({ ...UserSchema.entries, userName: v.nullable(v.string()) }),
  },
  [AppEvents.GET_FARCASTER_URI]: { request: NoPayload, success: v.object({ url: UrlSchema }) },
  [AppEvents.CONNECT_FARCASTER]: {
    request: NoPayload,
    success: v.object({ userName: NonEmptyString }),
  },
  [AppEvents.GET_USER]: {
    request: v.optional(
      v.object({
        chainId: v.optional(ChainIdSchema),
        preferredAccountType: v.optional(WireAccountTypeSchema),
        socialUri: v.optional(UrlSchema),
        siwxMessage: v.optional(SiwxMessageSchema),
        rpcUrl: v.optional(UrlSchema),
        // Not spelled by the spec: read the account's email from the server, not memory, so
        // an email update confirmed in another tab or on another device shows (behaviour §4 poll).
        refreshEmail: v.optional(v.boolean()),
      }),
    ),
    success: UserSchema,
  },
  [AppEvents.GET_SOCIAL_REDIRECT_URI]: {
    request: v.object({ provider: SocialProviderSchema }),
    // Not spelled by the spec: the provider's authorization URL the popup opens.
    success: v.object({ uri: UrlSchema }),
  },
  [AppEvents.SIGN_OUT]: { request: NoPayload, success: NoPayload },
  [AppEvents.IS_CONNECTED]: {
    request: v.optional(v.object({ token: v.optional(NonEmptyString) })),
    success: v.object({ isConnected: v.boolean() }),
  },
  [AppEvents.GET_CHAIN_ID]: { request: NoPayload, success: v.object({ chainId: ChainIdSchema }) },
  [AppEvents.GET_SMART_ACCOUNT_ENABLED_NETWORKS]: {
    request: NoPayload,
    success: v.object({
      smartAccountEnabledNetworks: v.array(v.pipe(v.number(), v.integer(), v.minValue(0))),
    }),
  },
  [AppEvents.INIT_SMART_ACCOUNT]: { request: NoPayload, success: NoPayload },
  [AppEvents.SET_PREFERRED_ACCOUNT]: {
    request: v.object({ type: WireAccountTypeSchema }),
    success: v.object({ type: WireAccountTypeSchema, address: NonEmptyString }),
  },
  [AppEvents.RPC_REQUEST]: {
    request: RpcRequestSchema,
    // The JSON-RPC result itself; its shape depends on the method.
    success: v.unknown(),
  },
  [AppEvents.UPDATE_EMAIL]: {
    request: v.object({ email: EmailSchema }),
    success: v.object({ action: v.picklist(["VERIFY_PRIMARY_OTP", "VERIFY_SECONDARY_OTP"]) }),
  },
  [AppEvents.UPDATE_EMAIL_PRIMARY_OTP]: {
    request: v.object({ otp: OtpSchema }),
    success: NoPayload,
  },
  [AppEvents.UPDATE_EMAIL_SECONDARY_OTP]: {
    request: v.object({ otp: OtpSchema }),
    success: v.object({ newEmail: ReportedEmailSchema }),
  },
  [AppEvents.SYNC_THEME]: {
    request: v.object({
      themeMode: v.optional(ThemeModeSchema),
      themeVariables: v.optional(ThemeVariables),
      w3mThemeVariables: v.optional(ResolvedThemeVariables),
    }),
    success: NoPayload,
  },
  [AppEvents.SYNC_DAPP_DATA]: {
    request: v.object({
      metadata: v.optional(
        v.object({
          name: v.string(),
          description: v.string(),
          url: v.string(),
          icons: v.array(v.string()),
        }),
      ),
      sdkVersion: NonEmptyString,
      sdkType: NonEmptyString,
      projectId: NonEmptyString,
      // The app's locale (a BCP 47 tag): the frame's screens and the mails follow it. A
      // string, not the shipped list, so an app a version ahead still syncs its other data;
      // the frame keeps only a locale it ships.
      locale: v.optional(v.pipe(v.string(), v.maxLength(35))),
    }),
    success: NoPayload,
  },
  [AppEvents.RELOAD]: { request: NoPayload, success: NoPayload },
  [AppEvents.RPC_ABORT]: { request: NoPayload, success: NoPayload },
  [AppEvents.EXPORT_KEY]: {
    request: NoPayload,
    // Only the outcome: "done" after the key was revealed, "cancelled" before.
    success: v.strictObject({ outcome: v.picklist(["done", "cancelled"]) }),
  },
  [AppEvents.CONNECT_PASSKEY]: {
    request: NoPayload,
    // Who signed in: the account's email when it has one (a passkey added to an email account).
    success: v.object({ email: v.nullable(ReportedEmailSchema) }),
  },
  [AppEvents.MANAGE_PASSKEYS]: { request: NoPayload, success: NoPayload },
} as const satisfies Record<
  AppEventType,
  {
    request: v.GenericSchema;
    success: v.GenericSchema;
  }
>;

type Schemas = typeof EVENT_SCHEMAS;

/** What the app passes when it sends request `T` (before defaults and stripping). */
export type RequestInput<T extends AppEventType> = v.InferInput<Schemas[T]["request"]>;
/** A request payload after it passed the schema. */
export type RequestPayload<T extends AppEventType> = v.InferOutput<Schemas[T]["request"]>;
/** A success payload after it passed the schema. */
export type SuccessPayload<T extends AppEventType> = v.InferOutput<Schemas[T]["success"]>;

/**
 * ERROR replies: `{ message, code?, refusal? }`; a frame that sends none still
 * counts as an error. `code` is the EIP-1193 / JSON-RPC error code of a failed
 * rpc-request (4001 when the user rejected in the frame), so the app's
 * provider can hand wallets' usual codes to viem and wagmi. `refusal` is the
 * stable code of a refusal — the auth server's (SESSION_EXPIRED, OTP_INVALID …)
 * or the frame's own (PASSKEY_CANCELLED, NOT_SIGNED_IN …): `message` is for the
 * person, so the app acts on the code, never on the words.
 */
export const ErrorPayloadSchema = v.optional(
  v.object({
    message: v.optional(v.string()),
    code: v.optional(v.pipe(v.number(), v.integer())),
    refusal: v.optional(v.pipe(v.string(), v.regex(/^[A-Z][A-Z0-9_]{0,63}$/))),
  }),
);

export type ErrorPayload = v.InferOutput<typeof ErrorPayloadSchema>;

/** The frame's ready event: the protocol version it speaks. */
export const ReadyPayloadSchema = v.object({ version: v.union([v.number(), NonEmptyString]) });

/** A new session token from the frame (e.g. after a refresh). */
export const SessionUpdatePayloadSchema = v.object({ token: NonEmptyString });

/**
 * Requests that are part of a login (behaviour §8): they wait on a person reading
 * mail or finishing a social flow, so they get the long login timeout.
 */
export const LOGIN_EVENTS: readonly AppEventType[] = [
  AppEvents.CONNECT_EMAIL,
  AppEvents.CONNECT_OTP,
  AppEvents.CONNECT_DEVICE,
  AppEvents.CONNECT_SOCIAL,
  AppEvents.GET_FARCASTER_URI,
  AppEvents.CONNECT_FARCASTER,
  AppEvents.GET_USER,
];

export function isLoginEvent(type: AppEventType): boolean {
  return LOGIN_EVENTS.includes(type);
}
