/** The little the frame needs from a storage: strings by key. */
export interface KeyValueStore {
  get(key: string): string | undefined;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/** Lives as long as the page: what the frame falls back to when storage is blocked. */
export function memoryStore(): KeyValueStore {
  const values = new Map<string, string>();
  return {
    get: (key) => values.get(key),
    set: (key, value) => {
      values.set(key, value);
    },
    remove: (key) => {
      values.delete(key);
    },
  };
}

export type StorageProbe =
  | { kind: "persistent"; store: KeyValueStore }
  | { kind: "blocked"; store: KeyValueStore; reason: string };

const PROBE_KEY = "foyer.frame.probe";

/**
 * Whether this frame may keep anything across reloads. In a cross-site frame
 * Chromium partitions storage (it works, keyed by the top-level site) or, with
 * site data blocked, throws on the mere access of `localStorage`. Only a real
 * write-read-delete round trip proves it works; a throwing getter, a quota
 * error or a value that does not come back all count as blocked.
 */
export function probeStorage(read: () => Storage | null | undefined): StorageProbe {
  let storage: Storage | null | undefined;
  try {
    storage = read();
    if (!storage) return { kind: "blocked", store: memoryStore(), reason: "no localStorage" };
    const token = crypto.randomUUID();
    storage.setItem(PROBE_KEY, token);
    const back = storage.getItem(PROBE_KEY);
    storage.removeItem(PROBE_KEY);
    if (back !== token) {
      return { kind: "blocked", store: memoryStore(), reason: "localStorage lost a write" };
    }
  } catch (error) {
    const reason = error instanceof Error ? error.name : "localStorage threw";
    return { kind: "blocked", store: memoryStore(), reason };
  }
  const ls = storage;
  return {
    kind: "persistent",
    store: {
      get: (key) => {
        try {
          return ls.getItem(key) ?? undefined;
        } catch {
          return undefined;
        }
      },
      set: (key, value) => ls.setItem(key, value),
      remove: (key) => {
        try {
          ls.removeItem(key);
        } catch {
          // Nothing to remove from a storage that went away.
        }
      },
    },
  };
}
