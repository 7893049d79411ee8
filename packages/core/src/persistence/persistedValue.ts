import type { KeyValueStorage } from "../effects/storage.js";
import type { Codec } from "./codecs.js";

/** One typed storage entry. Reads never throw; writes are best effort. */
export interface PersistedValue<T> {
  readonly key: string;
  /** The stored value, or undefined when absent, corrupt, of another type, or unreadable. */
  get(): T | undefined;
  set(value: T): void;
  remove(): void;
}

/**
 * Binds a key and codec to a storage. Storage may throw (quota, privacy
 * mode): a failed read is treated as absent and a failed write is dropped,
 * because losing a preference must never break connecting.
 */
export function persistedValue<T>(
  storage: KeyValueStorage,
  key: string,
  codec: Codec<T>,
): PersistedValue<T> {
  return {
    key,
    get() {
      try {
        const raw = storage.getItem(key);
        return typeof raw === "string" ? codec.decode(raw) : undefined;
      } catch {
        return undefined;
      }
    },
    set(value) {
      try {
        storage.setItem(key, codec.encode(value));
      } catch {
        // best effort, see above
      }
    },
    remove() {
      try {
        storage.removeItem(key);
      } catch {
        // best effort, see above
      }
    },
  };
}
