import * as v from "valibot";
import type { AnySchema } from "./route.js";

export type Reading<T> =
  | { ok: true; value: T }
  | { ok: false; field: string | undefined; message: string };

/**
 * Checks a value against a schema without throwing. On failure: the first issue's message,
 * prefixed with where it is (`chainId: …`) unless the message already names its field, and
 * that field's top-level key, so a caller can pick an error code for it.
 */
export function readInput<S extends AnySchema>(
  schema: S,
  value: unknown,
): Reading<v.InferOutput<S>> {
  const result = v.safeParse(schema, value);
  if (result.success) return { ok: true, value: result.output };
  const issue = result.issues[0];
  const keys = (issue.path ?? [])
    .map((item) => ("key" in item ? String(item.key) : ""))
    .filter((key) => key !== "");
  const where = keys.join(".");
  const named = where === "" || issue.message.startsWith(`${keys[0]} `);
  return {
    ok: false,
    field: keys[0],
    message: named ? issue.message : `${where}: ${issue.message}`,
  };
}
