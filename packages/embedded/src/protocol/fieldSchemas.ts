import { THEME_MODES } from "@foyer/core";
import { isCallTarget, isValidEmail, SOCIAL_PROVIDERS } from "@foyer/core/internal";
import * as v from "valibot";

/**
 * Field schemas shared by several events. They reuse core's rules (email,
 * social providers, theme modes, call targets) so the app and the frame can
 * never disagree with the modal about what is valid.
 */

export const NonEmptyString = v.pipe(v.string(), v.nonEmpty());

/** Message ids are random UUIDs: unique across instances, and not guessable by another window. */
export const MessageIdSchema = v.pipe(v.string(), v.uuid());

/**
 * A chain as the frame sees it: an EVM chain number (`1`) or a string id —
 * a CAIP-2 id (`eip155:1`, the frame URL default) or a non-EVM reference
 * such as a Solana genesis hash.
 */
export const ChainIdSchema = v.union([
  v.pipe(v.number(), v.integer(), v.minValue(0)),
  NonEmptyString,
]);

export const UrlSchema = v.pipe(v.string(), v.url());

export const EmailSchema = v.pipe(
  v.string(),
  v.check((value: string) => isValidEmail(value), "Invalid email"),
);

/**
 * An email the frame reports back (user, new email). Looser than
 * {@link EmailSchema} on purpose: a social provider may hand the frame an
 * address core's stricter rule would refuse, and dropping the reply would
 * turn a finished login into a timeout.
 */
export const ReportedEmailSchema = v.pipe(v.string(), v.nonEmpty(), v.includes("@"));

/**
 * A one-time code as typed. Only its shape is bounded here; whether it is the
 * right code is the auth server's call, reached through the frame.
 */
export const OtpSchema = v.pipe(v.string(), v.nonEmpty(), v.maxLength(32));

export const SocialProviderSchema = v.picklist(SOCIAL_PROVIDERS);

export const ThemeModeSchema = v.picklist(THEME_MODES);

export const CallTargetSchema = v.custom<`0x${string}`>(
  isCallTarget,
  "Call target must start with 0x",
);

/** The sign-in message of behaviour §3, as the app hands it to the frame to sign. */
export const SiwxMessageSchema = v.object({
  accountAddress: v.optional(NonEmptyString),
  chainId: v.optional(ChainIdSchema),
  domain: NonEmptyString,
  uri: NonEmptyString,
  version: NonEmptyString,
  nonce: NonEmptyString,
  notBefore: v.optional(v.string()),
  statement: v.optional(v.string()),
  resources: v.optional(v.array(v.string())),
  requestId: v.optional(v.string()),
  issuedAt: v.optional(v.string()),
  expirationTime: v.optional(v.string()),
  serializedMessage: v.optional(v.string()),
});

/** Events without a payload: the key may be absent or undefined, nothing else. */
export const NoPayload = v.optional(v.undefined());
