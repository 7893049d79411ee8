import { LOCALES, type Locale } from "@foyer/core";
import { missingKeys, placeholderMismatches } from "@foyer/core/internal";
import { describe, expect, it } from "vitest";
import { en } from "../en.js";
import { namesEn } from "../namesEn.js";
import { onrampEn } from "../onrampEn.js";
import { previewEn } from "../previewEn.js";
import { socialEn } from "../socialEn.js";
import { swapEn } from "../swapEn.js";
import { walletEn } from "../walletEn.js";

import { loadLocaleMessages } from "./loadLocaleMessages.js";

const ENGLISH = {
  ...en,
  wallet: walletEn,
  social: socialEn,
  names: namesEn,
  swap: swapEn,
  onramp: onrampEn,
  preview: previewEn,
};
const TRANSLATED = LOCALES.filter((locale): locale is Exclude<Locale, "en"> => locale !== "en");

describe("the shipped translations", () => {
  it("cover ten locales with English", () => {
    expect(TRANSLATED).toHaveLength(9);
  });

  it.each(TRANSLATED)("%s has every key English has", async (locale) => {
    const messages = await loadLocaleMessages(locale);
    expect(messages).toBeDefined();
    expect(missingKeys(ENGLISH, messages ?? {})).toEqual([]);
  });

  it.each(TRANSLATED)(
    "%s keeps every placeholder of English, and a function wherever English has one",
    async (locale) => {
      const messages = await loadLocaleMessages(locale);
      expect(placeholderMismatches(ENGLISH, messages ?? {})).toEqual([]);
    },
  );

  it.each(TRANSLATED)("%s translates the approval titles", async (locale) => {
    const messages = await loadLocaleMessages(locale);
    for (const [request, title] of Object.entries(en.approvalTitles)) {
      expect(messages?.approvalTitles[request as keyof typeof en.approvalTitles]).not.toBe(title);
    }
  });
});

describe("the locale checks", () => {
  it("list a missing key, nested ones dotted", () => {
    const { close: _, ...withoutClose } = ENGLISH;
    expect(missingKeys(ENGLISH, { ...withoutClose, wallet: { ...walletEn, send: "" } })).toEqual([
      "close",
      "wallet.send",
    ]);
  });

  it("catch a text that lost every placeholder", () => {
    expect(placeholderMismatches(ENGLISH, { ...ENGLISH, continueIn: "Weiter" })).toEqual([
      "continueIn",
    ]);
  });

  it("catch a dropped placeholder", () => {
    expect(
      placeholderMismatches(ENGLISH, {
        ...ENGLISH,
        continueIn: () => "Continue",
        wallet: walletEn,
      }),
    ).toEqual(["continueIn"]);
  });
});
