import { describe, expect, it } from "vitest";
import { darkTheme, lightTheme, resolveTheme, themeToStyle, themeVariableName } from "./theme.js";

describe("theme", () => {
  it("names variables in kebab case under --foyer-", () => {
    expect(themeVariableName("accentForeground")).toBe("--foyer-accent-foreground");
  });

  it("applies overrides on top of a mode", () => {
    expect(lightTheme({ accent: "red" }).accent).toBe("red");
    expect(resolveTheme("dark", { radius: "0" })).toEqual(darkTheme({ radius: "0" }));
  });

  it("turns every variable into a custom property", () => {
    const style = themeToStyle(lightTheme());
    expect(Object.keys(style)).toHaveLength(Object.keys(lightTheme()).length);
    expect(style["--foyer-font-family"]).toContain("system-ui");
  });
});
