import type { KeyValueStorage } from "@foyer/core";
import { createStorage, type Storage } from "@wagmi/core";

/** Prefix of every key wagmi writes through the adapter. */
export const WAGMI_STORAGE_KEY = "foyer.wagmi";

/**
 * Wagmi storage on the host's key-value storage. Wagmi's own store snapshot
 * ("store") is neither read nor written: the core already persists
 * connections, and wagmi rehydrates that snapshot asynchronously, which could
 * overwrite a connection made in the meantime with a stale one. What stays is
 * per-connector state such as the injected connector's "disconnected" shim,
 * which keeps a wallet that cannot revoke permissions from reconnecting after
 * the user disconnected.
 */
export function createWagmiStorage(storage: KeyValueStorage): Storage {
  const storeKey = `${WAGMI_STORAGE_KEY}.store`;
  return createStorage({
    key: WAGMI_STORAGE_KEY,
    storage: {
      getItem: (key) => (key === storeKey ? null : safely(() => storage.getItem(key), null)),
      setItem: (key, value) => {
        if (key !== storeKey) safely(() => storage.setItem(key, value), undefined);
      },
      removeItem: (key) => {
        if (key !== storeKey) safely(() => storage.removeItem(key), undefined);
      },
    },
  });
}

/** Host storage may throw (quota, blocked storage); that only costs persistence. */
function safely<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}
