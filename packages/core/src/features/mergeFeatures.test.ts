import { describe, expect, it } from "vitest";
import { foyerMessages } from "../errors/foyerMessages.js";
import { DEFAULT_FEATURES } from "./defaultFeatures.js";
import type { FeatureOptions } from "./featureTypes.js";
import { mergeFeatures } from "./mergeFeatures.js";

describe("feature precedence: defaults < remote < host (behaviour §3, §9)", () => {
  it("uses the defaults when nothing else is given", () => {
    expect(mergeFeatures(DEFAULT_FEATURES, undefined, undefined)).toEqual(DEFAULT_FEATURES);
  });

  it("lets the server override a default", () => {
    const merged = mergeFeatures(DEFAULT_FEATURES, { swaps: false, socials: ["x"] }, undefined);
    expect(merged.swaps).toBe(false);
    expect(merged.socials).toEqual(["x"]);
    expect(merged.onramp).toBe(true);
  });

  it("lets the host override the server", () => {
    const merged = mergeFeatures(DEFAULT_FEATURES, { swaps: false, email: false }, { swaps: true });
    expect(merged.swaps).toBe(true);
    expect(merged.email).toBe(false);
  });

  it("lets the host enable analytics", () => {
    expect(mergeFeatures(DEFAULT_FEATURES, {}, { analytics: true }).analytics).toBe(true);
  });

  it("reads socials false from the host as no social buttons", () => {
    expect(mergeFeatures(DEFAULT_FEATURES, {}, { socials: false }).socials).toEqual([]);
  });

  it("completes a partial host order with the rest in default order", () => {
    const merged = mergeFeatures(
      DEFAULT_FEATURES,
      {},
      {
        connectMethodsOrder: ["wallet"],
        walletFeaturesOrder: ["send", "receive"],
      },
    );
    expect(merged.connectMethodsOrder).toEqual(["wallet", "email", "social"]);
    expect(merged.walletFeaturesOrder).toEqual(["send", "receive", "onramp", "swaps"]);
  });

  it("ignores unknown host keys", () => {
    const options = { swaps: false, emailShowWallets: true } as FeatureOptions;
    expect(mergeFeatures(DEFAULT_FEATURES, {}, options)).toEqual({
      ...DEFAULT_FEATURES,
      swaps: false,
    });
  });

  it.each<[string, unknown]>([
    ["email", "yes"],
    ["analytics", 1],
    ["multiWallet", null],
    ["socials", ["google", "twitch"]],
    ["socials", "google"],
    ["connectMethodsOrder", ["email", "phone"]],
    ["connectMethodsOrder", ["email", "email"]],
    ["walletFeaturesOrder", "send"],
  ])("refuses host option %s = %j", (key, value) => {
    const options = { [key]: value } as FeatureOptions;
    expect(() => mergeFeatures(DEFAULT_FEATURES, {}, options)).toThrow(
      foyerMessages.invalidFeatureOption(key),
    );
  });

  it("refuses host options that are not an object", () => {
    expect(() => mergeFeatures(DEFAULT_FEATURES, {}, "all" as FeatureOptions)).toThrow(
      foyerMessages.invalidFeatureOption("features"),
    );
  });
});
