/**
 * The transport figures of SPEC §8 and §9, for the server's own upstream
 * calls (RPC proxy, chain clients): the same numbers `@foyer/core` gives the
 * browser's transport (`RPC_RETRY_STATUSES`, `RPC_TRANSPORT_CONFIG`,
 * `RPC_FALLBACK_RANKING`), which the server can't import.
 */
export const UPSTREAM_POLICY = {
  /** HTTP answers that mean "try another upstream, or again later". */
  retryStatuses: [403, 408, 413, 429, 500, 502, 503, 504] as readonly number[],
  /** Rounds over the upstreams after the first, while the deadline allows. */
  retryCount: 3,
  /** 150, 300, 600 ms between rounds unless an upstream sent Retry-After. */
  retryDelayMs: 150,
  ranking: { weights: { stability: 0.7, latency: 0.3 }, intervalMs: 4_000, sampleCount: 10 },
} as const;

/** Whether an upstream's HTTP answer sends the call on to the next upstream (SPEC §8). */
export function isRetryableStatus(status: number): boolean {
  return UPSTREAM_POLICY.retryStatuses.includes(status);
}

/**
 * Delay before retry round `round` (0-based): 150 ms doubling, unless an
 * upstream's Retry-After (seconds or an HTTP date) says otherwise.
 */
export function retryDelayMs(round: number, retryAfter: string | undefined, nowMs: number): number {
  if (retryAfter !== undefined && retryAfter !== "") {
    const seconds = Number(retryAfter);
    if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
    const date = Date.parse(retryAfter);
    if (!Number.isNaN(date)) return Math.max(0, date - nowMs);
  }
  return UPSTREAM_POLICY.retryDelayMs * 2 ** round;
}
