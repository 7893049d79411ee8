import type { NetworkConfig } from "../config.js";
import type { RpcTransport } from "../rpc/upstream.js";
import { createUpstreamPool, type UpstreamObserver, type UpstreamPool } from "./upstreamPool.js";

/** One failover pool per configured network, shared by the RPC proxy and the chain clients. */
export interface NetworkUpstreams {
  /** The pool of `chainId`, or undefined when it is not configured. */
  get(chainId: string): UpstreamPool | undefined;
  /** The pool of `chainId`'s ERC-4337 bundler, or undefined when it has none. */
  bundler(chainId: string): UpstreamPool | undefined;
  /** Every pool made so far, by network (`bundler:<id>` for a bundler), for metrics. */
  pools(): ReadonlyMap<string, UpstreamPool>;
  close(): void;
}

export function createNetworkUpstreams(options: {
  networks: Readonly<Record<string, NetworkConfig>>;
  transport: RpcTransport;
  deadlineMs: number;
  probeIntervalMs?: number;
  /** Told of every upstream call (metrics). */
  observer?: UpstreamObserver;
}): NetworkUpstreams {
  const pools = new Map<string, UpstreamPool>();
  const networkOf = (chainId: string) =>
    Object.hasOwn(options.networks, chainId) ? options.networks[chainId] : undefined;
  const poolFor = (key: string, urls: readonly string[]) => {
    const existing = pools.get(key);
    if (existing !== undefined) return existing;
    const pool = createUpstreamPool({
      urls,
      transport: options.transport,
      deadlineMs: options.deadlineMs,
      network: key,
      ...(options.observer === undefined ? {} : { observer: options.observer }),
      ...(options.probeIntervalMs === undefined
        ? {}
        : { probeIntervalMs: options.probeIntervalMs }),
    });
    pools.set(key, pool);
    return pool;
  };
  return {
    get(chainId) {
      const network = networkOf(chainId);
      return network === undefined ? undefined : poolFor(chainId, network.rpcUrls);
    },
    bundler(chainId) {
      const bundlerUrl = networkOf(chainId)?.bundlerUrl;
      return bundlerUrl === undefined ? undefined : poolFor(`bundler:${chainId}`, [bundlerUrl]);
    },
    pools: () => pools,
    close() {
      for (const pool of pools.values()) pool.close();
      pools.clear();
    },
  };
}
