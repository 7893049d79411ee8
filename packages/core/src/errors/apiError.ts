import { FoyerError } from "./FoyerError.js";

/** The codes of {@link ApiError}. */
export const API_ERROR_CODES = [
  /** The server answered a non-2xx status (`details.status`, the server's own `serverMessage`). */
  "HTTP_ERROR",
  /** A 2xx answer that is not JSON, or a JSON-RPC answer without what was asked. */
  "INVALID_RESPONSE",
  /** The provider server could not be reached at all. */
  "API_UNAVAILABLE",
  /** behaviour §8 origins fetch: HTTP 429. */
  "RATE_LIMITED",
  /** behaviour §8 origins fetch: HTTP 5xx. */
  "SERVER_ERROR",
  /** A chain RPC endpoint could not be reached. */
  "RPC_UNAVAILABLE",
  /** The RPC connection was closed twice. */
  "RPC_CONNECTION_CLOSED",
  /** The API does not serve the network the call is for. */
  "UNSUPPORTED_NETWORK",
  "TOKEN_BALANCE_UNAVAILABLE",
  "TRANSACTIONS_FETCH_FAILED",
  "MISSING_ACCOUNT_ADDRESS",
  "NAME_RESOLVE_FAILED",
  "NAMES_FOR_ADDRESS_FAILED",
  "NAME_SUGGESTIONS_FAILED",
  "NAME_REGISTER_FAILED",
  /** A wallet, network or token image did not load. */
  "IMAGE_UNAVAILABLE",
  /** A sent transaction or batch was not seen mined within the adapter's wait. */
  "TRANSACTION_NOT_MINED",
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/**
 * A call to the provider server or a chain's RPC failed, or cannot be made
 * (behaviour §7, §8): an HTTP status, an unreachable host, an answer of the wrong
 * shape, a network the API does not serve, and the per-call failures the
 * spec names ('Token Balance Unavailable', 'Error resolving name', …).
 */
export class ApiError extends FoyerError<ApiErrorCode> {
  static override readonly docsPath: string = "docs/errors.md#apierror";
  override readonly name = "ApiError";
}
