/**
 * Messages Foyer adds where the spec names a condition but gives no wording
 * (behaviour §8 alert long texts, wallet codes, client errors) plus the errors for
 * bad input to public functions. Kept apart from `messages.ts` so that file
 * stays exactly the spec's strings.
 */
export const foyerMessages = {
  /** createFoyer's `storageScope` option is malformed. */
  invalidStorageScope: "storageScope must be 1 to 32 letters, digits, hyphens or underscores",
  /** behaviour §4: the account type switch needs smart accounts on the network. */
  smartAccountNotEnabled: "Smart accounts are not enabled on this network",
  // §8 Alerts: long texts, and short texts the spec leaves open
  alertNetworkNotFoundLong:
    "Add this network to the networks array passed to createFoyer before switching to it.",
  alertOriginNotAllowedLong:
    "This page's origin is not in the project's allowed origins. Add it on your Foyer server.",
  alertEmbeddedWalletLoadFailedLong:
    "The embedded wallet could not be loaded. Check your connection and try again.",
  alertEmbeddedWalletTimedOutLong: "The embedded wallet did not answer in time. Please try again.",
  alertUnverifiedDomain: "Unverified Domain",
  alertUnverifiedDomainLong:
    "This domain is not verified for the project, so the embedded wallet is unavailable.",
  alertSessionExpiredLong:
    "Your device's clock may be wrong. Check your date and time settings, then reconnect.",
  alertInvalidProjectIdLong:
    "The Foyer server does not know this project ID. Check the projectId passed to createFoyer.",
  alertProjectIdNotConfigured: "Project ID Not Configured",
  alertProjectIdNotConfiguredLong: "createFoyer needs a projectId. Pass the ID of your project.",
  alertAppConfigurationFailedLong:
    "The Foyer server could not return the project configuration. Please try again later.",
  alertAppConfigurationRateLimited: "Too Many Requests",
  alertAppConfigurationRateLimitedLong:
    "The project configuration was requested too often. Wait a moment and try again.",
  alertMultiWalletNotEnabled: "Multi-Wallet Not Enabled",
  alertMultiWalletNotEnabledLong:
    "This app allows one connected wallet at a time. Disconnect it to connect another.",

  // §8 Wallet error codes (EIP-1193, EIP-1474, EIP-5792, WalletConnect)
  walletUserRejected: "The request was rejected in the wallet",
  walletUnauthorized: "The wallet has not authorized this account or method",
  walletUnsupportedMethod: "The wallet does not support this method",
  walletProviderDisconnected: "The wallet is not connected to any chain",
  walletChainDisconnected: "The wallet is not connected to the requested chain",
  walletUnrecognizedChain: "The wallet does not know this chain yet",
  walletParseError: "The wallet could not read the request",
  walletInvalidRequest: "The wallet received an invalid request",
  walletMethodNotFound: "The wallet does not offer this method",
  walletInvalidParams: "The request had invalid parameters",
  walletInternalError: "The wallet ran into an internal error",
  walletInvalidInput: "The wallet rejected the request input",
  walletUnsupportedCapability: "The wallet does not support a required capability",
  walletUnsupportedChainId: "The wallet does not support calls on this chain",
  walletDuplicateId: "A batch with this id was already submitted",
  walletUnknownBundleId: "The wallet does not know this batch id",
  walletBundleTooLarge: "The batch has too many calls for the wallet",
  walletAtomicUpgradeRejected: "The upgrade to atomic batches was rejected",
  walletAtomicityNotSupported: "The wallet cannot run these calls atomically",
  walletError: "The wallet returned an error",

  // §8 Client errors
  chainNotConfigured: "This chain is not configured. Add it to the networks passed to createFoyer.",
  connectorAlreadyConnected: "This wallet is already connected",
  connectorNotConnected: "This wallet is not connected",
  chainMismatch: "The wallet is on a different chain than this request",
  providerNotFound: "No wallet provider was found for this connector",
  chainSwitchingNotSupported: "This wallet cannot switch chains from the app",

  // Adapters: what a wallet's answer left out
  walletConnectNoEvmChain: "The WalletConnect session has no EVM chain",
  walletConnectNoEvmAccount: "The WalletConnect session grants no EVM account",
  walletConnectNoSession: "There is no WalletConnect session to restore",
  embeddedWalletSignedOut: "The embedded wallet is not signed in",
  rpcAnswerInvalid: (method: string) => `The chain's answer to ${method} is not valid`,
  transactionNotMined: "Transaction not mined in time",

  // Connect
  pairingReplaced: "Pairing replaced by a fresh URI",
  pairingLeft: "Pairing left pending",

  // Images and the embedded wallet's frame
  imageUnavailable: "The image could not be loaded",
  frameOriginNotHttp: "The embedded wallet's frame origin must be an http(s) URL",

  // Bad input to public functions
  invalidNumber: "Invalid number",
  invalidDecimals: "Token decimals must be a whole number from 0 to 255",
  invalidTimestamp: "Invalid timestamp",
  invalidEmail: "Invalid email",
  invalidTimeZone: "Invalid time zone",
  invalidFeatureOption: (key: string) => `Invalid feature option: ${key}`,
  invalidLogLevel: (value: string) =>
    `logLevel must be one of trace, debug, info, warn, error, silent, got ${value}`,
  invalidThemeMode: (value: string) => `themeMode must be "light" or "dark", got ${value}`,
} as const;
