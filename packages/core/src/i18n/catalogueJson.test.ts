import { describe, expect, it } from "vitest";
import { compileCatalogue, fillTemplate } from "./catalogueJson.js";

describe("fillTemplate", () => {
  it.each([
    ["no placeholder", "Close", [], "Close"],
    ["one argument", "Continue in {0}", ["MetaMask"], "Continue in MetaMask"],
    [
      "arguments in another order",
      "{1} an {0} senden",
      ["0xab", "5 USDC"],
      "5 USDC an 0xab senden",
    ],
    [
      "an argument twice",
      "{0} lässt sich nicht öffnen. Füge ihn in {0} ein.",
      ["W"],
      "W lässt sich nicht öffnen. Füge ihn in W ein.",
    ],
    ["a number", "In {0} Sekunden", [12], "In 12 Sekunden"],
    [
      "a named brace stays for the view",
      "Ich stimme den {terms} zu.",
      ["x"],
      "Ich stimme den {terms} zu.",
    ],
    ["a placeholder past the arguments stays", "{0} und {1}", ["a"], "a und {1}"],
  ] as const)("%s", (_, template, args, expected) => {
    expect(fillTemplate(template, args)).toBe(expected);
  });
});

describe("compileCatalogue", () => {
  type English = {
    close: string;
    legal: string;
    continueIn: (name: string) => string;
    calls: (count: number) => string;
    nested: { to: (address: string) => string; label: string };
  };
  const compiled = compileCatalogue<English>("ar", {
    close: "إغلاق",
    legal: "أوافق على {terms}.",
    continueIn: "المتابعة في {0}",
    calls: { two: "استدعاءان", few: "{count} استدعاءات", other: "{count} استدعاء" },
    nested: { to: "إلى {0}", label: "التسمية" },
  });

  it.each([
    ["a plain text stays a string", compiled.close, "إغلاق"],
    ["a named brace stays a string", compiled.legal, "أوافق على {terms}."],
    ["a template becomes a function", compiled.continueIn("MetaMask"), "المتابعة في MetaMask"],
    ["nested tables compile too", compiled.nested.to("0xab"), "إلى 0xab"],
    ["a nested plain text", compiled.nested.label, "التسمية"],
    ["plural forms pick by the locale's rules: two", compiled.calls(2), "استدعاءان"],
    ["plural forms: few", compiled.calls(3), `${new Intl.NumberFormat("ar").format(3)} استدعاءات`],
    [
      "plural forms: other when the form is missing",
      compiled.calls(1),
      `${new Intl.NumberFormat("ar").format(1)} استدعاء`,
    ],
  ])("%s", (_, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it("keeps a table whose keys are not plural categories a table", () => {
    const table = compileCatalogue<{ speed: { slow: string; other: string } }>("de", {
      speed: { slow: "Langsam", other: "Andere" },
    });
    expect(table.speed).toEqual({ slow: "Langsam", other: "Andere" });
  });
});
