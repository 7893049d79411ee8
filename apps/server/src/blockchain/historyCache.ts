/**
 * History pages kept in memory per instance, grouped by chain. A page is served from
 * here until the chain's history changes (the indexer, on whichever instance runs it,
 * announces indexed or rewound transfers; the onramp announces a recorded delivery) or
 * `ttlMs` passes (a page's fiat values follow prices no slower than the balance cache).
 *
 * Concurrent readers of a missing page share one load. An entry holds its load from the
 * moment it starts, and a change removes it at once: a load begun before a change is
 * never served to a reader that came after it.
 */
export interface HistoryCache<T> {
  read(chainId: string, key: string, load: () => Promise<T>): Promise<T>;
  /** Drops one chain's pages, or every page (when announcements may have been missed). */
  invalidate(chainId?: string): void;
}

interface Entry<T> {
  chainId: string;
  expiresAt: number;
  value: Promise<T>;
}

export function createHistoryCache<T>(options: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}): HistoryCache<T> {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry<T>>();

  return {
    read(chainId, key, load) {
      const slot = `${chainId}\n${key}`;
      const found = entries.get(slot);
      if (found !== undefined && found.expiresAt > now()) return found.value;
      if (options.ttlMs <= 0) return load();
      const entry: Entry<T> = { chainId, expiresAt: now() + options.ttlMs, value: load() };
      // Re-inserted last: the Map's order is the eviction order (oldest load first).
      entries.delete(slot);
      entries.set(slot, entry);
      if (entries.size > options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      // A failed load is not kept: the next reader tries again.
      entry.value.catch(() => {
        if (entries.get(slot) === entry) entries.delete(slot);
      });
      return entry.value;
    },
    invalidate(chainId) {
      if (chainId === undefined) {
        entries.clear();
        return;
      }
      for (const [slot, entry] of entries) if (entry.chainId === chainId) entries.delete(slot);
    },
  };
}
