import { LOCALES, type Locale } from "@foyer/core";
import {
  bitcoinMessages,
  type CoreTextKey,
  type CoreTexts,
  coreText,
  coreTextEn,
  foyerMessages,
  messages,
  missingKeys,
  placeholderMismatches,
} from "@foyer/core/internal";
import { describe, expect, it } from "vitest";
import { loadTranslation } from "../locales/loadLocaleMessages.js";
import { renderCoreText } from "./renderCoreText.js";

const TRANSLATED = LOCALES.filter((locale): locale is Exclude<Locale, "en"> => locale !== "en");
const KEYS = Object.keys(coreTextEn) as CoreTextKey[];

/** The core table a locale's chunk ships (its JSON's `coreTexts`, compiled). */
async function coreTableOf(locale: (typeof TRANSLATED)[number]): Promise<CoreTexts> {
  return (await loadTranslation(locale)).coreTexts;
}

/** Sample arguments for a text with placeholders: what core would put there. */
const SAMPLE_ARGS = ["12", "0.00000294", "user rejected (code 4001)"];

describe("core's English texts", () => {
  it.each(KEYS)("%s has an English text", (key) => {
    const words: unknown = coreTextEn[key];
    const english =
      typeof words === "function" ? (words as (...a: string[]) => string)(...SAMPLE_ARGS) : words;
    expect(typeof english).toBe("string");
    expect((english as string).trim()).not.toBe("");
  });
});

describe("renderCoreText", () => {
  it.each([
    [
      "no table (English): core's English",
      undefined,
      coreText("addressInvalid", messages.addressInvalid),
      "Address is invalid",
    ],
    [
      "a placeholder in English",
      undefined,
      coreText("emailCooldown", messages.emailCooldown, 12),
      "Please try again after 12 seconds",
    ],
    [
      "a wallet's own words, as they are",
      { addressInvalid: "Adresse ungültig" },
      "Rejected by the user in MetaMask",
      "Rejected by the user in MetaMask",
    ],
    [
      "a key the table lacks: core's English",
      { addressInvalid: "Adresse ungültig" },
      coreText("walletUserRejected", foyerMessages.walletUserRejected),
      foyerMessages.walletUserRejected,
    ],
    [
      "a placeholder holding characters a pattern would read",
      { disconnectChainsFailed: (reason: string) => `Trennen fehlgeschlagen [${reason}]` },
      coreText("disconnectChainsFailed", messages.disconnectChainsFailed, "a.b (c) [d] $1 ^x"),
      "Trennen fehlgeschlagen [a.b (c) [d] $1 ^x]",
    ],
    ["nothing to show", undefined, undefined, ""],
  ] as const)("%s", (_case, table, text, shown) => {
    expect(renderCoreText(table as Partial<CoreTexts> | undefined, text)).toBe(shown);
  });

  it.each([
    [
      "de",
      coreText("emailCooldown", messages.emailCooldown, 12),
      "Bitte versuche es in 12 Sekunden erneut",
    ],
    [
      "de",
      coreText("nameRegisterFailed", messages.nameRegisterFailed, "alice"),
      "Fehler beim Registrieren des Namens alice",
    ],
    ["de", coreText("addressInvalid", messages.addressInvalid), "Die Adresse ist ungültig"],
  ] as const)("%s says a text by key, its arguments in place", async (locale, text, shown) => {
    expect(renderCoreText(await coreTableOf(locale), text)).toBe(shown);
  });

  it.each(["fr", "ja"] as const)("%s puts a Bitcoin amount in place", async (locale) => {
    const table = await coreTableOf(locale);
    const shown = renderCoreText(
      table,
      coreText("bitcoinDust", bitcoinMessages.dust, "0.00000294"),
    );
    expect(shown).toBe(table.bitcoinDust("0.00000294"));
    expect(shown).toContain("0.00000294");
    expect(shown).not.toBe(bitcoinMessages.dust("0.00000294"));
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
    const english = KEYS.filter(
      (key) => typeof coreTextEn[key] === "string" && table[key] === coreTextEn[key],
    );
    // A few may rightly read the same (a product name); a table copied from English would not.
    expect(english.length).toBeLessThanOrEqual(3);
  });
});
