import { describe, expect, it } from "vitest";
import { legalCheckboxShown, legalConsentRequired } from "./legalConsent.js";

describe("the legal checkbox (off by default)", () => {
  const terms = { termsConditionsUrl: "https://app.example/terms" };
  it.each([
    ["feature off", false, { ...terms, accepted: false }, false, false],
    ["on, no documents", true, { accepted: false }, false, false],
    ["on, terms, not accepted", true, { ...terms, accepted: false }, true, true],
    [
      "on, privacy only, not accepted",
      true,
      { privacyPolicyUrl: "/privacy", accepted: false },
      true,
      true,
    ],
    ["on, accepted", true, { ...terms, accepted: true }, true, false],
  ])("%s → shown %s, blocks %s", (_name, feature, state, shown, blocks) => {
    expect(legalCheckboxShown(feature, state)).toBe(shown);
    expect(legalConsentRequired(feature, state)).toBe(blocks);
  });
});
