import { describe, expect, it } from "vitest";
import { readSocials } from "./readSocials.js";

describe("socials list (SPEC §5 providers, §9 default socials)", () => {
  it.each<[unknown, boolean, string[] | undefined]>([
    [["github", "farcaster"], false, ["github", "farcaster"]],
    [["github", "farcaster"], true, ["github", "farcaster"]],
    [false, true, []],
    [["x", "x"], true, ["x"]],
    [["x", "twitch"], false, ["x"]],
    [["x", "twitch"], true, undefined],
    [["X"], true, undefined],
    [true, false, undefined],
    ["google", false, undefined],
  ])("%j (strict %s) → %j", (value, strict, expected) => {
    expect(readSocials(value, strict)).toEqual(expected);
  });
});
