/** Behaviour §8, §9: HTTP statuses the chain RPC transport retries. */
export const RPC_RETRY_STATUSES: readonly number[] = [403, 408, 413, 429, 500, 502, 503, 504];

/** Behaviour §8: codes the fallback transport never retries (user rejection). */
export const RPC_NO_RETRY_CODES: readonly number[] = [4001, 5000];

/**
 * Chain RPC transport figures (behaviour §9), in one place so the browser's
 * adapters and the server's upstream calls use the same.
 */
export const RPC_TRANSPORT_CONFIG = {
  retryCount: 3,
  /** Base of the exponential delay: 150, 300, 600 ms… unless the server sends Retry-After. */
  retryDelayMs: 150,
  timeoutMs: 10_000,
  batch: { batchSize: 1000, wait: 0 },
  retryStatuses: RPC_RETRY_STATUSES,
} as const;

/** Behaviour §9 fallback ranking: score = 0.7·stability + 0.3·latency, probed every 4 s over 10 samples. */
export const RPC_FALLBACK_RANKING = {
  weights: { stability: 0.7, latency: 0.3 },
  intervalMs: 4000,
  sampleCount: 10,
} as const;
