import { describe, expect, it } from "vitest";
import { deriveKeys } from "../keys.js";
import { approvalFormToken, formTokenMatches } from "./formToken.js";

const KEY = deriveKeys("a-test-secret-that-is-long-enough-123456").approvalForm;
const OTHER_KEY = deriveKeys("another-test-secret-long-enough-1234567").approvalForm;

describe("approval form token", () => {
  const token = approvalFormToken(KEY, "link-token-one");

  it("matches only its own link under its own key", () => {
    expect(formTokenMatches(KEY, "link-token-one", token)).toBe(true);
    expect(formTokenMatches(KEY, "link-token-two", token)).toBe(false);
    expect(formTokenMatches(OTHER_KEY, "link-token-one", token)).toBe(false);
  });

  it.each([undefined, "", 42, `${token}x`, token.slice(1), ["a"]])("refuses %j", (posted) => {
    expect(formTokenMatches(KEY, "link-token-one", posted)).toBe(false);
  });
});
