import { describe, expect, it } from "vitest";
import { createFakeClock } from "../../testing/fakeClock.js";
import { createSlidingWindowLimiter } from "./slidingWindowLimiter.js";

describe("sliding window limit (behaviour §9: at most 5 per 60 s)", () => {
  it("admits 5, refuses the 6th, and frees a slot 60 s after the oldest", async () => {
    const clock = createFakeClock();
    const limiter = createSlidingWindowLimiter({ clock, max: 5, windowMs: 60_000 });
    const admitted: boolean[] = [];
    for (let i = 0; i < 5; i++) {
      admitted.push(limiter.tryAcquire());
      await clock.advanceAsync(10_000);
    }
    expect(admitted).toEqual([true, true, true, true, true]);
    expect(limiter.tryAcquire()).toBe(false);
    await clock.advanceAsync(9_999);
    expect(limiter.tryAcquire()).toBe(false);
    await clock.advanceAsync(1);
    expect(limiter.tryAcquire()).toBe(true);
    expect(limiter.tryAcquire()).toBe(false);
  });

  it("a burst across a minute boundary is still capped (no fixed window)", async () => {
    const clock = createFakeClock(59_000);
    const limiter = createSlidingWindowLimiter({ clock, max: 5, windowMs: 60_000 });
    for (let i = 0; i < 5; i++) limiter.tryAcquire();
    await clock.advanceAsync(2_000);
    expect(limiter.tryAcquire()).toBe(false);
  });
});
