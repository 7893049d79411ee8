import type { ThemeMode } from "@foyer/core";
import { type ThemeVariableName, themeVariableName } from "@foyer/core";

/**
 * The theme contract: every value the modal's CSS reads. Each key becomes a
 * `--foyer-<kebab-key>` custom property on the modal root, so a host changes
 * the look without reaching into the shadow root (which its CSS cannot).
 */
export interface ThemeVariables {
  /** Buttons, links, focus rings, the active tab. */
  accent: string;
  /** Text on top of `accent`. */
  accentForeground: string;
  background: string;
  /** Rows, chips, inputs: one step off the background. */
  surface: string;
  foreground: string;
  /** Secondary text. */
  muted: string;
  border: string;
  success: string;
  error: string;
  backdrop: string;
  fontFamily: string;
  fontSize: string;
  /** Radius of the modal card. */
  radius: string;
  /** Radius of rows, buttons and inputs. */
  radiusSmall: string;
}

const shared: Pick<ThemeVariables, "fontFamily" | "fontSize" | "radius" | "radiusSmall"> = {
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  fontSize: "15px",
  radius: "24px",
  radiusSmall: "12px",
};

/** The light theme, with any variables overridden. */
export function lightTheme(overrides: Partial<ThemeVariables> = {}): ThemeVariables {
  return {
    accent: "#3b63f3",
    accentForeground: "#ffffff",
    background: "#ffffff",
    surface: "#f2f3f5",
    foreground: "#141519",
    muted: "#5a5d66",
    border: "#e3e4e8",
    success: "#1f9d55",
    // Dark enough for 4.5:1 on both the background and the surface (WCAG AA).
    error: "#b42318",
    backdrop: "rgba(10, 11, 14, 0.45)",
    ...shared,
    ...overrides,
  };
}

/** The dark theme, with any variables overridden. */
export function darkTheme(overrides: Partial<ThemeVariables> = {}): ThemeVariables {
  return {
    accent: "#6f8cff",
    accentForeground: "#0c0d10",
    background: "#17181c",
    surface: "#24262c",
    foreground: "#f4f5f7",
    muted: "#a3a6b0",
    border: "#33353d",
    success: "#4ccf85",
    error: "#ff6b5f",
    backdrop: "rgba(0, 0, 0, 0.6)",
    ...shared,
    ...overrides,
  };
}

/** The variables for a mode with the host's overrides on top. */
export function resolveTheme(
  mode: ThemeMode,
  overrides: Partial<ThemeVariables> = {},
): ThemeVariables {
  return mode === "dark" ? darkTheme(overrides) : lightTheme(overrides);
}

export { themeVariableName };

/**
 * The embedded wallet's frame applies the variables core lists (with the kind
 * of value each takes): a key added to {@link ThemeVariables} must be added
 * there too, or the frame would not follow it. This fails to compile if not.
 */
type SameKeys<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type ThemeKeysMatchCore = Assert<SameKeys<keyof ThemeVariables, ThemeVariableName>>;

/** The theme as an inline style object of custom properties. */
export function themeToStyle(theme: ThemeVariables): Record<string, string> {
  const style: Record<string, string> = {};
  for (const key of Object.keys(theme) as (keyof ThemeVariables)[]) {
    style[themeVariableName(key)] = theme[key];
  }
  return style;
}
