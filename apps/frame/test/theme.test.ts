// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { applyTheme } from "../src/ui/theme.js";

describe("the synced theme on the frame's root", () => {
  it("sets the mode and the modal's variables; unknown names and unsafe values never land", () => {
    const root = document.createElement("html");
    applyTheme(root, {
      themeMode: "dark",
      w3mThemeVariables: {
        "--foyer-background": "#17181c",
        "--foyer-accent": "#6f8cff",
        "--foyer-radius-small": "12px",
        "--foyer-font-family": 'Inter, "Segoe UI", sans-serif',
        "--foyer-border": "red; background: url(https://x.example/)",
        "--foyer-evil": "#fff",
      },
      themeVariables: { foreground: "url(https://tracker.example/p.png)", radius: 8 },
    });
    expect(root.dataset.theme).toBe("dark");
    expect(root.style.getPropertyValue("--foyer-background")).toBe("#17181c");
    expect(root.style.getPropertyValue("--foyer-accent")).toBe("#6f8cff");
    expect(root.style.getPropertyValue("--foyer-radius-small")).toBe("12px");
    expect(root.style.getPropertyValue("--foyer-radius")).toBe("8px");
    expect(root.style.getPropertyValue("--foyer-font-family")).toBe(
      'Inter, "Segoe UI", sans-serif',
    );
    expect(root.style.getPropertyValue("--foyer-border")).toBe("");
    expect(root.style.getPropertyValue("--foyer-foreground")).toBe("");
    expect(root.style.getPropertyValue("--foyer-evil")).toBe("");
    expect(root.getAttribute("style") ?? "").not.toMatch(/url|;\s*background/);
  });

  it("a later sync replaces the earlier one: left-out variables go back to the stylesheet's", () => {
    const root = document.createElement("html");
    applyTheme(root, { themeMode: "dark", w3mThemeVariables: { "--foyer-accent": "#6f8cff" } });
    applyTheme(root, { themeMode: "light" });
    expect(root.dataset.theme).toBe("light");
    expect(root.style.getPropertyValue("--foyer-accent")).toBe("");
  });
});
