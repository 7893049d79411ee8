import { createTtlCache as createSharedTtlCache, type TtlCache } from "@foyer/protocol";
import type { Clock } from "../../effects/clock.js";

/** Behaviour §9 cache lifetimes. */
export const CACHE_TTL_MS = {
  portfolio: 30_000,
  nativeBalance: 30_000,
  name: 5 * 60_000,
  identity: 5 * 60_000,
} as const;

/** Behaviour §9: stale cache entries are collected every 5 minutes. */
export const CACHE_GC_INTERVAL_MS = 5 * 60_000;

/** Default bound on entries per cache, so a long session can't grow it without limit. */
export const CACHE_MAX_ENTRIES = 500;

export type { TtlCache } from "@foyer/protocol";

/** Options of `createTtlCache`. */
export interface TtlCacheOptions {
  clock: Clock;
  ttlMs: number;
  maxEntries?: number;
}

/** A TTL cache on the instance's clock, with behaviour §9's 5-minute garbage collection. */
export function createTtlCache<V>(options: TtlCacheOptions): TtlCache<V> {
  const { clock } = options;
  return createSharedTtlCache<V>({
    ttlMs: options.ttlMs,
    maxEntries: options.maxEntries ?? CACHE_MAX_ENTRIES,
    now: () => clock.now(),
    gcIntervalMs: CACHE_GC_INTERVAL_MS,
  });
}
