import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { DEFAULT_REMOTE_FEATURES, REMOTE_BOOLEAN_FEATURES } from "../features/remoteFeatures.js";
import { readInput } from "../http/readInput.js";
import {
  applyFeaturesPatch,
  PROJECT_FEATURE_NAMES,
  ProjectFeaturesPatchSchema,
  resolveProjectFeatures,
} from "./projectFeatures.js";

const body = v.object({ features: ProjectFeaturesPatchSchema });

describe("project feature names", () => {
  it("are the remote features, socials and analytics", () => {
    expect(PROJECT_FEATURE_NAMES).toEqual([...REMOTE_BOOLEAN_FEATURES, "socials", "analytics"]);
  });

  it("accepts every remote boolean feature by its name", () => {
    for (const name of REMOTE_BOOLEAN_FEATURES) {
      expect(readInput(body, { features: { [name]: false } }).ok).toBe(true);
    }
  });
});

describe("a features patch", () => {
  it.each([
    [{ email: false }, true],
    [{ email: null }, true],
    [{ socials: ["google", "farcaster"] }, true],
    [{ socials: [] }, true],
    [{ socials: null }, true],
    [{ analytics: true }, true],
    [{ email: "no" }, "features.email: email must be true, false, or null for the default"],
    [{ socials: ["myspace"] }, /socials must be a list of google, x, discord/],
    [{ passkeys: true }, /unknown feature "passkeys" \(known: email, passkey, swaps/],
    [{ analytics: null }, /analytics must be true or false/],
  ] as [unknown, true | string | RegExp][])("%j → %s", (features, expected) => {
    const read = readInput(body, { features });
    if (expected === true) expect(read.ok).toBe(true);
    else if (!read.ok) expect(read.message).toMatch(expected);
    else expect.unreachable(`accepted ${JSON.stringify(features)}`);
  });

  it("sets, keeps and resets overrides key by key; analytics is not an override", () => {
    const stored = { email: false, swaps: false };
    expect(applyFeaturesPatch(stored, { email: null, onramp: false, analytics: true })).toEqual({
      swaps: false,
      onramp: false,
    });
    expect(applyFeaturesPatch(null, { socials: ["x"] })).toEqual({ socials: ["x"] });
  });
});

describe("resolved project features", () => {
  it("are the defaults with the valid overrides and the analytics switch", () => {
    expect(resolveProjectFeatures({ email: false, socials: ["x"] }, true)).toEqual({
      ...DEFAULT_REMOTE_FEATURES,
      email: false,
      socials: ["x"],
      analytics: true,
    });
    expect(resolveProjectFeatures(null, false)).toEqual({
      ...DEFAULT_REMOTE_FEATURES,
      analytics: false,
    });
  });
});
