import { describe, expect, it } from "vitest";
import { isLocale, LOCALES, localeDirection, matchLocale, resolveLocale } from "./locales.js";

describe("matchLocale", () => {
  it.each([
    [["pt-BR", "en"], "pt"],
    [["zh-Hant-TW"], "zh"],
    [["nl-NL", "de-CH"], "de"],
    [["AR"], "ar"],
    [["ja_JP"], "ja"],
    [["nl", "sv"], "en"],
    [[], "en"],
  ] as const)("%j → %s", (preferred, expected) => {
    expect(matchLocale(preferred)).toBe(expected);
  });
});

describe("resolveLocale", () => {
  it.each([
    ["fr", ["de"], "fr"],
    ["es-MX", ["de"], "es"],
    ["en-GB", ["de"], "en"],
    // A locale that isn't shipped is not a choice: the browser's languages decide.
    ["nl", ["ko-KR"], "ko"],
    [undefined, ["tr-TR", "en"], "tr"],
    [undefined, [], "en"],
  ] as const)("option %s, browser %j → %s", (option, browser, expected) => {
    expect(resolveLocale(option, browser)).toBe(expected);
  });
});

describe("locales", () => {
  it("ships ten, English first, with one written right to left", () => {
    expect(LOCALES).toHaveLength(10);
    expect(LOCALES[0]).toBe("en");
    expect(LOCALES.filter((l) => localeDirection(l) === "rtl")).toEqual(["ar"]);
  });

  it("knows only the shipped locales", () => {
    expect(isLocale("fr")).toBe(true);
    expect(isLocale("fr-FR")).toBe(false);
    expect(isLocale(3)).toBe(false);
  });
});
