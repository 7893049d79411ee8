import { FoyerError } from "@foyer/core";
import { messages } from "@foyer/core/internal";

/**
 * What the frame says when it refuses or fails. These texts reach the app as
 * the ERROR reply's message, so they are written for the person in front of it.
 */
export const WALLET_FRAME_MESSAGES = {
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
  projectIdMissing: "projectId is missing from the frame URL",
  originsUnavailable: (status: number) => `Could not load the project's origins (${status})`,
  originsInvalid: "The project's origins answer has an unexpected shape",
  keySplitFailed: "Key split produced too few shares",
  noAppOrigin: "Social login needs the app's origin",
  farcasterNotStarted: messages.farcasterConnectionFailed,
} as const;

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
}
