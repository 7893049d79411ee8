import { type AnySchema, readInput } from "@foyer/protocol";
import type * as v from "valibot";

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
