import { describe, expect, it } from "vitest";
import { readThemePreference, resolveTheme } from "./themePreference.js";

describe("theme preference", () => {
  it.each([
    ["dark", "dark"],
    ["light", "light"],
    ["system", "system"],
    [null, "system"],
    ["purple", "system"],
  ])("stored %s reads as %s", (stored, expected) => {
    expect(readThemePreference({ getItem: () => stored })).toBe(expected);
  });

  it("reads as system when storage throws", () => {
    const blocked = {
      getItem: () => {
        throw new Error("denied");
      },
    };
    expect(readThemePreference(blocked)).toBe("system");
  });

  it.each([
    ["system", true, "dark"],
    ["system", false, "light"],
    ["light", true, "light"],
    ["dark", false, "dark"],
  ] as const)("%s with a dark system %s → %s", (preference, systemDark, mode) => {
    expect(resolveTheme(preference, systemDark)).toBe(mode);
  });
});
