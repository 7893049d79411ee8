import { createTtlCache } from "@foyer/protocol";

/**
 * History pages kept in memory per instance, grouped by chain. A page is served from
 * here until the chain's history changes (the indexer, on whichever instance runs it,
 * announces indexed or rewound transfers; the onramp announces a recorded delivery) or
 * `ttlMs` passes (a page's fiat values follow prices no slower than the balance cache).
 *
 * Concurrent readers of a missing page share one load. Each chain's pages are filed under
 * its generation, which a change moves on: a load begun before a change is never served to
 * a reader that came after it, and the pages left behind age out of the cache.
 */
export interface HistoryCache<T> {
  read(chainId: string, key: string, load: () => Promise<T>): Promise<T>;
  /** Drops one chain's pages, or every page (when announcements may have been missed). */
  invalidate(chainId?: string): void;
}

export function createHistoryCache<T>(options: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}): HistoryCache<T> {
  const pages = createTtlCache<Promise<T>>(options);
  const generations = new Map<string, number>();

  return {
    read(chainId, key, load) {
      if (options.ttlMs <= 0) return load();
      const slot = `${chainId}\n${generations.get(chainId) ?? 0}\n${key}`;
      const found = pages.get(slot);
      if (found !== undefined) return found;
      const value = load();
      pages.set(slot, value);
      // A failed load is not kept: the next reader tries again.
      value.catch(() => {
        if (pages.get(slot) === value) pages.delete(slot);
      });
      return value;
    },
    invalidate(chainId) {
      if (chainId === undefined) {
        pages.clear();
        return;
      }
      generations.set(chainId, (generations.get(chainId) ?? 0) + 1);
    },
  };
}
