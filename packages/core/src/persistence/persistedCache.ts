import type { Clock } from "../effects/clock.js";
import type { KeyValueStorage } from "../effects/storage.js";
import { jsonCodec } from "./codecs.js";
import { type Guard, isFiniteNumber, isString, recordOf } from "./guards.js";
import { persistedValue } from "./persistedValue.js";

/** Cache lifetimes (behaviour §9): native balance 30 s, name 5 min, identity 5 min. */
export const PERSISTED_CACHE_TTL_MS = {
  balance: 30_000,
  name: 5 * 60_000,
  identity: 5 * 60_000,
} as const;

interface Entry<T> {
  value: T;
  timestamp: number;
}

/** A persisted lookup cache whose entries expire after a fixed lifetime. */
export interface PersistedCache<T> {
  /** A fresh entry's value; expired or unreadable entries read as absent. */
  get(key: string): T | undefined;
  set(key: string, value: T): void;
  clear(): void;
}

/**
 * Keeps cache entries under one storage key. Expired entries are dropped on
 * each write so the stored record cannot grow without bound.
 */
export function persistedCache<T>(
  storage: KeyValueStorage,
  key: string,
  options: { ttlMs: number; clock: Clock; isValue: Guard<T> },
): PersistedCache<T> {
  const isEntry = (value: unknown): value is Entry<T> =>
    typeof value === "object" &&
    value !== null &&
    isFiniteNumber((value as Entry<unknown>).timestamp) &&
    options.isValue((value as Entry<unknown>).value);
  const entries = persistedValue(storage, key, jsonCodec(recordOf(isString, isEntry)));
  const fresh = (entry: Entry<T> | undefined): entry is Entry<T> =>
    entry !== undefined && options.clock.now() - entry.timestamp < options.ttlMs;

  return {
    get: (cacheKey) => {
      const entry = entries.get()?.[cacheKey];
      return fresh(entry) ? entry.value : undefined;
    },
    set(cacheKey, value) {
      const kept = Object.entries(entries.get() ?? {}).filter(([, entry]) => fresh(entry));
      entries.set({
        ...Object.fromEntries(kept),
        [cacheKey]: { value, timestamp: options.clock.now() },
      });
    },
    clear: () => entries.remove(),
  };
}
