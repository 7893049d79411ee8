import { describe, expect, it } from "vitest";
import { timeAgo, utcClock } from "./timeWording.js";

const AT = new Date("2030-05-06T14:03:59.000Z");

describe("approval page times", () => {
  it("names the clock time in UTC", () => {
    expect(utcClock(AT)).toBe("14:03 UTC");
  });

  it.each([
    [0, "just now"],
    [59_999, "just now"],
    [60_000, "1 minute ago"],
    [119_999, "1 minute ago"],
    [14 * 60_000, "14 minutes ago"],
    [60 * 60_000, "1 hour ago"],
    [3 * 60 * 60_000 + 5, "3 hours ago"],
  ])("%i ms later → %s", (elapsed, wording) => {
    expect(timeAgo(AT, AT.getTime() + elapsed)).toBe(wording);
  });
});

describe("approval page times in another locale", () => {
  it("names the clock time in UTC as the locale writes it", () => {
    expect(utcClock(AT, "fr")).toBe("14:03 UTC");
    expect(utcClock(AT, "de")).toBe("14:03 UTC");
  });

  it.each([
    ["fr", 0, "maintenant"],
    ["fr", 14 * 60_000, "il y a 14 minutes"],
    ["fr", 3 * 60 * 60_000, "il y a 3 heures"],
    ["de", 60_000, "vor 1 Minute"],
    ["ja", 14 * 60_000, "14 分前"],
  ] as const)("%s, %i ms later → %s", (locale, elapsed, wording) => {
    expect(timeAgo(AT, AT.getTime() + elapsed, locale)).toBe(wording);
  });
});
