export { type CookieAttributes, readCookie, serializeCookie } from "./cookieHeader.js";
export * from "./cookieStorage.js";
export {
  type CachedBalance,
  type CachedIdentity,
  createPersistence,
  type PersistedConnection,
  type Persistence,
} from "./createPersistence.js";
export { PERSISTENCE_KEYS, type PersistenceKey } from "./keys.js";
export { PERSISTED_CACHE_TTL_MS, type PersistedCache } from "./persistedCache.js";
export type { PersistedValue } from "./persistedValue.js";
export { isStorageScope, scopedKey } from "./scope.js";
