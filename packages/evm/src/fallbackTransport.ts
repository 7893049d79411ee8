import { RPC_FALLBACK_RANKING, shouldRetryRpc } from "@foyer/core/internal";
import { fallback, type Transport } from "@wagmi/core";

/**
 * viem's `fallback` over several URLs' transports, ranked as behaviour §9 says
 * (0.7 stability, 0.3 latency, probed every 4 s, 10 samples kept). A failure
 * worth retrying hands over to the next URL; a final answer (user rejection
 * 4001/5000, a revert, a 400) does not. Its own module: only networks with
 * several URLs load it, so a page with one URL per network never does.
 */
export function rankedFallback(members: Transport[]): Transport {
  return fallback(members, {
    retryCount: 0,
    rank: {
      interval: RPC_FALLBACK_RANKING.intervalMs,
      sampleCount: RPC_FALLBACK_RANKING.sampleCount,
      weights: { ...RPC_FALLBACK_RANKING.weights },
    },
    shouldThrow: (error) => !shouldRetryRpc(error),
  });
}
