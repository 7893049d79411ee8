import type { KeyValueStore } from "./keyValue.js";

/**
 * What the frame keeps in its own origin's storage: the device id, the
 * session token and one device share per user. Keys are namespaced so a
 * share can never be read back for another user.
 */
export interface FrameStorage {
  readonly persistent: boolean;
  deviceId(): string;
  /** Takes over a known device id (from the session the app handed back). */
  adoptDeviceId(id: string): void;
  token(): string | undefined;
  setToken(token: string): void;
  clearToken(): void;
  deviceShare(userId: string): string | undefined;
  setDeviceShare(userId: string, share: string): void;
}

const DEVICE_KEY = "foyer.frame.deviceId";
const TOKEN_KEY = "foyer.frame.session";
const shareKey = (userId: string) => `foyer.frame.deviceShare.${userId}`;

export function createFrameStorage(
  store: KeyValueStore,
  persistent: boolean,
  newId: () => string = () => crypto.randomUUID(),
): FrameStorage {
  return {
    persistent,
    deviceId() {
      const known = store.get(DEVICE_KEY);
      if (known) return known;
      const id = newId();
      store.set(DEVICE_KEY, id);
      return id;
    },
    adoptDeviceId: (id) => store.set(DEVICE_KEY, id),
    token: () => store.get(TOKEN_KEY),
    setToken: (token) => store.set(TOKEN_KEY, token),
    clearToken: () => store.remove(TOKEN_KEY),
    deviceShare: (userId) => store.get(shareKey(userId)),
    setDeviceShare: (userId, share) => store.set(shareKey(userId), share),
  };
}
