import type { Clock } from "../../effects/clock.js";

/** Admits at most `max` events in any `windowMs` span. */
export interface RateLimiter {
  /** Records and admits an event, or refuses it without recording. */
  tryAcquire(): boolean;
}

/**
 * A sliding window rather than a fixed one: with a fixed window, 5 events at
 * 0:59 and 5 at 1:00 would let 10 through within two seconds.
 */
export function createSlidingWindowLimiter(options: {
  clock: Clock;
  max: number;
  windowMs: number;
}): RateLimiter {
  const { clock, max, windowMs } = options;
  const admitted: number[] = [];
  return {
    tryAcquire() {
      const now = clock.now();
      while (admitted.length > 0 && (admitted[0] ?? now) <= now - windowMs) admitted.shift();
      if (admitted.length >= max) return false;
      admitted.push(now);
      return true;
    },
  };
}
