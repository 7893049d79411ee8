export {
  ALERTS,
  type AlertCode,
  type AlertType,
  alertForProviderMessage,
  type FoyerAlert,
} from "./alerts.js";
export { CLIENT_ERROR_MESSAGES, type ClientErrorCode, createClientError } from "./clientErrors.js";
export {
  type ErrorCategory,
  FoyerError,
  type FoyerErrorOptions,
  isFoyerError,
} from "./FoyerError.js";
export { foyerMessages } from "./foyerMessages.js";
export { type MessageKey, messages } from "./messages.js";
export {
  isUserRejection,
  normalizeWalletError,
  UNKNOWN_WALLET_ERROR,
  type WalletErrorMessages,
} from "./normalizeWalletError.js";
export { readWalletErrorCode } from "./readWalletErrorCode.js";
export {
  WALLET_ERROR_CODES,
  WALLET_ERROR_MESSAGES,
  type WalletErrorCode,
  type WalletErrorName,
  walletErrorName,
} from "./walletErrorCodes.js";
export { type ErrorReporter, SDK_ERROR, wrapSdkError } from "./wrapSdkError.js";
