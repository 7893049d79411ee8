/** Longest address accepted (RFC 5321's path limit). */
const MAX_EMAIL_LENGTH = 254;
const MAX_LOCAL_LENGTH = 64;
/** Pragmatic shape: no spaces, quotes or angle brackets; a dotted domain of letters, digits, hyphens. */
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

/**
 * The email in the form the server stores and compares (trimmed,
 * lowercase), or undefined when it is not a deliverable-looking address.
 */
export function normaliseEmail(raw: unknown): string | undefined {
  if (typeof raw !== "string") return undefined;
  const email = raw.trim().toLowerCase();
  if (email.length === 0 || email.length > MAX_EMAIL_LENGTH) return undefined;
  const at = email.lastIndexOf("@");
  if (at <= 0 || at !== email.indexOf("@")) return undefined;
  const local = email.slice(0, at);
  const labels = email.slice(at + 1).split(".");
  if (local.length > MAX_LOCAL_LENGTH || !LOCAL_PART.test(local)) return undefined;
  if (labels.length < 2 || !labels.every((label) => DOMAIN_LABEL.test(label))) return undefined;
  // A top-level domain is never all digits (that would be an IP address).
  if (/^\d+$/.test(labels.at(-1) ?? "")) return undefined;
  return email;
}
