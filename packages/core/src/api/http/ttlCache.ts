import type { Clock } from "../../effects/clock.js";

/** SPEC §9 cache lifetimes. */
export const CACHE_TTL_MS = {
  portfolio: 30_000,
  nativeBalance: 30_000,
  name: 5 * 60_000,
  identity: 5 * 60_000,
} as const;

/** SPEC §9: stale cache entries are collected every 5 minutes. */
export const CACHE_GC_INTERVAL_MS = 5 * 60_000;

/** Default bound on entries per cache, so a long session can't grow it without limit. */
export const CACHE_MAX_ENTRIES = 500;

/** A size-bounded cache whose entries expire `ttlMs` after they were written. */
export interface TtlCache<V> {
  /** The value if it is still fresh. */
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  delete(key: string): void;
  clear(): void;
  /** Drops expired entries now; also runs by itself at most every 5 minutes. */
  collectGarbage(): void;
  readonly size: number;
}

/** Options of `createTtlCache`. */
export interface TtlCacheOptions {
  clock: Clock;
  ttlMs: number;
  maxEntries?: number;
}

/**
 * Creates a TTL cache. Garbage collection runs lazily on access rather than on
 * a timer, so an idle instance holds no timers and fake clocks stay simple.
 */
export function createTtlCache<V>(options: TtlCacheOptions): TtlCache<V> {
  const { clock, ttlMs } = options;
  const maxEntries = options.maxEntries ?? CACHE_MAX_ENTRIES;
  const entries = new Map<string, { value: V; expiresAt: number }>();
  let lastCollected = clock.now();

  const collectGarbage = () => {
    const now = clock.now();
    lastCollected = now;
    for (const [key, entry] of entries) if (entry.expiresAt <= now) entries.delete(key);
  };
  const collectIfDue = () => {
    if (clock.now() - lastCollected >= CACHE_GC_INTERVAL_MS) collectGarbage();
  };

  return {
    get(key) {
      collectIfDue();
      const entry = entries.get(key);
      return entry && entry.expiresAt > clock.now() ? entry.value : undefined;
    },
    set(key, value) {
      collectIfDue();
      entries.delete(key);
      if (entries.size >= maxEntries) collectGarbage();
      // Map keeps insertion order, so the first key is the oldest write.
      while (entries.size >= maxEntries) {
        const oldest = entries.keys().next();
        if (oldest.done) break;
        entries.delete(oldest.value);
      }
      entries.set(key, { value, expiresAt: clock.now() + ttlMs });
    },
    delete(key) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
    collectGarbage,
    get size() {
      return entries.size;
    },
  };
}
