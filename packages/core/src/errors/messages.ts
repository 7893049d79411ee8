/**
 * The one catalogue of user- and developer-facing messages that the spec
 * spells out (behaviour §5, §6, §8). Code and tests import them from here so a
 * wording never drifts between the place that throws and the place that checks.
 *
 * Messages with a placeholder are functions so the placeholder can't be
 * forgotten; everything else is a plain string.
 */
export const messages = {
  // §5 Validation
  addressInvalid: "Address is invalid",
  invalidCaip2: "Invalid CAIP-2 network id",
  invalidCaip10: "Invalid CAIP-10 address",
  sendAmountAndReceiverRequired: "An amount and receiver address are required",
  sendTokenRequired: "A token is required",
  unsupportedChain: "Unsupported chain",
  emailCooldown: (seconds: number) => `Please try again after ${seconds} seconds`,
  siweAndSiwxBothSet: "Cannot set both `siweConfig` and `siwx` options",

  // §6 Roles and permissions
  rpcCallNotAllowed: "Requested RPC call is not allowed",
  actionNotAllowed: "Action not allowed",

  // §8 HTTP and API
  httpStatus: (status: number) => `HTTP status code: ${status}`,
  invalidAppConfiguration: "Invalid App Configuration",
  tokenBalanceUnavailable: "Token Balance Unavailable",
  gasPriceNetworkUnsupported: "Network not supported for Gas Price",
  swapsNetworkUnsupported: "Network not supported for Swaps",

  // §8 Names
  nameResolveFailed: "Error resolving name",
  nameSuggestionsFailed: "Error fetching name suggestions",
  namesForAddressFailed: "Error fetching names for address",
  nameRegisterFailed: (name: string) => `Error registering name ${name}`,
  networkNotFound: "Network not found",
  addressOrAuthConnectorNotFound: "Address or auth connector not found",

  // §8 Adapters
  chainAdapterNotFound: "Chain adapter not found",
  networkClientNotSet: "NetworkController client not set",
  connectionClientNotSet: "ConnectionController client not set",
  adapterNotFound: "Adapter not found",

  // §8 Connect
  failedToConnect: "Failed to connect",
  popupClosed: "Popup closed",
  modalClosed: "Modal closed",
  connectionRejected: "Connection rejected",
  socialConnectionFailed: "Failed to initiate social connection",
  farcasterConnectionFailed: "Failed to connect to farcaster",
  noAuthConnector: "No auth connector found",
  notConnectedToEmailOrSocial: "Not connected to email or social",
  chainNotSupported: "Chain is not supported",
  invalidConnectionStatus: "Invalid connection status",
  disconnectChainsFailed: (reason: string) => `Failed to disconnect chains: ${reason}`,

  // §8 Auth and sign-in
  authInitFailed: "A problem occurred while trying initialize authentication",
  signMessageFailed: "Error signing message",
  transactionsFetchFailed: "Failed to fetch transactions",

  // §8 Thrown
  siwxNotEnabled: "SIWX is not enabled",
  noActiveCaipAddress: "No ActiveCaipAddress found",
  noActiveCaipNetworkOrClient: "No ActiveCaipNetwork or client found",
  noConnectionClient: "No ConnectionController client found",
  transactionsNeedAddress: "Transactions can't be fetched without an accountAddress",
  walletConnectConnectorNotFound: "WalletConnectorConnector not found",
  unsupportedChainNamespace: "Unsupported chain namespace",
  connectorSupportsNoRequestedChain: "The connector does not support any of the requested chains",
  createBeforeHook: "Please call createAppKit before using useAppKit hook",
  urlNotHttp: "Provided URL is not compatible with HTTP connection",
  connectionAlreadyClosed: "Connection already closed",
  rpcUnavailable: (url: string) => `RPC endpoint is unavailable: ${url}`,

  // §8 Alert short messages
  alertNetworkNotFound: "Network Not Found",
  alertEmbeddedWalletLoadFailed: "Network Error - Could not load embedded wallet",
  alertEmbeddedWalletTimedOut: "Embedded Wallet Request Timed Out",
  alertSessionExpired: "Session Expired",
  alertInvalidProjectId: "Invalid Project ID",
  alertAppConfigurationFailed: "Failed to get App Configuration",

  // §8 Provider messages that map to alerts
  providerOriginNotAllowed: "Unauthorized: origin not allowed",
  providerJwtNotYetValid: "JWT validation error: JWT Token is not yet valid",
  providerInvalidKey: "Unauthorized: invalid key",

  // §8 Frame
  frameLoadFailed: "Unable to load email login dependency",
  requestAborted: "Request was aborted",
  somethingWentWrong: "Something went wrong",
  frameErrorWithoutMessage: "An error occurred",
} as const;

export type MessageKey = keyof typeof messages;
