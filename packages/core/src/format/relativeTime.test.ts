import { describe, expect, it } from "vitest";
import { foyerMessages } from "../errors/foyerMessages.js";
import { formatRelativeTime, type TimestampInput } from "./relativeTime.js";

const NOW = Date.parse("2026-11-22T12:00:00Z");
const S = 1_000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe("relative-time labels, short English (behaviour §9)", () => {
  it.each<[string, TimestampInput, string]>([
    ["same moment", NOW, "just now"],
    ["59 s ago", NOW - 59 * S, "just now"],
    ["in the future", NOW + 5 * M, "just now"],
    ["60 s ago", NOW - M, "1m"],
    ["59 m 59 s ago", NOW - H + S, "59m"],
    ["1 h ago", NOW - H, "1h"],
    ["23 h 59 m ago", NOW - D + M, "23h"],
    ["1 d ago", NOW - D, "1d"],
    ["6 d 23 h ago", NOW - 7 * D + H, "6d"],
    ["7 d ago", NOW - 7 * D, "1w"],
    ["13 d ago", NOW - 13 * D, "1w"],
    ["14 d ago", NOW - 14 * D, "2w"],
    ["29 d ago", NOW - 29 * D, "4w"],
    ["30 d ago", NOW - 30 * D, "Oct 23"],
    ["earlier this year", "2026-03-03T08:00:00Z", "Mar 3"],
    ["a previous year", "2025-12-31T10:00:00Z", "Dec 31, 2025"],
    ["an ISO string", new Date(NOW - 3 * H).toISOString(), "3h"],
    ["a Date", new Date(NOW - 2 * D), "2d"],
  ])("%s → %s", (_label, timestamp, expected) => {
    expect(formatRelativeTime(timestamp, NOW, { timeZone: "UTC" })).toBe(expected);
  });

  it("reads calendar dates in the given time zone", () => {
    const lateUtc = "2026-03-03T23:30:00Z";
    expect(formatRelativeTime(lateUtc, NOW, { timeZone: "UTC" })).toBe("Mar 3");
    expect(formatRelativeTime(lateUtc, NOW, { timeZone: "Asia/Tokyo" })).toBe("Mar 4");
  });

  it.each([
    ["fr", 5 * 60 * S, new Intl.RelativeTimeFormat("fr", { style: "short" }).format(-5, "minute")],
    ["de", 3 * H, new Intl.RelativeTimeFormat("de", { style: "short" }).format(-3, "hour")],
    ["ja", 10 * S, new Intl.RelativeTimeFormat("ja", { numeric: "auto" }).format(0, "minute")],
    ["es", 2 * D, new Intl.RelativeTimeFormat("es", { numeric: "auto" }).format(-2, "day")],
  ] as const)("speaks %s through Intl", (locale, age, expected) => {
    expect(formatRelativeTime(NOW - age, NOW, { timeZone: "UTC", locale })).toBe(expected);
  });

  it("writes an older date in the locale's format", () => {
    expect(formatRelativeTime("2026-03-03T12:00:00Z", NOW, { timeZone: "UTC", locale: "de" })).toBe(
      "3. März",
    );
    expect(formatRelativeTime("2026-03-03T12:00:00Z", NOW, { timeZone: "UTC", locale: "en" })).toBe(
      "Mar 3",
    );
  });

  it.each<unknown>(["yesterday", Number.NaN, new Date("nope"), null])(
    "refuses %j with 'Invalid timestamp'",
    (timestamp) => {
      expect(() => formatRelativeTime(timestamp as TimestampInput, NOW)).toThrow(
        foyerMessages.invalidTimestamp,
      );
    },
  );

  it("refuses an unknown time zone with 'Invalid time zone'", () => {
    expect(() => formatRelativeTime(NOW, NOW, { timeZone: "Mars/Olympus" })).toThrow(
      foyerMessages.invalidTimeZone,
    );
  });
});
