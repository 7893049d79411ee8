import { describe, expect, it } from "vitest";
import { browserLanguages } from "./browserLanguages.js";

describe("browserLanguages", () => {
  it.each([
    [{ languages: ["pt-BR", "en"], language: "pt-BR" }, ["pt-BR", "en"]],
    [{ languages: [], language: "fr" }, ["fr"]],
    [{}, []],
  ] as const)("%j → %j", (source, expected) => {
    expect(browserLanguages(source)).toEqual(expected);
  });
});
