/** The theme the app syncs (sync-theme); kept so later views render in it. */
export interface ThemeInput {
  themeMode?: "light" | "dark" | undefined;
  themeVariables?: Record<string, string | number> | undefined;
  w3mThemeVariables?: Record<string, string> | undefined;
}

const SAFE_NAME = /^--[a-z0-9-]{1,64}$/i;
// A value may not end the declaration or pull in a resource: the app is
// trusted for looks only, never to load anything into the wallet's page.
const UNSAFE_VALUE = /[;{}<>]|url\(|expression\(|@import/i;

/**
 * Theme variables as CSS custom properties (`--foyer-accent: #47a1ff`).
 * Names are forced into the `--foyer-` namespace; unsafe names or values are
 * dropped, not escaped.
 */
export function themeToCssVars(theme: ThemeInput): Record<string, string> {
  const vars: Record<string, string> = {};
  const all = { ...theme.w3mThemeVariables, ...theme.themeVariables };
  for (const [rawName, rawValue] of Object.entries(all)) {
    const name = rawName.startsWith("--") ? rawName : `--foyer-${rawName}`;
    const value = String(rawValue);
    if (!SAFE_NAME.test(name) || UNSAFE_VALUE.test(value) || value.length > 200) continue;
    vars[name] = value;
  }
  return vars;
}

export function applyTheme(root: HTMLElement, theme: ThemeInput): void {
  root.dataset.theme = theme.themeMode ?? "light";
  for (const [name, value] of Object.entries(themeToCssVars(theme))) {
    root.style.setProperty(name, value);
  }
}
