import { isRecord } from "@foyer/protocol";

/**
 * Narrowing helpers for server JSON. A missing or wrongly typed top-level field must not
 * crash the caller, so it reads as empty; list items are checked with `validItems`.
 */
export function recordOf(value: unknown): Record<string, unknown> {
  return isRecord(value) ? value : {};
}

/** The array under `key`, or an empty array. */
export function listField<T>(value: unknown, key: string): T[] {
  const field = recordOf(value)[key];
  return Array.isArray(field) ? (field as T[]) : [];
}

/** The string under `key`, or undefined. */
export function stringField(value: unknown, key: string): string | undefined {
  const field = recordOf(value)[key];
  return typeof field === "string" ? field : undefined;
}
