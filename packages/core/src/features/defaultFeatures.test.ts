import { describe, expect, it } from "vitest";
import { DEFAULT_FEATURES, DEFAULT_REMOTE_FEATURES } from "./defaultFeatures.js";

// The remote defaults themselves (behaviour §9) are pinned where they live, in @foyer/protocol.
describe("default features (behaviour §9)", () => {
  it.each([
    ["receive", true],
    ["send", true],
    ["legalCheckbox", false],
    ["analytics", false],
  ] as const)("%s defaults to %s", (key, value) => {
    expect(DEFAULT_FEATURES[key]).toBe(value);
  });

  it("keeps analytics off by default: Foyer does not call home (deviation from behaviour §9)", () => {
    expect(DEFAULT_FEATURES.analytics).toBe(false);
  });

  it("orders wallet features onramp, swaps, receive, send and connect methods email, social, wallet", () => {
    expect(DEFAULT_FEATURES.walletFeaturesOrder).toEqual(["onramp", "swaps", "receive", "send"]);
    expect(DEFAULT_FEATURES.connectMethodsOrder).toEqual(["email", "social", "wallet"]);
  });

  it("includes every remote default (email, socials, swaps, onramp, activity on; multi-wallet off)", () => {
    expect(DEFAULT_FEATURES).toMatchObject(DEFAULT_REMOTE_FEATURES);
  });
});
