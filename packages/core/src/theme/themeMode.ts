import { ConfigurationError } from "../errors/configurationError.js";
import { foyerMessages } from "../errors/foyerMessages.js";

/** Behaviour §5 theme modes. */
export const THEME_MODES = ["light", "dark"] as const;

export type ThemeMode = (typeof THEME_MODES)[number];

/** Behaviour §5: the theme mode is light or dark. */
export function isThemeMode(value: unknown): value is ThemeMode {
  return THEME_MODES.some((mode) => mode === value);
}

/**
 * Behaviour §5 for a host's `themeMode` (createFoyer's option, the React
 * provider's prop): undefined keeps the default, anything but light or dark
 * is a setup mistake and throws rather than rendering an unthemed modal.
 */
export function assertThemeMode(value: unknown): asserts value is ThemeMode | undefined {
  if (value === undefined || isThemeMode(value)) return;
  const shown =
    typeof value === "string"
      ? JSON.stringify(value)
      : value === null
        ? "null"
        : `a ${typeof value}`;
  throw new ConfigurationError(foyerMessages.invalidThemeMode(shown.slice(0, 40)), {
    code: "INVALID_THEME_MODE",
    details: { themeMode: value },
  });
}
