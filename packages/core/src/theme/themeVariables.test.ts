import { describe, expect, it } from "vitest";
import {
  isThemeValue,
  safeThemeVariables,
  type ThemeValueKind,
  themeVariableName,
} from "./themeVariables.js";

describe("isThemeValue: a theme changes looks, nothing else", () => {
  it.each<[ThemeValueKind, string, boolean]>([
    ["color", "#3b63f3", true],
    ["color", "#FFF", true],
    ["color", "#3b63f3cc", true],
    ["color", "rgba(10, 11, 14, 0.45)", true],
    ["color", "rgb(0 0 0 / 60%)", true],
    ["color", "hsl(210deg 50% 40%)", true],
    ["color", "transparent", true],
    ["color", "#12345", false],
    ["color", "red; background: url(https://x.example/)", false],
    ["color", "url(https://tracker.example/p.png)", false],
    ["color", "var(--evil)", false],
    ["color", "rgb(0,0,0)}body{display:none", false],
    ["color", "expression(alert(1))", false],
    ["color", "rgb(calc(1))", false],
    ["color", "", false],
    ["length", "24px", true],
    ["length", "0", true],
    ["length", "1.5rem", true],
    ["length", "100%", true],
    ["length", "-4px", false],
    ["length", "24", false],
    ["length", "calc(100vh - 1px)", false],
    ["length", "24px 12px", false],
    [
      "fontFamily",
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      true,
    ],
    ["fontFamily", "Inter", true],
    ["fontFamily", "'IBM Plex Sans', monospace", true],
    ["fontFamily", 'Inter", url(x)', false],
    ["fontFamily", "Inter; color: red", false],
    ["fontFamily", "Inter}", false],
    ["fontFamily", "@import x", false],
    ["fontFamily", `a${",b".repeat(100)}`, false],
  ])("%s %j → %s", (kind, value, expected) => {
    expect(isThemeValue(kind, value)).toBe(expected);
  });
});

describe("safeThemeVariables: what the frame applies", () => {
  it("keeps known variables that are their kind, by custom-property name; host overrides win", () => {
    expect(
      safeThemeVariables({
        w3mThemeVariables: {
          "--foyer-background": "#17181c",
          "--foyer-accent": "#6f8cff",
          "--foyer-font-family": "Inter, sans-serif",
          "--foyer-radius": "24px",
          "--w3m-accent": "#000",
          "--foyer-unknown": "#fff",
        },
        themeVariables: {
          accent: "#47a1ff",
          radiusSmall: 4,
          fontSize: "15px",
          border: "red; background: url(https://x.example/)",
          foreground: 12,
          "bad name": "#fff",
        },
      }),
    ).toEqual({
      "--foyer-background": "#17181c",
      "--foyer-accent": "#47a1ff",
      "--foyer-font-family": "Inter, sans-serif",
      "--foyer-radius": "24px",
      "--foyer-radius-small": "4px",
      "--foyer-font-size": "15px",
    });
  });

  it("does not treat inherited object keys as variables", () => {
    expect(
      safeThemeVariables({ themeVariables: { constructor: "#fff", toString: "#000" } }),
    ).toEqual({});
  });

  it("names variables as the modal's CSS reads them", () => {
    expect(themeVariableName("accentForeground")).toBe("--foyer-accent-foreground");
    expect(themeVariableName("radiusSmall")).toBe("--foyer-radius-small");
  });
});
