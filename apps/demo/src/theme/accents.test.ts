import { darkTheme, lightTheme } from "@foyer/react";
import { describe, expect, it } from "vitest";
import { ACCENT_NAMES, ACCENTS } from "./accents.js";
import { accentVariables } from "./themeChoice.js";

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const themes = { light: lightTheme, dark: darkTheme };

describe("accent shades (WCAG AA, 4.5:1)", () => {
  for (const name of ACCENT_NAMES) {
    for (const mode of ["light", "dark"] as const) {
      const shade = ACCENTS[name][mode];
      if (shade === undefined) continue;
      it(`${name} in ${mode}: text on it, and it as text on the modal's background and surface`, () => {
        const theme = themes[mode](accentVariables(name, mode));
        expect(theme.accent).toBe(shade);
        expect(contrast(shade, theme.accentForeground)).toBeGreaterThanOrEqual(4.5);
        expect(contrast(shade, theme.background)).toBeGreaterThanOrEqual(4.5);
        expect(contrast(shade, theme.surface)).toBeGreaterThanOrEqual(4.5);
      });
    }
  }
});
