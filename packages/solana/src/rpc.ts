import { type CaipNetwork, createClientError } from "@foyer/core";
import { createSolanaRpc, type Rpc, type SolanaRpcApi } from "@solana/kit";

export type SolanaRpc = Rpc<SolanaRpcApi>;

/** One @solana/kit RPC client per network, made on first use, reading `rpcUrls.default` (the proxy). */
export function createRpcRegistry(urlOf: (network: CaipNetwork) => string | undefined) {
  const clients = new Map<string, SolanaRpc>();
  return (network: CaipNetwork): SolanaRpc => {
    const url = urlOf(network);
    if (url === undefined) {
      throw createClientError("CHAIN_NOT_CONFIGURED", { caipNetworkId: network.caipNetworkId });
    }
    let rpc = clients.get(url);
    if (rpc === undefined) {
      rpc = createSolanaRpc(url) as SolanaRpc;
      clients.set(url, rpc);
    }
    return rpc;
  };
}
