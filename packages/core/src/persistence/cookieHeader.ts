/**
 * The value of cookie `name` in a `Cookie` header (or `document.cookie`), raw
 * as sent; undefined when absent. The first occurrence wins, as in browsers'
 * ordering (most specific path first).
 */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

export interface CookieAttributes {
  /** Seconds until the browser drops it; 0 deletes it now. */
  maxAgeSeconds: number;
  path?: string;
  secure?: boolean;
}

/**
 * A `document.cookie` assignment: the value as given (callers encode it),
 * SameSite=Lax so the server sees it on a top-level visit.
 */
export function serializeCookie(name: string, value: string, attributes: CookieAttributes): string {
  const parts = [
    `${name}=${value}`,
    `Path=${attributes.path ?? "/"}`,
    `Max-Age=${Math.max(0, Math.floor(attributes.maxAgeSeconds))}`,
    "SameSite=Lax",
  ];
  if (attributes.secure) parts.push("Secure");
  return parts.join("; ");
}
