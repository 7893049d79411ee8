import type { ThemeMode } from "@foyer/core";
import type { ThemeVariables } from "@foyer/react";
import { ACCENT_NAMES, ACCENTS, type AccentName } from "./accents.js";

/** What the visitor picked: a fixed mode, or "system" to follow `prefers-color-scheme`. */
export type ThemePreference = ThemeMode | "system";

export const THEME_PREFERENCES: readonly ThemePreference[] = ["light", "dark", "system"];

export interface ThemeChoice {
  preference: ThemePreference;
  accent: AccentName;
}

export const DEFAULT_THEME_CHOICE: ThemeChoice = { preference: "system", accent: "blue" };

/** Where the choice is kept between visits. */
export const THEME_STORAGE_KEY = "foyer-demo.theme";

/** A stored choice, or the default for anything missing, malformed or from an older shape. */
export function parseThemeChoice(raw: string | null): ThemeChoice {
  if (raw === null) return DEFAULT_THEME_CHOICE;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return DEFAULT_THEME_CHOICE;
  }
  if (typeof value !== "object" || value === null) return DEFAULT_THEME_CHOICE;
  const { preference, accent } = value as Record<string, unknown>;
  return {
    preference: THEME_PREFERENCES.find((p) => p === preference) ?? DEFAULT_THEME_CHOICE.preference,
    accent: ACCENT_NAMES.find((a) => a === accent) ?? DEFAULT_THEME_CHOICE.accent,
  };
}

/** The mode to paint: the preference itself, or the system's when it is "system". */
export function resolveThemeMode(
  preference: ThemePreference,
  systemPrefersDark: boolean,
): ThemeMode {
  if (preference === "system") return systemPrefersDark ? "dark" : "light";
  return preference;
}

/** The text colour on an accent shade: white on the light shades, near black on the dark ones. */
const ACCENT_FOREGROUND: Record<ThemeMode, string> = { light: "#ffffff", dark: "#0c0d10" };

/** The `themeVariables` Foyer's modal gets for an accent in a mode (none for Foyer's own). */
export function accentVariables(accent: AccentName, mode: ThemeMode): Partial<ThemeVariables> {
  const shade = ACCENTS[accent][mode];
  return shade === undefined ? {} : { accent: shade, accentForeground: ACCENT_FOREGROUND[mode] };
}
