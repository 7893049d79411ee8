import { AUTH_REFUSAL_MESSAGES as M } from "@foyer/protocol";
import type { FastifyReply } from "fastify";
import type { ErrorBody } from "../http/errors.js";

/**
 * The refusals of the embedded-wallet contract: code → status and the
 * message it answers with. Messages are fixed (their English lives in @foyer/protocol); the
 * frame matches on `code` and shows the refusal in the app's language.
 */
export const AUTH_REFUSALS = {
  BAD_REQUEST: { status: 400, error: "Bad Request", message: M.BAD_REQUEST },
  INVALID_EMAIL: { status: 400, error: "Bad Request", message: M.INVALID_EMAIL },
  RATE_LIMITED: {
    status: 429,
    error: "Too Many Requests",
    message: M.RATE_LIMITED,
  },
  OTP_INVALID: { status: 400, error: "Bad Request", message: M.OTP_INVALID },
  OTP_EXPIRED: { status: 400, error: "Bad Request", message: M.OTP_EXPIRED },
  OTP_LOCKED: {
    status: 400,
    error: "Bad Request",
    message: M.OTP_LOCKED,
  },
  /** Recovery or reshare without a code verified in the last 10 minutes. */
  OTP_REQUIRED: { status: 400, error: "Bad Request", message: M.OTP_REQUIRED },
  DEVICE_NOT_APPROVED: { status: 409, error: "Conflict", message: M.DEVICE_NOT_APPROVED },
  SESSION_EXPIRED: { status: 401, error: "Unauthorized", message: M.SESSION_EXPIRED },
  WALLET_EXISTS: { status: 409, error: "Conflict", message: M.WALLET_EXISTS },
  NO_WALLET: { status: 404, error: "Not Found", message: M.NO_WALLET },
  NO_DEVICE_SHARE: {
    status: 404,
    error: "Not Found",
    message: M.NO_DEVICE_SHARE,
  },
  EMAIL_TAKEN: { status: 409, error: "Conflict", message: M.EMAIL_TAKEN },
  /** A code was asked for a social login's user, who has no email. */
  NO_EMAIL: {
    status: 409,
    error: "Conflict",
    message: M.NO_EMAIL,
  },
  SOCIAL_PROVIDER_OFF: {
    status: 404,
    error: "Not Found",
    message: M.SOCIAL_PROVIDER_OFF,
  },
  /** Unknown, used, expired state, or one bound to another project or frame. */
  SOCIAL_STATE_INVALID: {
    status: 400,
    error: "Bad Request",
    message: M.SOCIAL_STATE_INVALID,
  },
  /** The provider sent error= (the person denied, or the provider refused). */
  SOCIAL_DENIED: {
    status: 400,
    error: "Bad Request",
    message: M.SOCIAL_DENIED,
  },
  /** The code exchange or the identity check failed (bad code, ID token, provider answer). */
  SOCIAL_EXCHANGE_FAILED: {
    status: 400,
    error: "Bad Request",
    message: M.SOCIAL_EXCHANGE_FAILED,
  },
  FARCASTER_OFF: {
    status: 404,
    error: "Not Found",
    message: M.FARCASTER_OFF,
  },
  FARCASTER_RELAY_FAILED: {
    status: 502,
    error: "Bad Gateway",
    message: M.FARCASTER_RELAY_FAILED,
  },
  FARCASTER_CHAIN_UNAVAILABLE: {
    status: 502,
    error: "Bad Gateway",
    message: M.FARCASTER_CHAIN_UNAVAILABLE,
  },
  /** Unknown, used, expired channel, or one bound to another project or frame. */
  FARCASTER_CHANNEL_INVALID: {
    status: 400,
    error: "Bad Request",
    message: M.FARCASTER_CHANNEL_INVALID,
  },
  FARCASTER_DOMAIN_MISMATCH: {
    status: 400,
    error: "Bad Request",
    message: M.FARCASTER_DOMAIN_MISMATCH,
  },
  FARCASTER_NONCE_MISMATCH: {
    status: 400,
    error: "Bad Request",
    message: M.FARCASTER_NONCE_MISMATCH,
  },
  /** Not EIP-4361, wrong statement or chain, no single fid resource, expired. */
  FARCASTER_MESSAGE_INVALID: {
    status: 400,
    error: "Bad Request",
    message: M.FARCASTER_MESSAGE_INVALID,
  },
  FARCASTER_FID_UNREGISTERED: {
    status: 400,
    error: "Bad Request",
    message: M.FARCASTER_FID_UNREGISTERED,
  },
  FARCASTER_NOT_CUSTODY: {
    status: 400,
    error: "Bad Request",
    message: M.FARCASTER_NOT_CUSTODY,
  },
  /** The frame's origin is an IP address, which WebAuthn refuses as a relying party. */
  PASSKEY_UNAVAILABLE: { status: 400, error: "Bad Request", message: M.PASSKEY_UNAVAILABLE },
  /** Unknown, used or expired challenge, or one of another project, frame or ceremony. */
  PASSKEY_CHALLENGE_INVALID: {
    status: 400,
    error: "Bad Request",
    message: M.PASSKEY_CHALLENGE_INVALID,
  },
  /** Wrong origin, RP ID, signature, type, top origin or a counter that went back. */
  PASSKEY_REJECTED: { status: 400, error: "Bad Request", message: M.PASSKEY_REJECTED },
  /** No such credential in this project (another project's passkey lands here). */
  PASSKEY_UNKNOWN: { status: 400, error: "Bad Request", message: M.PASSKEY_UNKNOWN },
  /** The authenticator made a key of another algorithm than P-256, which the account cannot use. */
  PASSKEY_NOT_ACCEPTED: { status: 400, error: "Bad Request", message: M.PASSKEY_NOT_ACCEPTED },
  PASSKEY_EXISTS: { status: 409, error: "Conflict", message: M.PASSKEY_EXISTS },
  PASSKEY_NOT_FOUND: { status: 404, error: "Not Found", message: M.PASSKEY_NOT_FOUND },
  PASSKEY_LAST_SIGN_IN: { status: 409, error: "Conflict", message: M.PASSKEY_LAST_SIGN_IN },
  /** Adding a passkey needs a session opened (or a code verified) in the last 10 minutes. */
  PASSKEY_SIGN_IN_AGAIN: { status: 403, error: "Forbidden", message: M.PASSKEY_SIGN_IN_AGAIN },
  /** Key export by a social or Farcaster user whose sign-in is older than the fresh window. */
  EXPORT_SIGN_IN_AGAIN: { status: 403, error: "Forbidden", message: M.EXPORT_SIGN_IN_AGAIN },
} as const satisfies Record<keyof typeof M, { status: number; error: string; message: string }>;

export type AuthRefusalCode = keyof typeof AUTH_REFUSALS;

export function authError(code: AuthRefusalCode, message?: string): ErrorBody {
  const refusal = AUTH_REFUSALS[code];
  return { code, error: refusal.error, message: message ?? refusal.message };
}

/** Sends a refusal; `message` only for BAD_REQUEST details (which field is wrong). */
export function refuse(reply: FastifyReply, code: AuthRefusalCode, message?: string) {
  return reply.code(AUTH_REFUSALS[code].status).send(authError(code, message));
}
