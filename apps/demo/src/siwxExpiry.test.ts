import { describe, expect, it } from "vitest";
import { expiryText } from "./siwxExpiry.js";

const NOW = Date.parse("2026-11-29T08:00:00.000Z");

describe("expiryText", () => {
  it.each([
    ["2026-11-30T08:00:00.000Z", "en", /^tomorrow \(Nov 30, 2026/],
    ["2026-11-29T11:00:00.000Z", "en", /^in 3 hours \(/],
    ["2026-11-29T07:59:30.000Z", "en", /^30 seconds ago \(/],
    ["2026-11-30T08:00:00.000Z", "fr", /^demain \(30 nov\. 2026/],
    ["not a date", "en", /^not a date$/],
  ])("%s in %s", (iso, locale, shown) => {
    expect(expiryText(iso, NOW, locale)).toMatch(shown);
  });
});
