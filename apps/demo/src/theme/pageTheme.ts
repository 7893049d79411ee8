import type { ThemeMode } from "@foyer/core";
import { darkTheme, lightTheme, type ThemeVariables } from "@foyer/react";
import type { AccentName } from "./accents.js";
import { accentVariables } from "./themeChoice.js";

/** Foyer's full theme for a mode and accent: what the modal paints with. */
export function demoTheme(mode: ThemeMode, accent: AccentName): ThemeVariables {
  return (mode === "dark" ? darkTheme : lightTheme)(accentVariables(accent, mode));
}

/**
 * Paints the host page in the modal's mode and accent: `data-theme` on <html> switches the
 * page's colours in styles.css, and the accent comes from the same theme variables the modal gets.
 */
export function applyPageTheme(root: HTMLElement, mode: ThemeMode, accent: AccentName): void {
  const theme = demoTheme(mode, accent);
  root.dataset.theme = mode;
  root.style.setProperty("--accent", theme.accent);
  root.style.setProperty("--accent-fg", theme.accentForeground);
}
