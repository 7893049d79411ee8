import { DEFAULT_FEATURES } from "@foyer/core/internal";
import { describe, expect, it } from "vitest";
import { connectSections } from "./connectSections.js";

const all = ["email", "social", "wallet"] as const;

describe("connect sections (behaviour §9 connect order)", () => {
  it("follows the default order email, social, wallet", () => {
    expect(connectSections(DEFAULT_FEATURES, all)).toEqual(["email", "social", "wallet"]);
  });

  it("follows the host's order", () => {
    const features = {
      ...DEFAULT_FEATURES,
      connectMethodsOrder: ["wallet", "social", "email"] as const,
    };
    expect(connectSections(features, all)).toEqual(["wallet", "social", "email"]);
  });

  it("drops disabled features", () => {
    expect(connectSections({ ...DEFAULT_FEATURES, email: false, socials: [] }, all)).toEqual([
      "wallet",
    ]);
  });

  it("keeps the social section when only Farcaster is enabled", () => {
    expect(connectSections({ ...DEFAULT_FEATURES, socials: ["farcaster"] }, all)).toEqual([
      "email",
      "social",
      "wallet",
    ]);
  });

  it("drops what this build can't render yet", () => {
    expect(connectSections(DEFAULT_FEATURES, ["wallet"])).toEqual(["wallet"]);
  });
});
