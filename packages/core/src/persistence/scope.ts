import { ConfigurationError } from "../errors/configurationError.js";
import { foyerMessages } from "../errors/foyerMessages.js";

/** What a storage scope may be: short, and safe in a storage key and a cookie name. */
const SCOPE_PATTERN = /^[a-z0-9][a-z0-9_-]{0,31}$/i;

export function isStorageScope(value: unknown): value is string {
  return typeof value === "string" && SCOPE_PATTERN.test(value);
}

/** Throws a ConfigurationError (INVALID_STORAGE_SCOPE) unless `scope` is absent or valid. */
export function assertStorageScope(scope: unknown): asserts scope is string | undefined {
  if (scope !== undefined && !isStorageScope(scope)) {
    throw new ConfigurationError(foyerMessages.invalidStorageScope, {
      code: "INVALID_STORAGE_SCOPE",
      details: { scope },
    });
  }
}

/**
 * A persisted key inside a scope: `@foyer/connections/v1` in scope `shop` is
 * `@foyer/shop/connections/v1`, so two instances on one page never read each
 * other's state. Without a scope the key is unchanged (what earlier versions wrote).
 */
export function scopedKey(key: string, scope: string | undefined): string {
  if (scope === undefined) return key;
  const prefix = "@foyer/";
  return key.startsWith(prefix)
    ? `${prefix}${scope}/${key.slice(prefix.length)}`
    : `${prefix}${scope}/${key}`;
}
