/**
 * The English texts of the embedded-wallet server's refusals, by code: the server
 * answers with them, and the frame recognises them to show the same refusal in the
 * app's language. One copy, so the two cannot drift apart.
 */
export const AUTH_REFUSAL_MESSAGES = {
  BAD_REQUEST: "Bad request",
  INVALID_EMAIL: "Invalid email",
  RATE_LIMITED: "Too many requests, try again later",
  OTP_INVALID: "Invalid code",
  OTP_EXPIRED: "Code expired",
  OTP_LOCKED: "Too many wrong codes, request a new one",
  OTP_REQUIRED: "A fresh code is required",
  DEVICE_NOT_APPROVED: "Device not approved",
  SESSION_EXPIRED: "Session Expired",
  WALLET_EXISTS: "Wallet already exists",
  NO_WALLET: "No wallet",
  NO_DEVICE_SHARE: "No device share stored for this session",
  EMAIL_TAKEN: "Email already in use",
  NO_EMAIL: "This account signs in with a social provider and has no email",
  SOCIAL_PROVIDER_OFF: "This social provider is not configured on the server",
  SOCIAL_STATE_INVALID: "This sign-in request has expired or was already used; start again",
  SOCIAL_DENIED: "The provider did not grant the sign-in",
  SOCIAL_EXCHANGE_FAILED: "The provider did not confirm the sign-in",
  FARCASTER_OFF: "Sign In With Farcaster is not configured on the server",
  FARCASTER_RELAY_FAILED: "The Farcaster relay could not be reached",
  FARCASTER_CHAIN_UNAVAILABLE: "The Farcaster registry could not be read; try again",
  FARCASTER_CHANNEL_INVALID: "This Farcaster sign-in has expired or was already used; start again",
  FARCASTER_DOMAIN_MISMATCH: "The Farcaster sign-in message is for another site",
  FARCASTER_NONCE_MISMATCH: "The Farcaster sign-in message belongs to another sign-in",
  FARCASTER_MESSAGE_INVALID: "The Farcaster sign-in message is malformed or expired",
  FARCASTER_FID_UNREGISTERED: "This Farcaster account is not registered",
  FARCASTER_NOT_CUSTODY: "The Farcaster sign-in was not signed by the account's custody address",
  PASSKEY_UNAVAILABLE: "Passkeys need the wallet on a domain name, not an IP address",
  PASSKEY_CHALLENGE_INVALID: "This passkey request has expired or was already used; start again",
  PASSKEY_REJECTED: "The passkey could not be verified",
  PASSKEY_UNKNOWN: "This passkey is not registered for this app",
  PASSKEY_NOT_ACCEPTED:
    "This authenticator is not accepted: use one that makes P-256 (ES256) passkeys",
  PASSKEY_EXISTS: "This passkey is already registered",
  PASSKEY_NOT_FOUND: "No such passkey",
  PASSKEY_LAST_SIGN_IN: "This passkey is the only way to sign in to this account",
  PASSKEY_SIGN_IN_AGAIN: "Sign in again to add a passkey",
  EXPORT_SIGN_IN_AGAIN: "Sign in again to export your key",
} as const;

export type AuthRefusalCode = keyof typeof AUTH_REFUSAL_MESSAGES;

export function isAuthRefusalCode(code: string): code is AuthRefusalCode {
  return Object.hasOwn(AUTH_REFUSAL_MESSAGES, code);
}
