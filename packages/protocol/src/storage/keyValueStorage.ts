/**
 * Key-value persistence handed in by the host (localStorage in a browser, memory in tests and
 * SSR). Implementations may throw (quota, blocked storage); callers treat a throw like a missing
 * value.
 */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** An in-memory {@link KeyValueStorage}, the default outside browsers and in tests. */
export function createMemoryStorage(seed: Record<string, string> = {}): KeyValueStorage {
  const map = new Map(Object.entries(seed));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => {
      map.set(key, value);
    },
    removeItem: (key) => {
      map.delete(key);
    },
  };
}
