import type { NetworkConfig } from "../config.js";
import type { RpcTransport } from "../rpc/upstream.js";
import { createUpstreamPool, type UpstreamPool } from "./upstreamPool.js";

/** One failover pool per configured network, shared by the RPC proxy and the chain clients. */
export interface NetworkUpstreams {
  /** The pool of `chainId`, or undefined when it is not configured. */
  get(chainId: string): UpstreamPool | undefined;
  close(): void;
}

export function createNetworkUpstreams(options: {
  networks: Readonly<Record<string, NetworkConfig>>;
  transport: RpcTransport;
  deadlineMs: number;
  probeIntervalMs?: number;
}): NetworkUpstreams {
  const pools = new Map<string, UpstreamPool>();
  return {
    get(chainId) {
      const existing = pools.get(chainId);
      if (existing !== undefined) return existing;
      const network = Object.hasOwn(options.networks, chainId)
        ? options.networks[chainId]
        : undefined;
      if (network === undefined) return undefined;
      const pool = createUpstreamPool({
        urls: network.rpcUrls,
        transport: options.transport,
        deadlineMs: options.deadlineMs,
        ...(options.probeIntervalMs === undefined
          ? {}
          : { probeIntervalMs: options.probeIntervalMs }),
      });
      pools.set(chainId, pool);
      return pool;
    },
    close() {
      for (const pool of pools.values()) pool.close();
      pools.clear();
    },
  };
}
