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
