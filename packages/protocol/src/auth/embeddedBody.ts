import * as v from "valibot";
import { isRecord } from "../guards/isRecord.js";
import type { AnySchema } from "../http/route.js";
import { normaliseEmail } from "./normaliseEmail.js";

/**
 * The body of an embedded-wallet auth route. What is not a JSON object (no body, `null`, a
 * list) reads as `{}`, so each missing field gets its own refusal; a missing field is refused
 * with the message of its own schema (`otp must be a string`), as a wrong-typed one is. The
 * type a caller sends is the object's input type.
 */
export function embeddedBody<const E extends v.ObjectEntries>(entries: E) {
  const object = v.object(entries, (issue) => {
    const key = issue.path?.[0]?.key;
    const entry = typeof key === "string" ? entries[key] : undefined;
    const own = entry !== undefined && "message" in entry ? entry.message : undefined;
    return typeof own === "string" ? own : issue.message;
  });
  const read = v.pipe(
    v.unknown(),
    v.transform((body) => (isRecord(body) ? body : {})),
    object,
  );
  return read as unknown as v.GenericSchema<
    v.InferInput<typeof object>,
    v.InferOutput<typeof object>
  >;
}

/**
 * A field the server reads leniently: a wrong value (or none) reads as `undefined` and the
 * route goes on with its default (English mails, a passkey named "Passkey"), never a refusal.
 */
export function lenient<S extends AnySchema>(schema: S) {
  return v.optional(v.fallback(schema, () => undefined));
}

/**
 * An email field: trimmed and lowercased, or `undefined` when it is not a deliverable-looking
 * address. It never refuses by itself: the route counts the request against its rate limits
 * first, then answers INVALID_EMAIL.
 */
export const EmailField = v.fallback(
  v.pipe(
    v.string(),
    v.transform((raw: string) => normaliseEmail(raw)),
  ),
  () => undefined,
);

/** A key share as the frame sends it: base64 (or base64url), 4 to 4096 characters. */
export const SHARE_PATTERN = /^[A-Za-z0-9+/_-]{4,4096}={0,2}$/;

export const shareField = (name: string) =>
  v.pipe(
    v.string(`${name} must be a base64 share`),
    v.regex(SHARE_PATTERN, `${name} must be a base64 share`),
  );
