export { rpcRetryDelay, shouldRetryRpc } from "@foyer/protocol";
export {
  ANALYTICS_RATE_LIMIT,
  type Analytics,
  type AnalyticsOptions,
  type AnalyticsPage,
  type AnalyticsProps,
  type AnalyticsSendResult,
  createAnalytics,
} from "./analytics/analytics.js";
export { createErrorReporter, errorReportProps } from "./analytics/errorReporter.js";
export {
  createSlidingWindowLimiter,
  type RateLimiter,
} from "./analytics/slidingWindowLimiter.js";
export {
  type ApiClient,
  type ApiClientOptions,
  createApiClient,
  DEFAULT_SDK_TYPE,
  DEFAULT_SDK_VERSION,
} from "./apiClient.js";
export {
  ACTIVITY_NAMESPACES,
  type AccountApi,
  BALANCE_NAMESPACES,
  type BalanceRequest,
  type TransactionsRequest,
} from "./blockchain/accountApi.js";
export {
  type ApiCaches,
  type CachedNativeBalance,
  createApiCaches,
} from "./blockchain/apiCaches.js";
export {
  type BlockchainApi,
  type BlockchainApiOptions,
  createBlockchainApi,
} from "./blockchain/blockchainApi.js";
// The answers of the blockchain API, as the client reads them.
export type * from "./blockchain/blockchainTypes.js";
export type { NameApi, RegisterNameRequest } from "./blockchain/nameApi.js";
export type {
  OnrampApi,
  OnrampDestinationWallet,
  OnrampUrlRequest,
} from "./blockchain/onrampApi.js";
export {
  DEFAULT_ONRAMP_OPTIONS,
  mockOnrampQuote,
  type OnrampQuoteRequest,
} from "./blockchain/onrampFallback.js";
export {
  createPreviewApi,
  type PreviewApi,
  type TransactionPreview,
  type TransactionPreviewRequest,
} from "./blockchain/previewApi.js";
export type { SessionApi, SessionPermission } from "./blockchain/sessionApi.js";
export type { SupportedChains } from "./blockchain/supportedChains.js";
export {
  type BuildSwapRequest,
  SWAP_SLIPPAGE_TOLERANCE,
  type SwapApi,
  type SwapQuoteRequest,
} from "./blockchain/swapApi.js";
export { filterTokenBalances } from "./blockchain/tokenBalanceFilter.js";
export {
  BALANCE_RETRY_AFTER_FAILURE_MS,
  createTokenBalanceLoader,
  type TokenBalanceLoader,
  type TokenBalanceLoaderOptions,
  type TokenBalanceResult,
  type TokenBalancesRefreshed,
} from "./blockchain/tokenBalanceLoader.js";
export { filterTransactions } from "./blockchain/transactionFilter.js";
export {
  hasMoreTransactions,
  INITIAL_TRANSACTION_LIST,
  isTransactionListEmpty,
  type TransactionListEvent,
  type TransactionListState,
  transactionListReducer,
} from "./blockchain/transactionList.js";
export {
  fetchTransactionPage,
  type TransactionPageRequest,
} from "./blockchain/transactionPage.js";
export {
  isWalletAsset,
  isWalletAssetsResponse,
  type WalletAssetsResponse,
  walletAssetsToTokenBalances,
} from "./blockchain/walletAssets.js";
export type { FetchInit, FetchLike, FetchResponse, QueryParams } from "./http/fetchTypes.js";
export {
  createHttpClient,
  type HttpClient,
  type HttpClientOptions,
  type HttpRequestOptions,
  REQUEST_DEDUPE_LIMIT,
} from "./http/httpClient.js";
export { httpStatusOf, type ServerErrorBody, serverMessageOf } from "./http/httpErrors.js";
export { isRetryableQueryError, QUERY_RETRY_COUNT, queryRetryDelay } from "./http/queryRetry.js";
export {
  CACHE_GC_INTERVAL_MS,
  CACHE_MAX_ENTRIES,
  CACHE_TTL_MS,
  createTtlCache,
  type TtlCache,
  type TtlCacheOptions,
} from "./http/ttlCache.js";
export { createProjectConfigApi, type ProjectConfigApi } from "./project/projectConfigApi.js";
export {
  buildRpcProxyUrl,
  RPC_FALLBACK_RANKING,
  RPC_NO_RETRY_CODES,
  RPC_RETRY_STATUSES,
  RPC_TRANSPORT_CONFIG,
} from "./rpc/rpcConfig.js";
export {
  createRpcHttpConnection,
  type JsonRpcRequest,
  RPC_TEST_PING,
  type RpcHttpConnection,
  type RpcHttpConnectionOptions,
} from "./rpc/rpcHttpConnection.js";
