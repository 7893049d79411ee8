/**
 * The HTTP contract between `createServerSiwx` (browser) and the Foyer
 * server's sign-in routes. The server engineer implements exactly this; the
 * client tests pin it with a fake fetch. Types only: nothing here runs.
 *
 * Every route:
 * - takes `?projectId=` and answers only for that project, and only for
 *   requests whose `Origin` is in the project's allowed origins (403
 *   INVALID_APP_CONFIGURATION otherwise; 401 INVALID_PROJECT_ID for an
 *   unknown project);
 * - answers JSON; errors are 4xx/5xx with {@link SiwxErrorBody}.
 *
 * Authentication: creating a session returns an opaque bearer `token`
 * bound to that one session (project, chainId, address). The browser keeps
 * it (in the host's storage) and sends `Authorization: Bearer <token>` to
 * read and revoke. A bearer token rather than a cookie because the server
 * is usually on another origin than the dApp, where third-party cookies are
 * blocked; the token is also what the dApp's own backend can forward to
 * the Foyer server to check who is signed in.
 */
import type { SiwxMessageData } from "./types.js";

export const SIWX_ROUTES = {
  /** POST, no body → {@link SiwxNonceResponse}. */
  nonce: "/auth/v1/siwx/nonce",
  /**
   * POST {@link SiwxCreateSessionRequest} → 201 {@link SiwxCreateSessionResponse};
   * GET `&chainId=&address=` with the bearer → {@link SiwxSessionsResponse}.
   */
  sessions: "/auth/v1/siwx/sessions",
  /** POST {@link SiwxRevokeRequest} with the bearer → 204 (also when already gone). */
  revoke: "/auth/v1/siwx/sessions/revoke",
} as const;

/**
 * A fresh nonce: random, at least 8 alphanumeric characters (EIP-4361),
 * single use, short-lived (the server's choice; 5 minutes suggested).
 * `expiresAt` is ISO 8601.
 */
export interface SiwxNonceResponse {
  nonce: string;
  expiresAt: string;
}

/** The signed message as text, its signature, and the fields it was built from. */
export interface SiwxCreateSessionRequest {
  message: string;
  signature: string;
  data: SiwxMessageData;
}

/**
 * A session as the server keeps it. `expiresAt` is when the server stops
 * honouring it: the message's Expiration Time or the server's own cap,
 * whichever is sooner; `null` when neither applies.
 */
export interface SiwxServerSession {
  data: SiwxMessageData;
  message: string;
  signature: string;
  expiresAt: string | null;
}

export interface SiwxCreateSessionResponse {
  session: SiwxServerSession;
  /** Opaque bearer token for this session; never logged by the client. */
  token: string;
}

/** The caller's still-valid sessions for the queried chainId and address (the token's own, at most one today). */
export interface SiwxSessionsResponse {
  sessions: SiwxServerSession[];
}

export interface SiwxRevokeRequest {
  chainId: string;
  address: string;
}

/**
 * Why the server refused: the codes `apps/server/src/siwx/errors.ts` sends
 * (one set, pinned on both sides by `e2e/src/siwxServer.test.ts`, which runs
 * this client against the real server). Creating a session checks, in this
 * order: the body's shape and field formats (INVALID_REQUEST); the text is a
 * sign-in message and equals the one rebuilt from `data` (MESSAGE_MISMATCH;
 * CHAIN_MISMATCH when only the chain differs); the nonce was issued by this
 * server for this project, is unused and unexpired (NONCE_INVALID, the
 * message says which); Expiration Time is in the future (MESSAGE_EXPIRED),
 * Not Before and Issued At not ahead (MESSAGE_NOT_YET_VALID); the domain is
 * the requesting origin's host (DOMAIN_MISMATCH); the chain is one the server
 * supports (CHAIN_MISMATCH); the signature verifies to `accountAddress`
 * (SIGNATURE_INVALID — EOA, ERC-1271, ERC-6492 on eip155; ed25519 on solana;
 * BIP-322 on bip122), or could not be checked because the chain is
 * unreachable (UPSTREAM_UNAVAILABLE). The nonce is spent by every attempt
 * that reaches it, successful or not.
 */
export const SIWX_ERROR_CODES = {
  INVALID_REQUEST: 400,
  MESSAGE_MISMATCH: 400,
  NONCE_INVALID: 400,
  MESSAGE_EXPIRED: 400,
  MESSAGE_NOT_YET_VALID: 400,
  DOMAIN_MISMATCH: 400,
  CHAIN_MISMATCH: 400,
  SIGNATURE_INVALID: 401,
  /** Missing, unknown, revoked or expired bearer token (read and revoke). */
  UNAUTHORIZED: 401,
  /** The project guard: an unknown `projectId`. */
  INVALID_PROJECT_ID: 401,
  /** The project guard: the request's `Origin` is not in the project's allowed origins. */
  INVALID_APP_CONFIGURATION: 403,
  /** Too many sign-in requests from this IP or for this project; see `retry-after`. */
  RATE_LIMITED: 429,
  UPSTREAM_UNAVAILABLE: 502,
} as const;

export type SiwxErrorCode = keyof typeof SIWX_ERROR_CODES;

/**
 * The error body. `code` is one of {@link SIWX_ERROR_CODES}, `error` the
 * HTTP reason phrase, `message` a sentence for developers (never shown to
 * end users as is).
 */
export interface SiwxErrorBody {
  code: SiwxErrorCode;
  error: string;
  message: string;
}
