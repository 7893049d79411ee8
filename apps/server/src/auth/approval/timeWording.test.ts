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
