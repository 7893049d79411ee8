import { describe, expect, it } from "vitest";
import { messages } from "../../errors/messages.js";
import { assertEmailLoginAllowed, emailLoginCooldown } from "./emailLoginCooldown.js";

const LAST = 1_000_000;

describe("email login cooldown (behaviour §5, §9 30 s)", () => {
  it.each<[number | null | undefined, number, number]>([
    [undefined, LAST, 0],
    [null, LAST, 0],
    [Number.NaN, LAST, 0],
    [LAST, LAST, 30],
    [LAST, LAST + 1, 30],
    [LAST, LAST + 999, 30],
    [LAST, LAST + 1_000, 29],
    [LAST, LAST + 29_001, 1],
    [LAST, LAST + 29_999, 1],
    [LAST, LAST + 30_000, 0],
    [LAST, LAST + 90_000, 0],
    [LAST + 60_000, LAST, 30],
  ])("last %j, now %j → %i s", (lastLoginAt, now, seconds) => {
    expect(emailLoginCooldown(lastLoginAt, now)).toBe(seconds);
  });

  it("refuses a second login within 30 s with the remaining seconds", () => {
    expect(() => assertEmailLoginAllowed(LAST, LAST + 12_500)).toThrow(
      "Please try again after 18 seconds",
    );
    expect(() => assertEmailLoginAllowed(LAST, LAST + 12_500)).toThrow(messages.emailCooldown(18));
  });

  it("allows a login after the cooldown or without a previous one", () => {
    expect(() => assertEmailLoginAllowed(LAST, LAST + 30_000)).not.toThrow();
    expect(() => assertEmailLoginAllowed(undefined, LAST)).not.toThrow();
  });
});
