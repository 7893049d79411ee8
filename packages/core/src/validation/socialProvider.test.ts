import { describe, expect, it } from "vitest";
import { isSocialProvider, SOCIAL_PROVIDERS } from "./socialProvider.js";

describe("social provider (SPEC §5)", () => {
  it("lists exactly the spec's providers", () => {
    expect([...SOCIAL_PROVIDERS]).toEqual([
      "google",
      "github",
      "apple",
      "facebook",
      "x",
      "discord",
    ]);
  });

  it.each<[unknown, boolean]>([
    ["google", true],
    ["github", true],
    ["apple", true],
    ["facebook", true],
    ["x", true],
    ["discord", true],
    ["farcaster", false],
    ["twitter", false],
    ["Google", false],
    ["", false],
    [undefined, false],
  ])("%j → %s", (value, expected) => {
    expect(isSocialProvider(value)).toBe(expected);
  });
});
