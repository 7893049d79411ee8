import { FoyerError } from "./FoyerError.js";

/** The codes of {@link SignInError}. */
export const SIGN_IN_ERROR_CODES = [
  /** A sign-in action with no `siwx` configured ('SIWX is not enabled'). */
  "SIWX_NOT_ENABLED",
  /** The message to sign has a malformed field (`details.field`). */
  "INVALID_SIWX_MESSAGE",
  /** The legacy `siweConfig` signs EVM accounts only. */
  "SIWE_EVM_ONLY",
  /** The app's SIWE verifier refused the signature. */
  "SIWE_VERIFY_FAILED",
  /** The signed text is not the message built from the session's fields. */
  "SIWX_MESSAGE_MISMATCH",
] as const;

export type SignInErrorCode = (typeof SIGN_IN_ERROR_CODES)[number];

/**
 * Sign-in with X (behaviour §4, §8 Auth): the message could not be built or
 * verified, or sign-in is not configured. Shown as 'A problem occurred while
 * trying initialize authentication' or 'Error signing message'.
 */
export class SignInError extends FoyerError<SignInErrorCode> {
  static override readonly docsPath: string = "docs/errors.md#signinerror";
  override readonly name = "SignInError";
}
