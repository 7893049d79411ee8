/** The kinds of CSS value a theme variable takes. */
export type ThemeValueKind = "color" | "length" | "fontFamily";

/**
 * Every variable of the modal's theme and the kind of value it takes. The
 * modal reads them as `--foyer-<kebab-name>` custom properties, and the
 * embedded wallet's frame applies exactly these, when a value passes its kind.
 */
export const THEME_VARIABLE_KINDS = {
  accent: "color",
  accentForeground: "color",
  background: "color",
  surface: "color",
  foreground: "color",
  muted: "color",
  border: "color",
  success: "color",
  error: "color",
  backdrop: "color",
  fontFamily: "fontFamily",
  fontSize: "length",
  radius: "length",
  radiusSmall: "length",
} as const satisfies Record<string, ThemeValueKind>;

export type ThemeVariableName = keyof typeof THEME_VARIABLE_KINDS;

/** `accentForeground` → `--foyer-accent-foreground`. */
export function themeVariableName(key: string): `--foyer-${string}` {
  return `--foyer-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

const HEX = /^#(?:[\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})$/i;
// Numbers, separators and units only: nothing that could end the value or call anything else.
const COLOR_FUNCTION = /^(?:rgba?|hsla?)\((?:[\d.\s,/%+-]|deg)*\)$/i;
const COLOR_NAME = /^[a-z]{3,20}$/i;
const LENGTH = /^(?:0|\d{1,4}(?:\.\d{1,3})?(?:px|rem|em|%))$/;
// Font names, bare or quoted, comma-separated. A literal, so bundles that never
// validate a theme (the modal's) drop it.
const FONT_FAMILY =
  /^(?:-?[a-z][\w .-]*|"[\w .-]+"|'[\w .-]+')(?:\s*,\s*(?:-?[a-z][\w .-]*|"[\w .-]+"|'[\w .-]+'))*$/i;
const MAX_VALUE_LENGTH = 200;

/**
 * Whether `value` is a plain value of `kind`: a colour (hex, rgb/hsl with
 * numbers, a colour keyword), a length (one number and unit) or a list of font
 * names. Anything else — url(), var(), expressions, quotes that close early,
 * semicolons or braces — is refused, so a theme can change looks and nothing else.
 */
export function isThemeValue(kind: ThemeValueKind, value: string): boolean {
  if (value.length > MAX_VALUE_LENGTH) return false;
  switch (kind) {
    case "color":
      return HEX.test(value) || COLOR_FUNCTION.test(value) || COLOR_NAME.test(value);
    case "length":
      return LENGTH.test(value);
    case "fontFamily":
      return FONT_FAMILY.test(value.trim());
  }
}

/** The variable a name means: its key (`accent`) or its custom property (`--foyer-accent`). */
function variableOf(name: string): ThemeVariableName | undefined {
  return (Object.keys(THEME_VARIABLE_KINDS) as ThemeVariableName[]).find(
    (key) => key === name || themeVariableName(key) === name,
  );
}

/**
 * The theme a frame may apply, as custom properties: the resolved variables
 * (`--foyer-accent`), then the host's own (`accent`) over them; unknown names
 * and values that are not their kind are dropped. A bare number is a length
 * in pixels.
 */
export function safeThemeVariables(theme: {
  themeVariables?: Readonly<Record<string, string | number>> | undefined;
  w3mThemeVariables?: Readonly<Record<string, string>> | undefined;
}): Record<`--foyer-${string}`, string> {
  const safe: Record<`--foyer-${string}`, string> = {};
  for (const source of [theme.w3mThemeVariables, theme.themeVariables]) {
    for (const [name, raw] of Object.entries(source ?? {})) {
      const key = variableOf(name);
      if (!key) continue;
      const kind = THEME_VARIABLE_KINDS[key];
      const value = typeof raw === "number" && kind === "length" ? `${raw}px` : String(raw).trim();
      if (isThemeValue(kind, value)) safe[themeVariableName(key)] = value;
    }
  }
  return safe;
}
