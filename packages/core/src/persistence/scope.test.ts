import { describe, expect, it } from "vitest";
import { foyerMessages } from "../errors/foyerMessages.js";
import { assertStorageScope, isStorageScope, scopedKey } from "./scope.js";

describe("storage scope", () => {
  it.each([
    ["@foyer/connections/v1", undefined, "@foyer/connections/v1"],
    ["@foyer/connections/v1", "shop", "@foyer/shop/connections/v1"],
    ["@foyer/active_network_id", "app-2", "@foyer/app-2/active_network_id"],
    ["other", "shop", "@foyer/shop/other"],
  ])("%s in scope %s is %s", (key, scope, expected) => {
    expect(scopedKey(key, scope)).toBe(expected);
  });

  it.each([
    ["shop", true],
    ["App_2-b", true],
    ["a".repeat(32), true],
    ["a".repeat(33), false],
    ["", false],
    ["-lead", false],
    ["has space", false],
    ["semi;colon", false],
    ["slash/y", false],
    [7, false],
  ])("%j is a valid scope: %s", (scope, valid) => {
    expect(isStorageScope(scope)).toBe(valid);
  });

  it("refuses a malformed scope with a ConfigurationError; no scope is fine", () => {
    expect(() => assertStorageScope("a b")).toThrow(
      expect.objectContaining({
        name: "ConfigurationError",
        code: "INVALID_STORAGE_SCOPE",
        shortMessage: foyerMessages.invalidStorageScope,
      }),
    );
    expect(() => assertStorageScope(undefined)).not.toThrow();
  });
});
