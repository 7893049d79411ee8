import type { Refusal } from "../http/errors.js";

/** Why a sign-in request was refused; the codes clients match on, with their status. */
export const SIWX_REFUSALS = {
  INVALID_REQUEST: { status: 400, error: "Bad Request" },
  MESSAGE_MISMATCH: { status: 400, error: "Message Mismatch" },
  NONCE_INVALID: { status: 400, error: "Invalid Nonce" },
  MESSAGE_EXPIRED: { status: 400, error: "Message Expired" },
  MESSAGE_NOT_YET_VALID: { status: 400, error: "Message Not Yet Valid" },
  DOMAIN_MISMATCH: { status: 400, error: "Domain Mismatch" },
  CHAIN_MISMATCH: { status: 400, error: "Chain Mismatch" },
  SIGNATURE_INVALID: { status: 401, error: "Invalid Signature" },
  UNAUTHORIZED: { status: 401, error: "Unauthorized" },
  RATE_LIMITED: { status: 429, error: "Too Many Requests" },
  UPSTREAM_UNAVAILABLE: { status: 502, error: "Bad Gateway" },
} as const;

export type SiwxRefusalCode = keyof typeof SIWX_REFUSALS;

export type SiwxRefusal = Refusal;

export function refusal(code: SiwxRefusalCode, message: string): SiwxRefusal {
  const { status, error } = SIWX_REFUSALS[code];
  return { status, body: { code, error, message } };
}
