/** A size-bounded cache whose entries expire `ttlMs` after they were written. */
export interface TtlCache<V> {
  /** The value if it is still fresh. */
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  delete(key: string): void;
  clear(): void;
  /** Drops expired entries now; also runs by itself once `gcIntervalMs` has passed. */
  collectGarbage(): void;
  readonly size: number;
}

export interface TtlCacheOptions {
  ttlMs: number;
  /** The oldest write goes first once this many entries are held. */
  maxEntries: number;
  /** The clock, epoch ms; tests move it. */
  now?: () => number;
  /** How often expired entries are swept on access (default 5 minutes). */
  gcIntervalMs?: number;
}

/**
 * Creates a TTL cache. Garbage collection runs lazily on access rather than on a timer,
 * so an idle cache holds no timers and fake clocks stay simple. Shared by the client's
 * API caches and the server's chain-read caches.
 */
export function createTtlCache<V>(options: TtlCacheOptions): TtlCache<V> {
  const { ttlMs, maxEntries } = options;
  const now = options.now ?? Date.now;
  const gcIntervalMs = options.gcIntervalMs ?? 5 * 60_000;
  const entries = new Map<string, { value: V; expiresAt: number }>();
  let lastCollected = now();

  const collectGarbage = () => {
    const at = now();
    lastCollected = at;
    for (const [key, entry] of entries) if (entry.expiresAt <= at) entries.delete(key);
  };
  const collectIfDue = () => {
    if (now() - lastCollected >= gcIntervalMs) collectGarbage();
  };

  return {
    get(key) {
      collectIfDue();
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      if (entry.expiresAt > now()) return entry.value;
      entries.delete(key);
      return undefined;
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
      entries.set(key, { value, expiresAt: now() + ttlMs });
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
