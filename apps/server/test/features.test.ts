import { describe, expect, it } from "vitest";
import {
  defaultFeatures,
  parseFeatureOverrides,
  resolveFeatures,
} from "../src/project/features.js";

describe("feature overrides", () => {
  it("treats null as no overrides", () => {
    expect(parseFeatureOverrides(null)).toEqual({ overrides: {}, issues: [] });
  });

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
    expect(parseFeatureOverrides(value)).toEqual({
      overrides: { ...value, socials: ["x", "apple"] },
      issues: [],
    });
  });

  it("reports and drops bad keys, keeping the good ones", () => {
    expect(
      parseFeatureOverrides({ swaps: "no", socials: "google", beta: true, email: false }),
    ).toEqual({
      overrides: { email: false },
      issues: [
        "swaps must be a boolean",
        "socials must be an array of google, x, discord, farcaster, github, apple, facebook",
        'unknown feature "beta"',
      ],
    });
    expect(parseFeatureOverrides([true]).issues).toEqual(["features must be an object"]);
  });

  it("merges key by key over fresh defaults", () => {
    const merged = resolveFeatures({ socials: [] });
    expect(merged).toEqual({ ...defaultFeatures(), socials: [] });
    merged.swaps = false;
    expect(defaultFeatures().swaps).toBe(true);
  });
});
