import { describe, expect, it } from "vitest";
import {
  DEFAULT_REMOTE_FEATURES,
  isSocialProvider,
  readRemoteFeatures,
  readSocials,
  resolveRemoteFeatures,
} from "./remoteFeatures.js";

describe("default remote features", () => {
  it("has swaps, onramp, email, socials, activity and passkeys on, multiWallet off", () => {
    expect(DEFAULT_REMOTE_FEATURES).toEqual({
      email: true,
      socials: ["google", "x", "discord", "farcaster", "github", "apple", "facebook"],
      swaps: true,
      onramp: true,
      activity: true,
      reownBranding: true,
      multiWallet: false,
      passkey: true,
    });
  });
});

describe("Behaviour §5 social providers", () => {
  it.each([
    ["google", true],
    ["github", true],
    ["apple", true],
    ["facebook", true],
    ["x", true],
    ["discord", true],
    ["farcaster", false],
    ["Google", false],
    ["twitter", false],
  ])("%s → %s", (value, expected) => {
    expect(isSocialProvider(value)).toBe(expected);
  });
});

describe("readSocials", () => {
  it.each([
    [false, false, []],
    [false, true, []],
    [["github", "farcaster"], false, ["github", "farcaster"]],
    [["github", "farcaster"], true, ["github", "farcaster"]],
    [["x", "x"], true, ["x"]],
    [["X"], true, undefined],
    [true, false, undefined],
    [["x", "x", "apple"], false, ["x", "apple"]],
    [["x", "myspace"], false, ["x"]],
    [["x", "myspace"], true, undefined],
    ["google", false, undefined],
    [undefined, true, undefined],
  ])("%j strict=%s", (value, strict, expected) => {
    expect(readSocials(value, strict)).toEqual(expected);
  });
});

describe("readRemoteFeatures", () => {
  it("accepts every known key with the right type", () => {
    const value = {
      email: false,
      socials: ["x", "x", "apple"],
      swaps: false,
      onramp: false,
      activity: false,
      reownBranding: false,
      multiWallet: true,
    };
    expect(readRemoteFeatures(value, true)).toEqual({
      features: { ...value, socials: ["x", "apple"] },
      issues: [],
    });
  });
  it("keeps well-formed keys and names each refused one", () => {
    expect(
      readRemoteFeatures({ swaps: "no", socials: "google", beta: true, email: false }, true),
    ).toEqual({
      features: { email: false },
      issues: [
        "swaps must be a boolean",
        "socials must be an array of google, x, discord, farcaster, github, apple, facebook",
        'unknown feature "beta"',
      ],
    });
  });
  it("reads nothing from a missing value and refuses a non-object", () => {
    expect(readRemoteFeatures(null, true)).toEqual({ features: {}, issues: [] });
    expect(readRemoteFeatures([true], false).issues).toEqual(["features must be an object"]);
  });
  it("skips an unknown social when lenient, refuses the list when strict", () => {
    expect(readRemoteFeatures({ socials: ["x", "new"] }, false).features).toEqual({
      socials: ["x"],
    });
    expect(readRemoteFeatures({ socials: ["x", "new"] }, true).features).toEqual({});
  });
  it("resolves over the defaults", () => {
    expect(resolveRemoteFeatures({ socials: [] })).toEqual({
      ...DEFAULT_REMOTE_FEATURES,
      socials: [],
    });
  });
});
