import { themeVariableName } from "@foyer/core";
import { safeThemeVariables, THEME_VARIABLE_KINDS } from "@foyer/core/internal";

/** The theme the app syncs (sync-theme); kept so later views render in it. */
export interface ThemeInput {
  themeMode?: "light" | "dark" | undefined;
  themeVariables?: Record<string, string | number> | undefined;
  w3mThemeVariables?: Record<string, string> | undefined;
}

/**
 * Puts the modal's look on the frame's root: the mode (`data-theme`, which
 * sets the colour scheme) and the modal's variables as `--foyer-*` custom
 * properties, each only if its value is the colour, length or font list the
 * variable takes (core's rules); a variable this sync leaves out, or gives a
 * bad value, falls back to the stylesheet's. Through the CSSOM: the frame's
 * CSP allows no inline style element or attribute, and a custom property set
 * this way cannot reach past its own value.
 */
export function applyTheme(root: HTMLElement, theme: ThemeInput): void {
  root.dataset.theme = theme.themeMode === "dark" ? "dark" : "light";
  const safe = safeThemeVariables(theme);
  for (const key of Object.keys(THEME_VARIABLE_KINDS)) {
    const name = themeVariableName(key);
    const value = safe[name];
    if (value === undefined) root.style.removeProperty(name);
    else root.style.setProperty(name, value);
  }
}
