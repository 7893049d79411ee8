import { ADMIN_PREFIX, ADMIN_SESSION_COOKIE } from "@foyer/protocol";

/** The value of one cookie in a `Cookie` header, if it is there once. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (header === undefined) return undefined;
  let found: string | undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    // Two cookies of one name (a parent path's, an old one) are ambiguous: neither counts.
    if (found !== undefined) return undefined;
    found = part.slice(eq + 1).trim();
  }
  return found;
}

/**
 * The admin session's cookie: only the admin API sees it (`Path=/admin/v1`), no script
 * reads it (`HttpOnly`), no other site's page sends it (`SameSite=Strict`), and over HTTPS
 * only when the server is reached over HTTPS.
 */
export function adminSessionCookie(token: string, maxAgeSeconds: number, secure: boolean): string {
  return [
    `${ADMIN_SESSION_COOKIE}=${token}`,
    `Path=${ADMIN_PREFIX}`,
    `Max-Age=${maxAgeSeconds}`,
    "HttpOnly",
    "SameSite=Strict",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

/** The same cookie, expired: the browser drops it. */
export function clearedAdminSessionCookie(secure: boolean): string {
  return adminSessionCookie("", 0, secure);
}
