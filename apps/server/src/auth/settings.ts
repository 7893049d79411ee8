import type { RateLimitSettings } from "../lib/routeRateLimit.js";
import { type AddressBudgetSettings, DEFAULT_ADDRESS_BUDGETS } from "./budget/budgetSettings.js";
import type { FarcasterTiming } from "./farcaster/farcasterTiming.js";

/** Lifetimes, limits and the clock of the embedded-wallet auth routes. */
export interface AuthSettings {
  /** How long a mailed 6-digit code works (10 min). */
  codeTtlMs: number;
  /** Wrong tries one code takes before it is locked (5). */
  maxCodeTries: number;
  /** How long a mailed device-approval link works (15 min). */
  deviceLinkTtlMs: number;
  /** Session JWT lifetime (7 days). */
  sessionTtlMs: number;
  /** How long a verified code counts as fresh for recovery and reshare (10 min). */
  freshMs: number;
  /** Longest `/device/wait` holds the request (25 s). */
  deviceWaitMs: number;
  /** How often a waiting request re-reads the approval (database-backed, so any instance may approve). */
  deviceWaitPollMs: number;
  rateLimit: AuthRateLimit;
  /** Social login's start, callback and connect, per IP and per project (Postgres-counted). */
  socialRateLimit: RateLimitSettings;
  /** Farcaster's start and connect, per IP and per project (Postgres-counted). */
  farcasterRateLimit: RateLimitSettings;
  /** Channel lifetime, the longest connect wait, and how often a wait asks the relay. */
  farcaster: FarcasterTiming;
  /** Per address budgets of mail and wrong codes (Postgres-counted, all instances together). */
  budgets: AddressBudgetSettings;
  /** The clock; tests move it to expire codes and sessions. */
  now: () => number;
  /**
   * A monotonic clock in milliseconds for how long a request waits (the
   * long polls): setting the system time neither stretches nor ends a wait.
   */
  monotonicNow: () => number;
}

export interface AuthRateLimit {
  windowMs: number;
  /** Requests per email address per window, all routes and clients together. */
  perEmail: number;
  /** Requests per client IP per window, all routes together. */
  perIp: number;
}

export const DEFAULT_AUTH_SETTINGS: AuthSettings = {
  codeTtlMs: 10 * 60 * 1000,
  maxCodeTries: 5,
  deviceLinkTtlMs: 15 * 60 * 1000,
  sessionTtlMs: 7 * 24 * 60 * 60 * 1000,
  freshMs: 10 * 60 * 1000,
  deviceWaitMs: 25_000,
  deviceWaitPollMs: 500,
  // A waiting frame re-polls every 25 s and a login takes a handful of calls,
  // so 20 per minute per email leaves room while capping code guessing.
  // buildApp takes the per-minute numbers from config (AUTH_RATE_PER_*).
  rateLimit: { windowMs: 60_000, perEmail: 20, perIp: 300 },
  // A login is one start, one callback page and one connect.
  socialRateLimit: { windowMs: 60_000, perIp: 60, perProject: 6_000 },
  // A sign-in is one start and a connect every 25 s while the person finds their phone.
  farcasterRateLimit: { windowMs: 60_000, perIp: 60, perProject: 6_000 },
  farcaster: { channelTtlMs: 10 * 60 * 1000, waitMs: 25_000, pollMs: 500 },
  budgets: DEFAULT_ADDRESS_BUDGETS,
  now: () => Date.now(),
  monotonicNow: () => performance.now(),
};
