import { describe, expect, it } from "vitest";
import { walletCountLabel } from "./walletCountLabel.js";

describe("All wallets count label", () => {
  it.each([
    [0, undefined],
    [-1, undefined],
    [Number.NaN, undefined],
    [7, "7"],
    [10, "10+"],
    [427, "420+"],
  ])("%s → %s", (count, expected) => {
    expect(walletCountLabel(count)).toBe(expected);
  });
});

describe("All wallets count label in another locale", () => {
  it.each([
    ["de", 1234, "1.230+"],
    ["fr", 7, "7"],
    ["ar", 40, `${new Intl.NumberFormat("ar").format(40)}+`],
  ] as const)("%s %d → %s", (locale, count, expected) => {
    expect(walletCountLabel(count, locale)).toBe(expected);
  });
});
