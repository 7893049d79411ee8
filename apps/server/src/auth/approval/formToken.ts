import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The approval form's CSRF token: an HMAC of the link token under a key of
 * its own (derived from the server secret), so only a page this server
 * rendered for that very link carries it. Nothing to store: any instance
 * sharing the secret checks it.
 */
export function approvalFormToken(key: Uint8Array, linkToken: string): string {
  return createHmac("sha256", key).update(`device-approval\0${linkToken}`).digest("base64url");
}

/** Constant-time check of a posted form token against the link's. */
export function formTokenMatches(key: Uint8Array, linkToken: string, posted: unknown): boolean {
  if (typeof posted !== "string") return false;
  const expected = Buffer.from(approvalFormToken(key, linkToken));
  const given = Buffer.from(posted);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
