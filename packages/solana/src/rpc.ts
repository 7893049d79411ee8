import { type CaipNetwork, createClientError, type FetchLike } from "@foyer/core";
import { createRpcHttpConnection } from "@foyer/core/internal";
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
  /** Skip the connection's 'test' ping at open (SPEC §7 "unless disabled"). */
  disableProviderPing?: boolean;
}

/**
 * One @solana/kit RPC client per network, made on first use, reading `rpcUrls.default` (the
 * proxy). Its requests travel over core's HTTP JSON-RPC connection (SPEC §7 chain RPC), which
 * pings the endpoint with 'test' when it opens, unless disabled; bodies keep u64 values exact.
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
      const transport = (({ payload }) => connection.request(payload as never)) as RpcTransport;
      rpc = createSolanaRpcFromTransport(transport) as SolanaRpc;
      clients.set(url, rpc);
    }
    return rpc;
  };
}
