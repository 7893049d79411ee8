import { REDACTED, SECRET_KEY } from "../logging/secretKeys.js";

/** Longest `Details:` text in a developer message; the rest is cut with an ellipsis. */
export const DETAILS_TEXT_LIMIT = 400;

/**
 * An error's `details` as one line of JSON for its developer message, made safe as the log
 * makes it (values under secret-looking keys redacted, bigints as strings, errors by name and
 * message, cycles cut), long text cut: a pasted error leaks nothing.
 */
export function describeDetails(details: Readonly<Record<string, unknown>>): string {
  const seen = new WeakSet<object>();
  const text =
    JSON.stringify(details, (key, value: unknown) => {
      if (key !== "" && SECRET_KEY.test(key)) return REDACTED;
      if (typeof value === "bigint") return value.toString();
      if (typeof value === "function" || typeof value === "symbol") return undefined;
      if (value instanceof Error) return { name: value.name, message: value.message };
      if (typeof value === "object" && value !== null) {
        if (seen.has(value)) return "[cycle]";
        seen.add(value);
      }
      return value;
    }) ?? "{}";
  return text.length > DETAILS_TEXT_LIMIT ? `${text.slice(0, DETAILS_TEXT_LIMIT - 1)}…` : text;
}
