import { LOCALES } from "@foyer/core";
import { foyerMessages, messages, missingKeys, placeholderMismatches } from "@foyer/core/internal";
import { describe, expect, it } from "vitest";
import { loadLocaleMessages } from "../locales/loadLocaleMessages.js";
import { type CoreTexts, coreTextEn } from "./coreTextEn.js";
import { coreTextTranslator } from "./coreTextTranslator.js";

const TRANSLATED = LOCALES.filter((locale) => locale !== "en");

/** The core tables the locale chunks ship, read straight from their files. */
async function coreTableOf(locale: string): Promise<CoreTexts> {
  const module = (await import(`../locales/core/${locale}.ts`)) as Record<string, CoreTexts>;
  const table = Object.values(module)[0];
  if (!table) throw new Error(`locales/core/${locale}.ts exports no table`);
  return table;
}

/** Sample arguments for a text with placeholders: what core would put there. */
const SAMPLE_ARGS = ["12", "0.00000294", "user rejected (code 4001)"];

const sample: CoreTexts = {
  ...coreTextEn,
  addressInvalid: "Adresse ungültig",
  emailCooldown: (seconds) => `Warte ${seconds} s`,
  disconnectChainsFailed: (reason) => `Trennen fehlgeschlagen [${reason}]`,
};

describe("coreTextTranslator", () => {
  const translate = coreTextTranslator(sample);
  it.each([
    ["an exact text", messages.addressInvalid, "Adresse ungültig"],
    ["a text with a number", messages.emailCooldown(12), "Warte 12 s"],
    [
      "a placeholder holding characters a pattern would read",
      messages.disconnectChainsFailed("a.b (c) [d] $1 ^x"),
      "Trennen fehlgeschlagen [a.b (c) [d] $1 ^x]",
    ],
    [
      "a wallet's own words",
      "Rejected by the user in MetaMask",
      "Rejected by the user in MetaMask",
    ],
    ["a text already translated", "Adresse ungültig", "Adresse ungültig"],
    [
      "a longer text that starts like a core one",
      `${messages.addressInvalid}!`,
      `${messages.addressInvalid}!`,
    ],
    ["the empty text", "", ""],
  ])("%s", (_case, text, shown) => {
    expect(translate(text)).toBe(shown);
  });

  it("leaves English as it is when the translation is English", () => {
    const english = coreTextTranslator(coreTextEn);
    expect(english(foyerMessages.walletUserRejected)).toBe(foyerMessages.walletUserRejected);
    expect(english(messages.emailCooldown(3))).toBe(messages.emailCooldown(3));
  });
});

describe("the shipped translations of core's texts", () => {
  it.each(TRANSLATED)("%s has every key, each placeholder kept", async (locale) => {
    const table = await coreTableOf(locale);
    expect(missingKeys(coreTextEn, table)).toEqual([]);
    expect(placeholderMismatches(coreTextEn, table)).toEqual([]);
  });

  it.each(TRANSLATED)("%s is translated, not English left in place", async (locale) => {
    const table = await coreTableOf(locale);
    const english = Object.keys(coreTextEn).filter(
      (key) =>
        typeof coreTextEn[key as keyof CoreTexts] === "string" &&
        table[key as keyof CoreTexts] === coreTextEn[key as keyof CoreTexts],
    );
    // A few may rightly read the same (a product name); a table copied from English would not.
    expect(english.length).toBeLessThanOrEqual(3);
  });

  it.each(TRANSLATED)("%s: the modal shows each core text in it", async (locale) => {
    const catalogue = await loadLocaleMessages(locale);
    const table = await coreTableOf(locale);
    const translate = catalogue?.coreText;
    expect(translate).toBeTypeOf("function");
    for (const key of Object.keys(coreTextEn) as (keyof CoreTexts)[]) {
      const english: unknown = coreTextEn[key];
      const translated: unknown = table[key];
      if (typeof english === "string") {
        expect(translate?.(english), key).toBe(translated);
      } else if (typeof english === "function" && typeof translated === "function") {
        const args = SAMPLE_ARGS.slice(0, english.length);
        expect(translate?.(english(...args)), key).toBe(translated(...args));
      }
    }
  });
});
