import { RPC_TRANSPORT_CONFIG } from "@foyer/core";
import { http, type Transport } from "@wagmi/core";

/**
 * The HTTP transport for chain reads (SPEC §9): 3 retries from a 150 ms
 * exponential base (viem doubles it per attempt and honours Retry-After, and
 * retries exactly the SPEC §8 statuses), 10 s timeout, JSON-RPC batches of up
 * to 1000 calls flushed on the next tick.
 */
export function rpcTransport(url: string): Transport {
  return http(url, {
    retryCount: RPC_TRANSPORT_CONFIG.retryCount,
    retryDelay: RPC_TRANSPORT_CONFIG.retryDelayMs,
    timeout: RPC_TRANSPORT_CONFIG.timeoutMs,
    batch: { ...RPC_TRANSPORT_CONFIG.batch },
  });
}
