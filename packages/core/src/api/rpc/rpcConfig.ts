import { rpcProxyUrl } from "@foyer/protocol";
import { parseCaipNetworkId } from "../../caip/caip.js";

/** SPEC §8, §9: HTTP statuses the chain RPC transport retries. */
export const RPC_RETRY_STATUSES: readonly number[] = [403, 408, 413, 429, 500, 502, 503, 504];

/** SPEC §8: codes the fallback transport never retries (user rejection). */
export const RPC_NO_RETRY_CODES: readonly number[] = [4001, 5000];

/**
 * Settings the EVM adapter hands to its HTTP transport (SPEC §9), typed here
 * so every adapter uses the same figures.
 */
export const RPC_TRANSPORT_CONFIG = {
  retryCount: 3,
  /** Base of the exponential delay: 150, 300, 600 ms… unless the server sends Retry-After. */
  retryDelayMs: 150,
  timeoutMs: 10_000,
  batch: { batchSize: 1000, wait: 0 },
  retryStatuses: RPC_RETRY_STATUSES,
} as const;

/** SPEC §9 fallback ranking: score = 0.7·stability + 0.3·latency, probed every 4 s over 10 samples. */
export const RPC_FALLBACK_RANKING = {
  weights: { stability: 0.7, latency: 0.3 },
  intervalMs: 4000,
  sampleCount: 10,
} as const;

/**
 * The provider's JSON-RPC proxy URL for a network (SPEC §7):
 * `{base}/v1/?chainId={caip id}&projectId={id}`. A malformed id fails with
 * 'Invalid CAIP-2 network id'.
 */
export function buildRpcProxyUrl(options: {
  baseUrl: string;
  caipNetworkId: string;
  projectId: string;
}): string {
  parseCaipNetworkId(options.caipNetworkId);
  return rpcProxyUrl({
    serverUrl: options.baseUrl,
    caipNetworkId: options.caipNetworkId,
    projectId: options.projectId,
  }) as string;
}
