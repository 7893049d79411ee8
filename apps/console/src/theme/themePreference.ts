/** The operator's choice: a fixed mode, or the system's. */
export type ThemePreference = "light" | "dark" | "system";

export const THEME_PREFERENCES: readonly ThemePreference[] = ["light", "dark", "system"];

const KEY = "foyer-console.theme";

/** The stored choice; anything unreadable is "system". */
export function readThemePreference(storage: Pick<Storage, "getItem">): ThemePreference {
  try {
    const value = storage.getItem(KEY);
    return value === "light" || value === "dark" ? value : "system";
  } catch {
    return "system";
  }
}

export function storeThemePreference(storage: Pick<Storage, "setItem">, value: ThemePreference) {
  try {
    storage.setItem(KEY, value);
  } catch {
    // Not kept: the choice lasts this visit only.
  }
}

/** The mode a preference means now. */
export function resolveTheme(preference: ThemePreference, systemDark: boolean): "light" | "dark" {
  return preference === "system" ? (systemDark ? "dark" : "light") : preference;
}
