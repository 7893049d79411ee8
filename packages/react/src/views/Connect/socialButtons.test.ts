import { describe, expect, it } from "vitest";
import { socialButtons } from "./socialButtons.js";

const six = ["google", "x", "discord", "github", "apple", "facebook"] as const;

describe("social buttons", () => {
  it.each([
    [six, false, { shown: ["google", "x", "discord"], hasMore: true }],
    [six, true, { shown: [...six], hasMore: true }],
    [
      ["google", "x", "discord", "github"],
      false,
      { shown: ["google", "x", "discord", "github"], hasMore: false },
    ],
    [["apple"], false, { shown: ["apple"], hasMore: false }],
    [[], false, { shown: [], hasMore: false }],
  ] as const)("%o expanded=%s", (providers, expanded, expected) => {
    expect(socialButtons(providers, expanded)).toEqual(expected);
  });
});
