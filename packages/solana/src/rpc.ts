import { ApiError, type CaipNetwork, createClientError, type FetchLike } from "@foyer/core";
import {
  beforeDeadline,
  coreText,
  createRpcHttpConnection,
  messages,
  RPC_TRANSPORT_CONFIG,
} from "@foyer/core/internal";
import { retryRpcAfterFailure, shouldRetryRpc } from "@foyer/protocol";
import {
  createSolanaRpcFromTransport,
  type Rpc,
  type RpcTransport,
  type SolanaRpcApi,
} from "@solana/kit";
import { parseJsonWithBigInts, stringifyJsonWithBigInts } from "@solana/rpc-spec-types";

export type SolanaRpc = Rpc<SolanaRpcApi>;

export interface RpcRegistryOptions {
  /** Default the page's `fetch`. */
  fetch?: FetchLike;
  /** Skip the connection's 'test' ping at open (behaviour §7 "unless disabled"). */
  disableProviderPing?: boolean;
}

/**
 * One @solana/kit RPC client per network, made on first use, reading `rpcUrls.default` (the
 * proxy). Its requests travel over core's HTTP JSON-RPC connection (behaviour §7 chain RPC), which
 * pings the endpoint with 'test' when it opens, unless disabled; bodies keep u64 values exact.
 * A request that failed on the way (the network, a 429 or 5xx) is tried again by the same
 * rules as the EVM chains' (`retryRpcAfterFailure`: 150 ms doubling or the server's
 * Retry-After), and the whole call, every try included, ends by one deadline
 * (RPC_TRANSPORT_CONFIG.timeoutMs): an endpoint that never answers fails the call then.
 */
export function createRpcRegistry(
  urlOf: (network: CaipNetwork) => string | undefined,
  options: RpcRegistryOptions = {},
) {
  const clients = new Map<string, SolanaRpc>();
  const fetch: FetchLike = options.fetch ?? ((url, init) => globalThis.fetch(url, init));
  return (network: CaipNetwork): SolanaRpc => {
    const url = urlOf(network);
    if (url === undefined) {
      throw createClientError("CHAIN_NOT_CONFIGURED", { caipNetworkId: network.caipNetworkId });
    }
    let rpc = clients.get(url);
    if (rpc === undefined) {
      const connection = createRpcHttpConnection({
        url,
        fetch,
        toJson: (payload) => stringifyJsonWithBigInts(payload),
        fromJson: parseJsonWithBigInts,
        ...(options.disableProviderPing ? { disableProviderPing: true } : {}),
      });
      const transport = (async ({ payload }) => {
        const deadlineAt = Date.now() + RPC_TRANSPORT_CONFIG.timeoutMs;
        // At the deadline the endpoint counts as unavailable (no status: what a hung connection
        // is), and the retry rules then find no time left.
        const once = () =>
          beforeDeadline(
            connection.request(payload as never),
            deadlineAt,
            () =>
              new ApiError(coreText("rpcUnavailable", messages.rpcUnavailable, url), {
                code: "RPC_UNAVAILABLE",
                details: { url, timedOut: true },
              }),
          );
        try {
          return await once();
        } catch (failure) {
          return retryRpcAfterFailure(failure, {
            once,
            deadlineAt,
            retryable: retryableFailure,
            retryAfterOf,
          });
        }
      }) as RpcTransport;
      rpc = createSolanaRpcFromTransport(transport) as SolanaRpc;
      clients.set(url, rpc);
    }
    return rpc;
  };
}

/**
 * The connection's failures carry their HTTP status in `details` (a refused or reset
 * connection has none and is retried); a JSON-RPC error is an answer, not a failure, and
 * reaches @solana/kit untouched.
 */
function retryableFailure(error: unknown): boolean {
  const status = (error as { details?: { status?: unknown } } | null)?.details?.status;
  return shouldRetryRpc(typeof status === "number" ? { status } : error);
}

/** A 429's or 503's Retry-After, which the connection keeps in the failure's details. */
function retryAfterOf(error: unknown): string | undefined {
  const retryAfter = (error as { details?: { retryAfter?: unknown } } | null)?.details?.retryAfter;
  return typeof retryAfter === "string" ? retryAfter : undefined;
}
