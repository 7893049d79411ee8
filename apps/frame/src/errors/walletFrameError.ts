import { FoyerError, type FoyerErrorOptions } from "@foyer/core";
import { messages } from "@foyer/core/internal";

/**
 * What the frame says to a person when it refuses or fails, in English. These reach the app as
 * the ERROR reply's message, in the app's language: an error carries its text's key and
 * arguments ({@link frameText}), and the frame's catalogue for that language (`ownRefusals`)
 * gives the words. Core's own words keep core's English here; their translations sit beside
 * the others in the frame's catalogues.
 */
export const FRAME_REFUSAL_TEXTS = {
  notSignedIn: messages.notConnectedToEmailOrSocial,
  signInToExport: "Sign in to export your key",
  loginNotStarted: "Start with connect email",
  deviceNotApproved: "The device was not approved in time",
  walletUnavailable: "Could not open the wallet",
  exportAlreadyOpen: "Key export is already open",
  notSupported: "Not supported by the embedded wallet yet",
  unsupportedChain: (caipNetworkId: string) => `Unsupported chain ${caipNetworkId}`,
  invalidChainAnswer: (what: string) => `The chain sent an invalid ${what}`,
  invalidServerAnswer: (what: string) => `The server sent an invalid ${what}`,
  keySplitFailed: "Key split produced too few shares",
  noAppOrigin: "Social login needs the app's origin",
  farcasterNotStarted: messages.farcasterConnectionFailed,
  passkeyCancelled: messages.connectionRejected,
} as const;

/**
 * Why the frame did not start, for the developer who embeds it (the console): English only,
 * since no app is listening yet to show it to a person.
 */
export const FRAME_STARTUP_MESSAGES = {
  projectIdMissing: "projectId is missing from the frame URL",
  originsUnavailable: (status: number) => `Could not load the project's origins (${status})`,
  originsInvalid: "The project's origins answer has an unexpected shape",
} as const;

/** The key of one of the frame's person-facing texts. */
export type FrameRefusalKey = keyof typeof FRAME_REFUSAL_TEXTS;

/** The arguments a text's placeholders take (none for a plain text). */
export type FrameRefusalArgs<K extends FrameRefusalKey> = (typeof FRAME_REFUSAL_TEXTS)[K] extends (
  ...args: infer A
) => string
  ? A
  : [];

/** A person-facing text of the frame by key: `en` is its English, `args` fill its placeholders. */
export interface FrameText {
  readonly key: FrameRefusalKey;
  readonly args: readonly (string | number)[];
  readonly en: string;
}

/** The text of `key` with its arguments: what a {@link WalletFrameError} a person may see is made of. */
export function frameText<K extends FrameRefusalKey>(
  key: K,
  ...args: FrameRefusalArgs<K>
): FrameText {
  const words: unknown = FRAME_REFUSAL_TEXTS[key];
  const values = args as readonly (string | number)[];
  const en =
    typeof words === "function"
      ? (words as (...a: readonly (string | number)[]) => string)(...values)
      : (words as string);
  return { key, args: values, en };
}

/** The codes of {@link WalletFrameError}. */
export type WalletFrameErrorCode =
  /** No session or no open wallet for a call that needs one. */
  | "NOT_SIGNED_IN"
  /** A login step came before `connect email`. */
  | "LOGIN_NOT_STARTED"
  | "DEVICE_NOT_APPROVED"
  /** The session is valid but the wallet's key could not be rebuilt on this device. */
  | "WALLET_UNAVAILABLE"
  | "EXPORT_ALREADY_OPEN"
  /** A request the embedded wallet does not serve. */
  | "NOT_SUPPORTED"
  /** No RPC endpoint for the chain. */
  | "UNSUPPORTED_CHAIN"
  /** The chain's RPC answered something that is not a quantity or a hash. */
  | "INVALID_CHAIN_ANSWER"
  /** The provider server answered something that does not match its route's schema. */
  | "INVALID_SERVER_ANSWER"
  /** The frame URL lacks what the frame needs to start (a projectId). */
  | "INVALID_FRAME_PARAMS"
  /** The project's allowed origins could not be loaded: the frame will not start. */
  | "ORIGINS_UNAVAILABLE"
  | "KEY_SPLIT_FAILED"
  /** A social login asked without a known app origin to hand the result back to. */
  | "NO_APP_ORIGIN"
  /** Connect farcaster without a sign-in get-farcaster-uri opened (or after a reload ended it). */
  | "FARCASTER_NOT_STARTED"
  /** The person cancelled the passkey screen or the browser's passkey prompt. */
  | "PASSKEY_CANCELLED";

/**
 * The embedded wallet's own refusals and failures, inside the frame. The
 * handlers answer the app with its message; anything that is not one (nor an
 * rpc, server or viem error) is a bug and gets the generic text instead.
 */
export class WalletFrameError extends FoyerError<WalletFrameErrorCode> {
  override readonly name = "WalletFrameError";
  /** Which of the frame's texts this is (absent: a start-up failure, English only). */
  readonly frameText: FrameText | undefined;

  constructor(text: FrameText | string, options: FoyerErrorOptions<WalletFrameErrorCode>) {
    super(typeof text === "string" ? text : text.en, options);
    this.frameText = typeof text === "string" ? undefined : text;
  }
}
