/**
 * The admin API's refusals, each with its status. Every answer is `{ code, error, message }`;
 * clients pick their words by `code`, never by matching the message. Sign-in refusals also
 * use the sign-in codes of `SIWX_ERROR_CODES` (NONCE_INVALID, DOMAIN_MISMATCH, …).
 */
export const ADMIN_ERROR_CODES = {
  /** A malformed request; the message names the field. */
  INVALID_REQUEST: 400,
  /** No admin credentials, or ones this server does not take (an app's never count). */
  ADMIN_UNAUTHORIZED: 401,
  /** A cookie-authenticated change without the session's CSRF token or from another origin. */
  CSRF_REJECTED: 403,
  /** A valid signature by an address that is not in FOYER_ADMIN_ADDRESSES. */
  NOT_AN_ADMIN: 403,
  PROJECT_NOT_FOUND: 404,
  USER_NOT_FOUND: 404,
  SESSION_NOT_FOUND: 404,
  /** A project with that id exists already. */
  PROJECT_EXISTS: 409,
  RATE_LIMITED: 429,
} as const;

export type AdminErrorCode = keyof typeof ADMIN_ERROR_CODES;

/** The header a cookie-authenticated change carries its session's CSRF token in. */
export const ADMIN_CSRF_HEADER = "x-foyer-csrf";

/** The admin session's cookie; separate from anything an app's sessions use. */
export const ADMIN_SESSION_COOKIE = "foyer_admin";
