/**
 * @foyer/core: the toolkit's state and rules, framework-free. These names are the public
 * API (see README "Public API"); everything else is `@foyer/core/internal`, which Foyer's own
 * packages use and which carries no stability promise.
 */

// The chain adapter contract an app passes in (and the types its signatures name), and the
// lazy wrapper that defers one's code.
export type {
  ChainAdapter,
  Connection,
  ConnectionAccount,
  Connector,
  ConnectorType,
} from "./adapter/index.js";
export { type LazyChainAdapterOptions, lazyChainAdapter } from "./adapter/index.js";
export { buildRpcProxyUrl, type FetchLike } from "./api/index.js";
// What the instance's stores and the React hooks hand out: account status, wallet info, routes.
export type {
  AccountStatus,
  BalanceFollowOptions,
  ConnectedWalletInfo,
  PairingAbortReason,
} from "./connection/index.js";
// The default of the isMobile option, for a host that wants to add to it.
export { isMobileDevice } from "./device/index.js";
export { type Clock, systemClock, type TimerHandle } from "./effects/clock.js";
export { createMemoryStorage, type KeyValueStorage } from "./effects/storage.js";
export type { ApprovalRequest } from "./embedded/index.js";
// The embedded wallet contract (@foyer/embedded implements it) and the types it names.
export {
  type EmbeddedAppData,
  type EmbeddedProvider,
  type EmbeddedTheme,
  type EmbeddedWallet,
  type FrameSlot,
  lazyEmbeddedWallet,
  type SocialPopups,
} from "./embedded/index.js";
export {
  ApiError,
  type ApiErrorCode,
  ClientError,
  type ClientErrorCode,
  ConfigurationError,
  type ConfigurationErrorCode,
  ConnectionError,
  type ConnectionErrorCode,
  createClientError,
  type ErrorCategory,
  FoyerError,
  type FoyerErrorCode,
  type FoyerErrorOptions,
  FrameError,
  type FrameErrorCode,
  InvalidInputError,
  type InvalidInputErrorCode,
  isFoyerError,
  isUserRejection,
  normalizeWalletError,
  readWalletErrorCode,
  SignInError,
  type SignInErrorCode,
  userMessageOf,
  userTextOf,
  WalletError,
  type WalletErrorCode,
} from "./errors/index.js";
export type {
  ConnectMethod,
  FeatureOptions,
  Features,
  SocialOption,
  SocialProvider,
} from "./features/index.js";
export {
  type CoreText,
  type CoreTextKey,
  DEFAULT_LOCALE,
  englishOf,
  LOCALES,
  type Locale,
  type UserText,
} from "./i18n/index.js";
export {
  createFoyer,
  type Foyer,
  type FoyerEvents,
  type FoyerMetadata,
  type FoyerOptions,
  type FoyerServerOptions,
  type FoyerSiwx,
  type FoyerStores,
  getFoyerProvider,
  watchFoyerProvider,
} from "./instance/index.js";
// The legal checkbox's state, as stores.legal holds it.
export type { LegalState } from "./legal/index.js";
export { LOG_LEVELS, type LogLevel } from "./logging/index.js";
export {
  BITCOIN_MAINNET,
  BITCOIN_REGTEST,
  BITCOIN_TESTNET,
  type BitcoinNetworkInput,
  bitcoinNetwork,
  bitcoinNetworks,
  type EvmChainLike,
  type EvmNetworkOptions,
  esploraProxyUrl,
  evmChainToCaipNetwork,
  SOLANA_DEVNET_ID,
  SOLANA_MAINNET_ID,
  SOLANA_TESTNET_ID,
  type SolanaNetworkInput,
  solanaNetwork,
  solanaPublicNetworks,
} from "./network/index.js";
export {
  COOKIE_PERSISTENCE_KEYS,
  type CookieJar,
  type CookieStorageOptions,
  createCookieStorage,
  foyerCookieName,
  readonlyCookieJar,
} from "./persistence/index.js";
// The active wallet as other libraries take it (ethers, viem, @solana/kit, sats-connect).
export type {
  BitcoinSigner,
  Eip1193Provider,
  FoyerBitcoinProvider,
  FoyerEip155Provider,
  FoyerProviderNamespace,
  FoyerProviders,
  FoyerSolanaProvider,
  ReadonlyUint8Array,
  WalletStandardAccount,
  WalletStandardWallet,
} from "./provider/index.js";
export type { PlainView, Route, View, ViewParams } from "./router/index.js";
export {
  createLocalSiwx,
  createServerSiwx,
  createSiwxServerApi,
  formatSiwxMessage,
  type LocalSiwxOptions,
  type ServerSiwxOptions,
  type SiweConfig,
  type SiweCreateMessageArgs,
  type SiweSession,
  type SiwxConfig,
  type SiwxMessage,
  type SiwxMessageData,
  type SiwxServerApi,
  type SiwxServerApiOptions,
  type SiwxSession,
} from "./siwx/index.js";
export {
  THEME_MODES,
  type ThemeMode,
  type ThemeVariableName,
  themeVariableName,
} from "./theme/index.js";
export type {
  AccountType,
  CaipAddress,
  CaipNetwork,
  CaipNetworkId,
  ChainNamespace,
  NativeCurrency,
} from "./types/chain.js";
