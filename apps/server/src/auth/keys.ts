import { hkdfSync } from "node:crypto";

/** Independent keys for each use, so one use can never be turned against another. */
export interface AuthKeys {
  /** HMAC-SHA-256 of one-time codes. */
  code: Uint8Array;
  /** HS256 session JWTs. */
  jwt: Uint8Array;
  /** AES-256-GCM of key shares at rest. */
  seal: Uint8Array;
  /** HMAC of emails in rate-limit keys (no addresses in `rate_limits`). */
  lookup: Uint8Array;
  /** HMAC binding the device-approval page's form to its link (the POST's CSRF token). */
  approvalForm: Uint8Array;
}

/** Derives the keys from the server secret with HKDF-SHA-256, one `info` label per use. */
export function deriveKeys(secret: string): AuthKeys {
  const derive = (use: string) =>
    new Uint8Array(hkdfSync("sha256", secret, "foyer-auth-v1", `foyer/${use}`, 32));
  return {
    code: derive("code"),
    jwt: derive("jwt"),
    seal: derive("seal"),
    lookup: derive("lookup"),
    approvalForm: derive("approval-form"),
  };
}
