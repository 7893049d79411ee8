import type { FastifyReply } from "fastify";
import type { ErrorBody } from "../http/errors.js";

/**
 * The refusals of the embedded-wallet contract: code → status and the
 * message the frame shows. Messages are fixed; the frame matches on `code`.
 */
export const AUTH_REFUSALS = {
  BAD_REQUEST: { status: 400, error: "Bad Request", message: "Bad request" },
  INVALID_EMAIL: { status: 400, error: "Bad Request", message: "Invalid email" },
  RATE_LIMITED: {
    status: 429,
    error: "Too Many Requests",
    message: "Too many requests, try again later",
  },
  OTP_INVALID: { status: 400, error: "Bad Request", message: "Invalid code" },
  OTP_EXPIRED: { status: 400, error: "Bad Request", message: "Code expired" },
  OTP_LOCKED: {
    status: 400,
    error: "Bad Request",
    message: "Too many wrong codes, request a new one",
  },
  /** Recovery or reshare without a code verified in the last 10 minutes. */
  OTP_REQUIRED: { status: 400, error: "Bad Request", message: "A fresh code is required" },
  DEVICE_NOT_APPROVED: { status: 409, error: "Conflict", message: "Device not approved" },
  SESSION_EXPIRED: { status: 401, error: "Unauthorized", message: "Session Expired" },
  WALLET_EXISTS: { status: 409, error: "Conflict", message: "Wallet already exists" },
  NO_WALLET: { status: 404, error: "Not Found", message: "No wallet" },
  NO_DEVICE_SHARE: {
    status: 404,
    error: "Not Found",
    message: "No device share stored for this session",
  },
  EMAIL_TAKEN: { status: 409, error: "Conflict", message: "Email already in use" },
  /** A code was asked for a social login's user, who has no email. */
  NO_EMAIL: {
    status: 409,
    error: "Conflict",
    message: "This account signs in with a social provider and has no email",
  },
  SOCIAL_PROVIDER_OFF: {
    status: 404,
    error: "Not Found",
    message: "This social provider is not configured on the server",
  },
  /** Unknown, used, expired state, or one bound to another project or frame. */
  SOCIAL_STATE_INVALID: {
    status: 400,
    error: "Bad Request",
    message: "This sign-in request has expired or was already used; start again",
  },
  /** The provider sent error= (the person denied, or the provider refused). */
  SOCIAL_DENIED: {
    status: 400,
    error: "Bad Request",
    message: "The provider did not grant the sign-in",
  },
  /** The code exchange or the identity check failed (bad code, ID token, provider answer). */
  SOCIAL_EXCHANGE_FAILED: {
    status: 400,
    error: "Bad Request",
    message: "The provider did not confirm the sign-in",
  },
  FARCASTER_OFF: {
    status: 404,
    error: "Not Found",
    message: "Sign In With Farcaster is not configured on the server",
  },
  FARCASTER_RELAY_FAILED: {
    status: 502,
    error: "Bad Gateway",
    message: "The Farcaster relay could not be reached",
  },
  FARCASTER_CHAIN_UNAVAILABLE: {
    status: 502,
    error: "Bad Gateway",
    message: "The Farcaster registry could not be read; try again",
  },
  /** Unknown, used, expired channel, or one bound to another project or frame. */
  FARCASTER_CHANNEL_INVALID: {
    status: 400,
    error: "Bad Request",
    message: "This Farcaster sign-in has expired or was already used; start again",
  },
  FARCASTER_DOMAIN_MISMATCH: {
    status: 400,
    error: "Bad Request",
    message: "The Farcaster sign-in message is for another site",
  },
  FARCASTER_NONCE_MISMATCH: {
    status: 400,
    error: "Bad Request",
    message: "The Farcaster sign-in message belongs to another sign-in",
  },
  /** Not EIP-4361, wrong statement or chain, no single fid resource, expired. */
  FARCASTER_MESSAGE_INVALID: {
    status: 400,
    error: "Bad Request",
    message: "The Farcaster sign-in message is malformed or expired",
  },
  FARCASTER_FID_UNREGISTERED: {
    status: 400,
    error: "Bad Request",
    message: "This Farcaster account is not registered",
  },
  FARCASTER_NOT_CUSTODY: {
    status: 400,
    error: "Bad Request",
    message: "The Farcaster sign-in was not signed by the account's custody address",
  },
} as const;

export type AuthRefusalCode = keyof typeof AUTH_REFUSALS;

export function authError(code: AuthRefusalCode, message?: string): ErrorBody {
  const refusal = AUTH_REFUSALS[code];
  return { code, error: refusal.error, message: message ?? refusal.message };
}

/** Sends a refusal; `message` only for BAD_REQUEST details (which field is wrong). */
export function refuse(reply: FastifyReply, code: AuthRefusalCode, message?: string) {
  return reply.code(AUTH_REFUSALS[code].status).send(authError(code, message));
}
