import { createPublicClient, type PublicClient } from "viem";
import type { NetworkConfig } from "../config.js";
import type { NetworkUpstreams } from "../upstream/networkUpstreams.js";
import { poolTransport } from "./poolTransport.js";

/** viem clients for the configured EVM networks, one per network, made on first use. */
export interface ChainClients {
  /** The client for `chainId`, or undefined when it isn't a configured eip155 network. */
  get(chainId: string): PublicClient | undefined;
}

/**
 * Every client reads through its network's failover pool — the same one the
 * RPC proxy uses — so a read has one deadline in all, and an upstream that
 * hangs or refuses is left for the next.
 */
export function createChainClients(
  networks: Readonly<Record<string, NetworkConfig>>,
  upstreams: NetworkUpstreams,
): ChainClients {
  const clients = new Map<string, PublicClient>();
  return {
    get(chainId) {
      const existing = clients.get(chainId);
      if (existing !== undefined) return existing;
      if (!Object.hasOwn(networks, chainId) || !chainId.startsWith("eip155:")) return undefined;
      const pool = upstreams.get(chainId);
      if (pool === undefined) return undefined;
      const client = createPublicClient({ transport: poolTransport(pool) });
      clients.set(chainId, client);
      return client;
    },
  };
}

/** Every configured eip155 network id, in config order. */
export function evmChainIds(networks: Readonly<Record<string, NetworkConfig>>): string[] {
  return Object.keys(networks).filter((chainId) => chainId.startsWith("eip155:"));
}
