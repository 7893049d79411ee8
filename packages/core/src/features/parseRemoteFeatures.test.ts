import { describe, expect, it } from "vitest";
import type { RemoteFeatures } from "./featureTypes.js";
import { parseRemoteFeatures } from "./parseRemoteFeatures.js";

describe("remote features from GET /appkit/v1/config (behaviour §7, §9)", () => {
  it("reads the full answer", () => {
    const body = {
      features: {
        email: false,
        socials: ["github", "google"],
        swaps: false,
        onramp: true,
        activity: false,
        reownBranding: false,
        multiWallet: true,
      },
    };
    expect(parseRemoteFeatures(body)).toEqual(body.features);
  });

  it.each<[string, unknown, Partial<RemoteFeatures>]>([
    ["not an object", "nope", {}],
    ["null", null, {}],
    ["the features object alone", { email: false, swaps: true }, { email: false, swaps: true }],
    ["features not an object", { features: true }, {}],
    ["features a list", { features: [true] }, {}],
    ["empty features", { features: {} }, {}],
    ["one bad key among good", { features: { email: "yes", swaps: false } }, { swaps: false }],
    ["a numeric flag", { features: { onramp: 1 } }, {}],
    ["a null flag", { features: { multiWallet: null } }, {}],
    ["unknown keys", { features: { email: true, newThing: 1 } }, { email: true }],
    ["socials not a list", { features: { socials: "google" } }, {}],
    ["socials false", { features: { socials: false } }, { socials: [] }],
    ["socials empty", { features: { socials: [] } }, { socials: [] }],
    [
      "unknown and non-string socials skipped",
      { features: { socials: ["twitch", "x", 7, "farcaster"] } },
      { socials: ["x", "farcaster"] },
    ],
    [
      "duplicate socials once",
      { features: { socials: ["x", "x", "apple"] } },
      { socials: ["x", "apple"] },
    ],
  ])("%s", (_label, body, expected) => {
    expect(parseRemoteFeatures(body)).toEqual(expected);
  });
});
