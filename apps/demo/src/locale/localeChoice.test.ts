import { describe, expect, it } from "vitest";
import { localeOptions, urlWithLocale } from "./localeChoice.js";

describe("the language picker's choices", () => {
  it("lists every shipped locale in its own language", () => {
    const names = Object.fromEntries(localeOptions().map((o) => [o.locale, o.name]));
    expect(Object.keys(names)).toHaveLength(10);
    expect(names.de).toBe("Deutsch");
    expect(names.fr).toBe("français");
    expect(names.ja).toBe("日本語");
    expect(names.ar).toBe("العربية");
  });

  it("sets ?locale= and keeps the other parameters", () => {
    expect(urlWithLocale("http://127.0.0.1:5173/?siwx=required&locale=de#x", "ar")).toBe(
      "http://127.0.0.1:5173/?siwx=required&locale=ar#x",
    );
  });
});
