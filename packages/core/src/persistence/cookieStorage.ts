import { createMemoryStorage, type KeyValueStorage } from "../effects/storage.js";
import { PERSISTENCE_KEYS, type PersistenceKey } from "./keys.js";
import { scopedKey } from "./scope.js";

/**
 * Where the cookie lives: `document.cookie` in a browser (`documentCookieJar`
 * in @foyer/react), the request's cookie on a server (`readonlyCookieJar`).
 */
export interface CookieJar {
  /** The cookie's raw value, or undefined. */
  get(name: string): string | undefined;
  /** Writes the cookie, or deletes it when `value` is undefined. */
  set(name: string, value: string | undefined): void;
}

/**
 * What a server needs to render a returning visitor's connect button as the
 * client will: the connection (connector id, accounts' addresses, network) and
 * where it was, never a secret. Everything else stays in the fallback storage.
 */
export const COOKIE_PERSISTENCE_KEYS = [
  "activeNetworkId",
  "activeNamespace",
  "connectedNamespaces",
  "connectionStatus",
  "connections",
  "disconnectedConnectorIds",
  "preferredAccountTypes",
] as const satisfies readonly PersistenceKey[];

/** The cookie's name for an instance; a scoped instance has its own (see `storageScope`). */
export function foyerCookieName(scope?: string): string {
  return scope === undefined ? "foyer" : `foyer.${scope}`;
}

/** A jar over cookies a server received: reads them, ignores writes (the browser writes). */
export function readonlyCookieJar(
  cookies: Readonly<Record<string, string | undefined>>,
): CookieJar {
  return { get: (name) => cookies[name], set: () => {} };
}

export interface CookieStorageOptions {
  jar: CookieJar;
  /** The instance's `storageScope`, so its keys and cookie name match. */
  scope?: string;
  /** Everything not kept in the cookie (caches, recent wallets…); default memory. */
  fallback?: KeyValueStorage;
}

/**
 * Key-value storage that keeps the connection keys in one cookie (so a server
 * render sees them) and the rest in `fallback`. The cookie holds a JSON object
 * by short key name, URI-encoded; an unreadable cookie reads as empty.
 */
export function createCookieStorage({
  jar,
  scope,
  fallback = createMemoryStorage(),
}: CookieStorageOptions): KeyValueStorage {
  const name = foyerCookieName(scope);
  const shortNames = new Map<string, string>(
    COOKIE_PERSISTENCE_KEYS.map((key) => [scopedKey(PERSISTENCE_KEYS[key], scope), key]),
  );
  const read = (): Record<string, string> => decodeCookieValue(jar.get(name));
  const write = (values: Record<string, string>) =>
    jar.set(name, Object.keys(values).length > 0 ? encodeCookieValue(values) : undefined);
  return {
    getItem(key) {
      const short = shortNames.get(key);
      return short === undefined ? fallback.getItem(key) : (read()[short] ?? null);
    },
    setItem(key, value) {
      const short = shortNames.get(key);
      if (short === undefined) return fallback.setItem(key, value);
      write({ ...read(), [short]: value });
    },
    removeItem(key) {
      const short = shortNames.get(key);
      if (short === undefined) return fallback.removeItem(key);
      const { [short]: _removed, ...rest } = read();
      write(rest);
    },
  };
}

export function encodeCookieValue(values: Readonly<Record<string, string>>): string {
  return encodeURIComponent(JSON.stringify(values));
}

/** The cookie's entries; anything but a JSON object of strings reads as empty. */
export function decodeCookieValue(raw: string | undefined): Record<string, string> {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(raw));
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, string] => typeof entry[1] === "string",
      ),
    );
  } catch {
    return {};
  }
}
