import { redact } from "../logging/redact.js";

/** Longest `Details:` text in a developer message; the rest is cut with an ellipsis. */
export const DETAILS_TEXT_LIMIT = 400;

/**
 * An error's `details` as one line of JSON for its developer message, made safe as the log
 * makes it (secret-looking keys redacted, bigints as strings, errors by name and message,
 * cycles and deep nesting cut), long text cut: a pasted error leaks nothing.
 */
export function describeDetails(details: Readonly<Record<string, unknown>>): string {
  const text = JSON.stringify(redact(details)) ?? "{}";
  return text.length > DETAILS_TEXT_LIMIT ? `${text.slice(0, DETAILS_TEXT_LIMIT - 1)}…` : text;
}
