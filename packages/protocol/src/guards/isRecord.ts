/** A plain JSON-like object: not null and not an array. What a JSON body's `{…}` parses to. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Any non-null object, arrays included: enough to read a property from. Used where a value is
 * probed for a field (an error's `code`, a provider's `request`) rather than parsed as a record.
 */
export function isObjectLike(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}
