import { type AnySchema, readInput } from "@foyer/protocol";
import type * as v from "valibot";

/**
 * Narrowing helpers for server JSON. A missing or wrongly typed top-level field must not
 * crash the caller, so it reads as empty; list items are checked against the route's
 * schema from `@foyer/protocol` one by one.
 */
export function recordOf(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
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

/** The items that match `schema`; the others are left out rather than failing the list. */
export function validItems<S extends AnySchema>(
  schema: S,
  items: readonly unknown[],
): v.InferOutput<S>[] {
  return items.flatMap((item) => {
    const read = readInput(schema, item);
    return read.ok ? [read.value] : [];
  });
}
