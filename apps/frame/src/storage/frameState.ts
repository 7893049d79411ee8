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
  /**
   * The passkey this device last signed in or was added with, which the smart account is given
   * as a signer (public: its credential id and P-256 point). Undefined when none or unreadable.
   */
  passkeySigner(userId: string): PasskeySignerRef | undefined;
  setPasskeySigner(userId: string, signer: PasskeySignerRef | undefined): void;
}

export interface PasskeySignerRef {
  /** The WebAuthn credential id (base64url): the smart account's key id. */
  keyId: string;
  /** Uncompressed P-256 point, 0x04‖x‖y. */
  publicKey: `0x${string}`;
}

const DEVICE_KEY = "foyer.frame.deviceId";
const TOKEN_KEY = "foyer.frame.session";
const shareKey = (userId: string) => `foyer.frame.deviceShare.${userId}`;
const passkeyKey = (userId: string) => `foyer.frame.passkey.${userId}`;

function readSigner(raw: string | undefined): PasskeySignerRef | undefined {
  if (!raw) return undefined;
  try {
    const { keyId, publicKey } = JSON.parse(raw) as Record<string, unknown>;
    return typeof keyId === "string" &&
      keyId !== "" &&
      typeof publicKey === "string" &&
      /^0x04[0-9a-f]{128}$/i.test(publicKey)
      ? { keyId, publicKey: publicKey as `0x${string}` }
      : undefined;
  } catch {
    return undefined;
  }
}

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
    passkeySigner: (userId) => readSigner(store.get(passkeyKey(userId))),
    setPasskeySigner(userId, signer) {
      if (signer) store.set(passkeyKey(userId), JSON.stringify(signer));
      else store.remove(passkeyKey(userId));
    },
  };
}
