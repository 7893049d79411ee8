import { describe, expect, it } from "vitest";
import {
  accentVariables,
  DEFAULT_THEME_CHOICE,
  parseThemeChoice,
  resolveThemeMode,
  type ThemeChoice,
  type ThemePreference,
} from "./themeChoice.js";

describe("the stored theme choice", () => {
  it.each<[string | null, ThemeChoice]>([
    [null, DEFAULT_THEME_CHOICE],
    ["", DEFAULT_THEME_CHOICE],
    ["not json", DEFAULT_THEME_CHOICE],
    ["42", DEFAULT_THEME_CHOICE],
    ['{"preference":"dark","accent":"teal"}', { preference: "dark", accent: "teal" }],
    ['{"preference":"light","accent":"blue"}', { preference: "light", accent: "blue" }],
    ['{"preference":"system","accent":"pink"}', { preference: "system", accent: "pink" }],
    // One bad field falls back alone; the other is kept.
    ['{"preference":"Dark","accent":"orange"}', { preference: "system", accent: "orange" }],
    ['{"preference":"dark","accent":"#ff0000"}', { preference: "dark", accent: "blue" }],
    ['{"mode":"dark"}', DEFAULT_THEME_CHOICE],
  ])("%j → %j", (raw, expected) => {
    expect(parseThemeChoice(raw)).toEqual(expected);
  });
});

describe("the mode painted", () => {
  it.each<[ThemePreference, boolean, "light" | "dark"]>([
    ["light", false, "light"],
    ["light", true, "light"],
    ["dark", false, "dark"],
    ["dark", true, "dark"],
    ["system", false, "light"],
    ["system", true, "dark"],
  ])("%s with the system dark: %s → %s", (preference, systemDark, expected) => {
    expect(resolveThemeMode(preference, systemDark)).toBe(expected);
  });
});

describe("the accent as Foyer theme variables", () => {
  it("Foyer's own blue overrides nothing in either mode", () => {
    expect(accentVariables("blue", "light")).toEqual({});
    expect(accentVariables("blue", "dark")).toEqual({});
  });

  it("another accent sets the accent and the text on it, per mode", () => {
    expect(accentVariables("teal", "light")).toEqual({
      accent: "#0f766e",
      accentForeground: "#ffffff",
    });
    expect(accentVariables("teal", "dark")).toEqual({
      accent: "#2dd4bf",
      accentForeground: "#0c0d10",
    });
  });
});
