import { describe, expect, it } from "vitest";
import { themeToCssVars } from "../src/ui/theme.js";

describe("synced theme variables", () => {
  it("become --foyer- custom properties; unsafe names and values are dropped", () => {
    expect(
      themeToCssVars({
        themeVariables: {
          accent: "#47a1ff",
          "--w3m-border-radius-master": "2px",
          radius: 4,
          evil: "red; background: url(https://x.example/)",
          "bad name": "1",
          bg: "url(https://tracker.example/p.png)",
        },
      }),
    ).toEqual({
      "--foyer-accent": "#47a1ff",
      "--w3m-border-radius-master": "2px",
      "--foyer-radius": "4",
    });
  });
});
