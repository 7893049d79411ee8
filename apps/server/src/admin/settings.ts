/** Lifetimes, budgets and clock of the admin API; tests shorten them. */
export interface AdminSettings {
  /** How long an operator's session lasts from sign-in (default 1 hour; no sliding). */
  sessionTtlMs: number;
  /** How long a sign-in nonce can be used (default 5 minutes). */
  nonceTtlMs: number;
  rateLimit: {
    windowMs: number;
    /** Admin API requests per client IP per window (default 600 a minute). */
    perIp: number;
    /** Sign-in requests (nonce, session) per client IP per window (default 20 a minute). */
    signInPerIp: number;
  };
  now: () => number;
}

export const DEFAULT_ADMIN_SETTINGS: AdminSettings = {
  sessionTtlMs: 60 * 60 * 1000,
  nonceTtlMs: 5 * 60 * 1000,
  rateLimit: { windowMs: 60_000, perIp: 600, signInPerIp: 20 },
  now: () => Date.now(),
};
