import { createPublicClient, http, type PublicClient } from "viem";
import type { NetworkConfig } from "../config.js";

/** viem clients for the configured EVM upstreams, one per network, made on first use. */
export interface ChainClients {
  /** The client for `chainId`, or undefined when it isn't a configured eip155 network. */
  get(chainId: string): PublicClient | undefined;
}

export function createChainClients(
  networks: Readonly<Record<string, NetworkConfig>>,
  timeoutMs: number,
): ChainClients {
  const clients = new Map<string, PublicClient>();
  return {
    get(chainId) {
      const existing = clients.get(chainId);
      if (existing !== undefined) return existing;
      const network = Object.hasOwn(networks, chainId) ? networks[chainId] : undefined;
      if (network === undefined || !chainId.startsWith("eip155:")) return undefined;
      const client = createPublicClient({
        // Batching folds the many eth_calls of one balance or price read into a
        // single JSON-RPC batch, so no Multicall3 contract is needed (the devnet has none).
        transport: http(network.rpcUrl, { batch: { wait: 0 }, timeout: timeoutMs, retryCount: 1 }),
      });
      clients.set(chainId, client);
      return client;
    },
  };
}

/** Every configured eip155 network id, in config order. */
export function evmChainIds(networks: Readonly<Record<string, NetworkConfig>>): string[] {
  return Object.keys(networks).filter((chainId) => chainId.startsWith("eip155:"));
}
