import { describe, expect, it } from "vitest";
import { formatNumber, plural } from "./localeFormat.js";

const WALLETS = { one: "{count} wallet", other: "{count} wallets" };
// Arabic has six plural categories; each must pick its own form.
const AR = {
  zero: "zero",
  one: "one",
  two: "two",
  few: "few {count}",
  many: "many {count}",
  other: "other {count}",
};

describe("plural", () => {
  it.each([
    ["en", 1, WALLETS, "1 wallet"],
    ["en", 2, WALLETS, "2 wallets"],
    ["en", 1200, WALLETS, "1,200 wallets"],
    ["de", 1200, WALLETS, "1.200 wallets"],
    ["ar", 0, AR, "zero"],
    ["ar", 2, AR, "two"],
    ["ar", 3, AR, `few ${formatNumber("ar", 3)}`],
    ["ar", 11, AR, `many ${formatNumber("ar", 11)}`],
    ["ar", 100, AR, `other ${formatNumber("ar", 100)}`],
    // A missing category falls back to `other`.
    ["ja", 1, { other: "{count}個" }, "1個"],
  ] as const)("%s %d", (locale, count, forms, expected) => {
    expect(plural(locale, count, forms)).toBe(expected);
  });
});
