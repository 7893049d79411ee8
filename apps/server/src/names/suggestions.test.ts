import { describe, expect, it } from "vitest";
import { nearbyLabels } from "./suggestions.js";

describe("labels near a taken one", () => {
  it("tries a digit after it first, then endings, then prefixes", () => {
    expect(nearbyLabels("alice")).toEqual([
      "alice1",
      "alice2",
      "alice3",
      "alice4",
      "alice5",
      "alice6",
      "alice7",
      "alice8",
      "alice9",
      "alice-id",
      "alice-app",
      "alice-web3",
      "myalice",
      "thealice",
    ]);
  });

  it("keeps only labels within behaviour §5's rule (at most 63 characters here)", () => {
    const long = "a".repeat(62);
    expect(nearbyLabels(long).every((label) => label.length <= 63)).toBe(true);
    expect(nearbyLabels(long)).toContain(`${long}1`);
    expect(nearbyLabels("a".repeat(63))).toEqual([]);
  });
});
