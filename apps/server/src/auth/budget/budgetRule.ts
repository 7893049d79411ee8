/** How much of something one email address may use, over a rolling hour and day. */
export interface BudgetLimits {
  perHour: number;
  perDay: number;
  /**
   * Once `after` uses fall in the hour, each further one waits
   * `baseMs · 2^(uses − after)` after the previous one.
   */
  backoff?: { after: number; baseMs: number };
}

/** One address's use so far: a window opens with its first use and lasts an hour (a day). */
export interface BudgetWindows {
  hourStartMs: number;
  hourCount: number;
  dayStartMs: number;
  dayCount: number;
  /** When the last use was taken (the backoff counts from it). */
  lastAtMs: number;
}

export type BudgetDecision =
  | { ok: true; next: BudgetWindows }
  | { ok: false; retryAfterMs: number };

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/**
 * Takes one use from an address's budget, or says how long until one is
 * free: the day's cap first (the longest wait), then the hour's, then the
 * backoff. Windows run from their first use, so there is no boundary at
 * which a burst of twice the cap fits.
 */
export function takeFromBudget(
  current: BudgetWindows | undefined,
  nowMs: number,
  limits: BudgetLimits,
): BudgetDecision {
  const hourOpen = current !== undefined && nowMs < current.hourStartMs + HOUR_MS;
  const dayOpen = current !== undefined && nowMs < current.dayStartMs + DAY_MS;
  const hourCount = hourOpen ? current.hourCount : 0;
  const dayCount = dayOpen ? current.dayCount : 0;
  if (dayOpen && dayCount >= limits.perDay) {
    return { ok: false, retryAfterMs: current.dayStartMs + DAY_MS - nowMs };
  }
  if (hourOpen && hourCount >= limits.perHour) {
    return { ok: false, retryAfterMs: current.hourStartMs + HOUR_MS - nowMs };
  }
  const backoff = limits.backoff;
  if (hourOpen && backoff !== undefined && hourCount >= backoff.after) {
    const wait = current.lastAtMs + backoff.baseMs * 2 ** (hourCount - backoff.after) - nowMs;
    if (wait > 0) return { ok: false, retryAfterMs: wait };
  }
  return {
    ok: true,
    next: {
      hourStartMs: hourOpen ? current.hourStartMs : nowMs,
      hourCount: hourCount + 1,
      dayStartMs: dayOpen ? current.dayStartMs : nowMs,
      dayCount: dayCount + 1,
      lastAtMs: nowMs,
    },
  };
}

/**
 * Gives back a use taken as `taken` (a right code is not a wrong guess).
 * Only to windows that are still the ones it was taken from.
 */
export function giveBack(current: BudgetWindows, taken: BudgetWindows): BudgetWindows {
  return {
    ...current,
    hourCount:
      current.hourStartMs === taken.hourStartMs
        ? Math.max(0, current.hourCount - 1)
        : current.hourCount,
    dayCount:
      current.dayStartMs === taken.dayStartMs
        ? Math.max(0, current.dayCount - 1)
        : current.dayCount,
  };
}
