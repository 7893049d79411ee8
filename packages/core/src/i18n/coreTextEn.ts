import { bitcoinMessages } from "../errors/bitcoinMessages.js";
import { foyerMessages } from "../errors/foyerMessages.js";
import { insufficientFundsMessage } from "../errors/insufficientFundsMessage.js";
import { messages } from "../errors/messages.js";
import { solanaMessages } from "../errors/solanaMessages.js";
import { swapMessages } from "../swap/swapMessages.js";

/**
 * Core's texts that reach a person (its errors, toasts, form messages and
 * alerts), by key, in core's own English. Core puts a {@link CoreText} (key and
 * arguments) in its stores and errors; a translation gives each key in its
 * language ({@link CoreTexts}) and the modal shows the text by key. Texts only a
 * developer meets (setup errors, bad options) stay out: they are thrown, not
 * shown. Code reads this table's type (keys and parameters); only tests and
 * translations read its values, so it costs no page a byte.
 */
export const coreTextEn = {
  // Validation and sending
  addressInvalid: messages.addressInvalid,
  sendAmountAndReceiverRequired: messages.sendAmountAndReceiverRequired,
  sendTokenRequired: messages.sendTokenRequired,
  unsupportedChain: messages.unsupportedChain,
  emailCooldown: messages.emailCooldown,
  invalidNumber: foyerMessages.invalidNumber,
  invalidEmail: foyerMessages.invalidEmail,
  actionNotAllowed: messages.actionNotAllowed,
  smartAccountNotEnabled: foyerMessages.smartAccountNotEnabled,
  transactionNotMined: foyerMessages.transactionNotMined,
  // Balances, swaps, names, activity
  tokenBalanceUnavailable: messages.tokenBalanceUnavailable,
  gasPriceNetworkUnsupported: messages.gasPriceNetworkUnsupported,
  swapsNetworkUnsupported: messages.swapsNetworkUnsupported,
  swapInsufficientGas: swapMessages.insufficientGas,
  swapInsufficientBalance: swapMessages.insufficientBalance,
  swapNoRoute: swapMessages.noRoute,
  swapAmountTooSmall: swapMessages.amountTooSmall,
  swapInsufficientAllowance: swapMessages.insufficientAllowance,
  swapWouldRevert: swapMessages.wouldRevert,
  swapReverted: swapMessages.reverted,
  swapApprovalReverted: swapMessages.approvalReverted,
  swapReceiptTimedOut: swapMessages.receiptTimedOut,
  swapRejected: swapMessages.rejected,
  swapFailed: swapMessages.failed,
  nameResolveFailed: messages.nameResolveFailed,
  nameSuggestionsFailed: messages.nameSuggestionsFailed,
  namesForAddressFailed: messages.namesForAddressFailed,
  nameRegisterFailed: messages.nameRegisterFailed,
  transactionsFetchFailed: messages.transactionsFetchFailed,
  imageUnavailable: foyerMessages.imageUnavailable,
  // Connecting
  networkNotFound: messages.networkNotFound,
  failedToConnect: messages.failedToConnect,
  popupClosed: messages.popupClosed,
  modalClosed: messages.modalClosed,
  connectionRejected: messages.connectionRejected,
  socialConnectionFailed: messages.socialConnectionFailed,
  farcasterConnectionFailed: messages.farcasterConnectionFailed,
  noAuthConnector: messages.noAuthConnector,
  notConnectedToEmailOrSocial: messages.notConnectedToEmailOrSocial,
  chainNotSupported: messages.chainNotSupported,
  invalidConnectionStatus: messages.invalidConnectionStatus,
  disconnectChainsFailed: messages.disconnectChainsFailed,
  connectorSupportsNoRequestedChain: messages.connectorSupportsNoRequestedChain,
  unsupportedChainNamespace: messages.unsupportedChainNamespace,
  rpcUnavailable: messages.rpcUnavailable,
  authInitFailed: messages.authInitFailed,
  signMessageFailed: messages.signMessageFailed,
  // The embedded wallet's frame
  frameLoadFailed: messages.frameLoadFailed,
  requestAborted: messages.requestAborted,
  somethingWentWrong: messages.somethingWentWrong,
  frameErrorWithoutMessage: messages.frameErrorWithoutMessage,
  embeddedWalletSignedOut: foyerMessages.embeddedWalletSignedOut,
  // Alerts: short and long texts
  invalidAppConfiguration: messages.invalidAppConfiguration,
  alertNetworkNotFound: messages.alertNetworkNotFound,
  alertNetworkNotFoundLong: foyerMessages.alertNetworkNotFoundLong,
  alertOriginNotAllowedLong: foyerMessages.alertOriginNotAllowedLong,
  alertEmbeddedWalletLoadFailed: messages.alertEmbeddedWalletLoadFailed,
  alertEmbeddedWalletLoadFailedLong: foyerMessages.alertEmbeddedWalletLoadFailedLong,
  alertEmbeddedWalletTimedOut: messages.alertEmbeddedWalletTimedOut,
  alertEmbeddedWalletTimedOutLong: foyerMessages.alertEmbeddedWalletTimedOutLong,
  alertUnverifiedDomain: foyerMessages.alertUnverifiedDomain,
  alertUnverifiedDomainLong: foyerMessages.alertUnverifiedDomainLong,
  alertSessionExpired: messages.alertSessionExpired,
  alertSessionExpiredLong: foyerMessages.alertSessionExpiredLong,
  alertInvalidProjectId: messages.alertInvalidProjectId,
  alertInvalidProjectIdLong: foyerMessages.alertInvalidProjectIdLong,
  alertProjectIdNotConfigured: foyerMessages.alertProjectIdNotConfigured,
  alertProjectIdNotConfiguredLong: foyerMessages.alertProjectIdNotConfiguredLong,
  alertAppConfigurationFailed: messages.alertAppConfigurationFailed,
  alertAppConfigurationFailedLong: foyerMessages.alertAppConfigurationFailedLong,
  alertAppConfigurationRateLimited: foyerMessages.alertAppConfigurationRateLimited,
  alertAppConfigurationRateLimitedLong: foyerMessages.alertAppConfigurationRateLimitedLong,
  alertMultiWalletNotEnabled: foyerMessages.alertMultiWalletNotEnabled,
  alertMultiWalletNotEnabledLong: foyerMessages.alertMultiWalletNotEnabledLong,
  // What a wallet answered
  walletUserRejected: foyerMessages.walletUserRejected,
  walletUnauthorized: foyerMessages.walletUnauthorized,
  walletUnsupportedMethod: foyerMessages.walletUnsupportedMethod,
  walletProviderDisconnected: foyerMessages.walletProviderDisconnected,
  walletChainDisconnected: foyerMessages.walletChainDisconnected,
  walletUnrecognizedChain: foyerMessages.walletUnrecognizedChain,
  walletParseError: foyerMessages.walletParseError,
  walletInvalidRequest: foyerMessages.walletInvalidRequest,
  walletMethodNotFound: foyerMessages.walletMethodNotFound,
  walletInvalidParams: foyerMessages.walletInvalidParams,
  walletInternalError: foyerMessages.walletInternalError,
  walletInvalidInput: foyerMessages.walletInvalidInput,
  walletUnsupportedCapability: foyerMessages.walletUnsupportedCapability,
  walletUnsupportedChainId: foyerMessages.walletUnsupportedChainId,
  walletDuplicateId: foyerMessages.walletDuplicateId,
  walletUnknownBundleId: foyerMessages.walletUnknownBundleId,
  walletBundleTooLarge: foyerMessages.walletBundleTooLarge,
  walletAtomicUpgradeRejected: foyerMessages.walletAtomicUpgradeRejected,
  walletAtomicityNotSupported: foyerMessages.walletAtomicityNotSupported,
  walletError: foyerMessages.walletError,
  walletInsufficientFunds: insufficientFundsMessage,
  chainNotConfigured: foyerMessages.chainNotConfigured,
  connectorAlreadyConnected: foyerMessages.connectorAlreadyConnected,
  connectorNotConnected: foyerMessages.connectorNotConnected,
  chainMismatch: foyerMessages.chainMismatch,
  providerNotFound: foyerMessages.providerNotFound,
  chainSwitchingNotSupported: foyerMessages.chainSwitchingNotSupported,
  walletConnectNoEvmChain: foyerMessages.walletConnectNoEvmChain,
  walletConnectNoEvmAccount: foyerMessages.walletConnectNoEvmAccount,
  walletConnectNoSession: foyerMessages.walletConnectNoSession,
  rpcAnswerInvalid: foyerMessages.rpcAnswerInvalid,
  // Bitcoin and Solana sends
  bitcoinInsufficientFunds: bitcoinMessages.insufficientFunds,
  bitcoinDust: bitcoinMessages.dust,
  bitcoinPsbtRefused: bitcoinMessages.psbtRefused,
  bitcoinBroadcastRejected: bitcoinMessages.broadcastRejected,
  bitcoinUnsupportedSender: bitcoinMessages.unsupportedSender,
  solanaInsufficientFunds: solanaMessages.insufficientFunds,
  solanaRentMinimum: solanaMessages.rentMinimum,
  solanaRentLeftBelow: solanaMessages.rentLeftBelow,
  solanaTransactionRefused: solanaMessages.transactionRefused,
  solanaTransactionExpired: solanaMessages.transactionExpired,
} as const;

/**
 * A translation of {@link coreTextEn}: a string for each plain text, and for a
 * text with a placeholder a function of the same parameters (the amount, the
 * reason, the name) that puts them in place.
 */
export type CoreTexts = {
  readonly [K in keyof typeof coreTextEn]: (typeof coreTextEn)[K] extends (
    ...args: infer A
  ) => string
    ? (...args: A) => string
    : string;
};

/** The key of a text core shows to a person. */
export type CoreTextKey = keyof typeof coreTextEn;
