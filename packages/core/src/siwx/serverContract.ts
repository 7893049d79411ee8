/**
 * The HTTP contract between `createServerSiwx` (browser) and the Foyer
 * server's sign-in routes. The server engineer implements exactly this; the
 * client tests pin it with a fake fetch. Types only: nothing here runs.
 *
 * Every route:
 * - takes `?projectId=` and answers only for that project, and only for
 *   requests whose `Origin` is in the project's allowed origins (403
 *   ORIGIN_NOT_ALLOWED otherwise);
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
 * Why the server refused. Creating a session must check, in this order:
 * the text is well formed and equals the one rebuilt from `data`
 * (MESSAGE_MALFORMED); the nonce was issued by this server for this project
 * (NONCE_UNKNOWN), is unused (NONCE_REPLAYED) and unexpired (NONCE_EXPIRED);
 * Expiration Time is in the future (MESSAGE_EXPIRED) and Not Before in the
 * past (MESSAGE_NOT_YET_VALID); the domain is one of the project's allowed
 * origins' hosts (DOMAIN_MISMATCH); the chain is one the project supports
 * and the message's Chain ID matches `data.chainId` (CHAIN_MISMATCH); the
 * signature recovers / verifies to `accountAddress` (SIGNATURE_INVALID —
 * EOA, ERC-1271, ERC-6492 on eip155; ed25519 on solana; BIP-322 on bip122).
 * A nonce is spent by any verification attempt, successful or not.
 */
export const SIWX_ERROR_CODES = {
  MESSAGE_MALFORMED: 400,
  NONCE_UNKNOWN: 400,
  NONCE_REPLAYED: 409,
  NONCE_EXPIRED: 400,
  MESSAGE_EXPIRED: 400,
  MESSAGE_NOT_YET_VALID: 400,
  DOMAIN_MISMATCH: 400,
  CHAIN_MISMATCH: 400,
  SIGNATURE_INVALID: 401,
  /** Missing, unknown, revoked or expired bearer token (read and revoke). */
  UNAUTHORIZED: 401,
  ORIGIN_NOT_ALLOWED: 403,
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
