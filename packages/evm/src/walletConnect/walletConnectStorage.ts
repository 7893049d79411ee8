import type { KeyValueStorage } from "@foyer/core";

/** The SDK's storage contract (`IKeyValueStorage`): async, JSON values, enumerable keys. */
export interface SdkStorage {
  getKeys(): Promise<string[]>;
  getEntries<T = unknown>(): Promise<[string, T][]>;
  getItem<T = unknown>(key: string): Promise<T | undefined>;
  setItem<T = unknown>(key: string, value: T): Promise<void>;
  removeItem(key: string): Promise<void>;
}

/**
 * The SDK's storage on the host's key-value storage, so the session lives
 * where the rest of Foyer's state does and survives a reload. The host
 * storage cannot list its keys, so the SDK's keys are kept in an index
 * entry. A throwing storage (quota, blocked) only costs persistence.
 */
export function createSdkStorage(storage: KeyValueStorage, prefix: string): SdkStorage {
  const indexKey = `${prefix}.wc.keys`;
  const itemKey = (key: string) => `${prefix}.wc.${key}`;
  const readIndex = (): string[] => {
    const raw = safely(() => storage.getItem(indexKey), null);
    if (!raw) return [];
    try {
      const parsed: unknown = JSON.parse(raw);
      return Array.isArray(parsed) ? parsed.filter((k): k is string => typeof k === "string") : [];
    } catch {
      return [];
    }
  };
  const writeIndex = (keys: readonly string[]) =>
    safely(() => storage.setItem(indexKey, JSON.stringify(keys)), undefined);
  const read = <T>(key: string): T | undefined => {
    const raw = safely(() => storage.getItem(itemKey(key)), null);
    if (raw === null) return undefined;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return undefined;
    }
  };

  return {
    getKeys: async () => readIndex(),
    getEntries: async <T>() =>
      readIndex().flatMap((key): [string, T][] => {
        const value = read<T>(key);
        return value === undefined ? [] : [[key, value]];
      }),
    getItem: async <T>(key: string) => read<T>(key),
    async setItem(key, value) {
      safely(() => storage.setItem(itemKey(key), JSON.stringify(value)), undefined);
      const keys = readIndex();
      if (!keys.includes(key)) writeIndex([...keys, key]);
    },
    async removeItem(key) {
      safely(() => storage.removeItem(itemKey(key)), undefined);
      writeIndex(readIndex().filter((k) => k !== key));
    },
  };
}

function safely<T>(task: () => T, fallback: T): T {
  try {
    return task();
  } catch {
    return fallback;
  }
}
