export {
  ALERTS,
  type AlertCode,
  type AlertType,
  alertForProviderMessage,
  alertForServerCode,
  type FoyerAlert,
} from "./alerts.js";
export { API_ERROR_CODES, ApiError, type ApiErrorCode } from "./apiError.js";
export { bitcoinMessages } from "./bitcoinMessages.js";
export {
  CLIENT_ERROR_MESSAGES,
  ClientError,
  type ClientErrorCode,
  createClientError,
} from "./clientError.js";
export {
  CONFIGURATION_ERROR_CODES,
  ConfigurationError,
  type ConfigurationErrorCode,
} from "./configurationError.js";
export {
  CONNECTION_ERROR_CODES,
  ConnectionError,
  type ConnectionErrorCode,
} from "./connectionError.js";
export {
  type ErrorCategory,
  FOYER_VERSION,
  FoyerError,
  type FoyerErrorOptions,
  isFoyerError,
  userMessageOf,
  userTextOf,
} from "./FoyerError.js";
export type { FoyerErrorCode } from "./foyerErrorCode.js";
export { foyerMessages } from "./foyerMessages.js";
export { FRAME_ERROR_CODES, FrameError, type FrameErrorCode } from "./frameError.js";
export {
  INSUFFICIENT_FUNDS,
  insufficientFundsError,
  insufficientFundsMessage,
} from "./insufficientFunds.js";
export {
  INVALID_INPUT_ERROR_CODES,
  InvalidInputError,
  type InvalidInputErrorCode,
} from "./invalidInputError.js";
export { type MessageKey, messages } from "./messages.js";
export {
  isUserRejection,
  normalizeWalletError,
  type WalletErrorMessages,
} from "./normalizeWalletError.js";
export { readWalletErrorCode } from "./readWalletErrorCode.js";
export { SIGN_IN_ERROR_CODES, SignInError, type SignInErrorCode } from "./signInError.js";
export { solanaMessages } from "./solanaMessages.js";
export { UNKNOWN_WALLET_ERROR, WalletError, type WalletErrorCode } from "./walletError.js";
export {
  WALLET_ERROR_CODES,
  WALLET_ERROR_MESSAGES,
  type WalletErrorName,
  type WalletErrorNumber,
  walletErrorName,
} from "./walletErrorCodes.js";
export { withWalletErrors } from "./withWalletErrors.js";
export {
  type ErrorReporter,
  SDK_ERROR,
  SdkError,
  type SdkErrorCode,
  wrapSdkError,
} from "./wrapSdkError.js";
