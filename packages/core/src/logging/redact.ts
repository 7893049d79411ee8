import { REDACTED, SECRET_KEY } from "./secretKeys.js";

export { REDACTED };

/** Deep enough for error details; deeper structures are summarised, not walked. */
const MAX_DEPTH = 4;

/**
 * A copy of `value` safe to log: values under secret-looking keys become
 * '[redacted]', errors keep name, code, message and (redacted) details,
 * bigints become strings, cycles and deep nesting are cut.
 */
export function redact(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === "bigint") return value.toString();
  if (typeof value === "function" || typeof value === "symbol") return `[${typeof value}]`;
  if (typeof value !== "object" || value === null) return value;
  if (seen.has(value)) return "[cycle]";
  if (depth >= MAX_DEPTH) return Array.isArray(value) ? "[array]" : "[object]";
  seen.add(value);
  if (value instanceof Error) {
    const error = value as Error & { code?: unknown; details?: unknown; shortMessage?: unknown };
    return {
      name: error.name,
      // A FoyerError's developer message repeats its details: its short one is enough here.
      message: typeof error.shortMessage === "string" ? error.shortMessage : error.message,
      ...(error.code === undefined ? {} : { code: redact(error.code, depth + 1, seen) }),
      ...(error.details === undefined ? {} : { details: redact(error.details, depth + 1, seen) }),
    };
  }
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1, seen));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] = SECRET_KEY.test(key) ? REDACTED : redact(item, depth + 1, seen);
  }
  return copy;
}
