import { describe, expect, it } from "vitest";
import { type MessageKey, messages } from "./messages.js";

/**
 * Every other test imports its expected text from the catalogue, so a typo
 * there would pass everywhere. This table is the one place the spec's wording
 * is written out literally, copied from behaviour §5, §6 and §8.
 */
const BEHAVIOUR_TEXT: Record<Exclude<MessageKey, "rpcUnavailable">, string> = {
  addressInvalid: "Address is invalid",
  invalidCaip2: "Invalid CAIP-2 network id",
  invalidCaip10: "Invalid CAIP-10 address",
  sendAmountAndReceiverRequired: "An amount and receiver address are required",
  sendTokenRequired: "A token is required",
  unsupportedChain: "Unsupported chain",
  emailCooldown: "Please try again after 12 seconds",
  siweAndSiwxBothSet: "Cannot set both `siweConfig` and `siwx` options",
  rpcCallNotAllowed: "Requested RPC call is not allowed",
  actionNotAllowed: "Action not allowed",
  httpStatus: "HTTP status code: 503",
  invalidAppConfiguration: "Invalid App Configuration",
  tokenBalanceUnavailable: "Token Balance Unavailable",
  gasPriceNetworkUnsupported: "Network not supported for Gas Price",
  swapsNetworkUnsupported: "Network not supported for Swaps",
  nameResolveFailed: "Error resolving name",
  nameSuggestionsFailed: "Error fetching name suggestions",
  namesForAddressFailed: "Error fetching names for address",
  nameRegisterFailed: "Error registering name alice",
  networkNotFound: "Network not found",
  addressOrAuthConnectorNotFound: "Address or auth connector not found",
  chainAdapterNotFound: "Chain adapter not found",
  networkClientNotSet: "NetworkController client not set",
  connectionClientNotSet: "ConnectionController client not set",
  adapterNotFound: "Adapter not found",
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
  disconnectChainsFailed: "Failed to disconnect chains: boom",
  authInitFailed: "A problem occurred while trying initialize authentication",
  signMessageFailed: "Error signing message",
  transactionsFetchFailed: "Failed to fetch transactions",
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
  alertNetworkNotFound: "Network Not Found",
  alertEmbeddedWalletLoadFailed: "Network Error - Could not load embedded wallet",
  alertEmbeddedWalletTimedOut: "Embedded Wallet Request Timed Out",
  alertSessionExpired: "Session Expired",
  alertInvalidProjectId: "Invalid Project ID",
  alertAppConfigurationFailed: "Failed to get App Configuration",
  providerOriginNotAllowed: "Unauthorized: origin not allowed",
  providerJwtNotYetValid: "JWT validation error: JWT Token is not yet valid",
  providerInvalidKey: "Unauthorized: invalid key",
  frameLoadFailed: "Unable to load email login dependency",
  requestAborted: "Request was aborted",
  somethingWentWrong: "Something went wrong",
  frameErrorWithoutMessage: "An error occurred",
};

/** Placeholder values for the messages that take one. */
function render(key: MessageKey): string {
  const message = messages[key];
  if (typeof message === "string") return message;
  if (key === "emailCooldown" || key === "httpStatus") {
    return (message as (n: number) => string)(key === "emailCooldown" ? 12 : 503);
  }
  const text = key === "nameRegisterFailed" ? "alice" : "boom";
  return (message as (s: string) => string)(text);
}

describe("message catalogue spells the spec's strings (behaviour §5, §6, §8)", () => {
  it.each(Object.entries(BEHAVIOUR_TEXT))("%s is %j", (key, text) => {
    expect(render(key as MessageKey)).toBe(text);
  });

  it("has no message the table above forgets", () => {
    expect(Object.keys(messages).sort()).toEqual(
      [...Object.keys(BEHAVIOUR_TEXT), "rpcUnavailable"].sort(),
    );
  });

  it("the unavailable-RPC message names the endpoint (wording not in the spec)", () => {
    expect(messages.rpcUnavailable("http://x")).toContain("http://x");
  });
});
