import type { ApiErrorCode } from "./apiError.js";
import type { ClientErrorCode } from "./clientError.js";
import type { ConfigurationErrorCode } from "./configurationError.js";
import type { ConnectionErrorCode } from "./connectionError.js";
import type { FrameErrorCode } from "./frameError.js";
import type { InvalidInputErrorCode } from "./invalidInputError.js";
import type { SignInErrorCode } from "./signInError.js";
import type { WalletErrorCode } from "./walletError.js";

/** Every code a Foyer error family can carry; no code belongs to two families. */
export type FoyerErrorCode =
  | ApiErrorCode
  | ClientErrorCode
  | ConfigurationErrorCode
  | ConnectionErrorCode
  | FrameErrorCode
  | InvalidInputErrorCode
  | SignInErrorCode
  | WalletErrorCode;
