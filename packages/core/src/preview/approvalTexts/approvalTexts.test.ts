import { LOCALES, type Locale } from "@foyer/protocol";
import { describe, expect, it } from "vitest";
import { missingKeys, placeholderMismatches } from "../../i18n/index.js";
import type { ApprovalTexts } from "./approvalTextsEn.js";
import { approvalTextsEn } from "./approvalTextsEn.js";
import { loadApprovalTexts } from "./loadApprovalTexts.js";

const TRANSLATIONS: readonly (readonly [string, ApprovalTexts])[] = await Promise.all(
  LOCALES.filter((locale): locale is Exclude<Locale, "en"> => locale !== "en").map(
    async (locale) => [locale, await loadApprovalTexts(locale)] as const,
  ),
);

describe("the approval texts the modal and the frame share", () => {
  it.each(TRANSLATIONS)(
    "%s has every title and preview text, with its placeholders",
    (_, texts) => {
      expect(missingKeys(approvalTextsEn, texts)).toEqual([]);
      expect(placeholderMismatches(approvalTextsEn, texts)).toEqual([]);
    },
  );

  it.each(TRANSLATIONS)("%s is translated, not English copied", (_, texts) => {
    for (const [request, title] of Object.entries(approvalTextsEn.titles)) {
      // "Passkeys" may rightly read the same in a language that borrows the word.
      if (request === "passkeys") continue;
      expect(texts.titles[request as keyof ApprovalTexts["titles"]], request).not.toBe(title);
    }
    expect(texts.preview.balanceChanges).not.toBe(approvalTextsEn.preview.balanceChanges);
    expect(texts.preview.doesSwap("1", "A", "2", "B")).not.toBe(
      approvalTextsEn.preview.doesSwap("1", "A", "2", "B"),
    );
  });

  it("ships nine translations", () => {
    expect(TRANSLATIONS.map(([locale]) => locale)).toEqual([
      "ar",
      "de",
      "es",
      "fr",
      "ja",
      "ko",
      "pt",
      "tr",
      "zh",
    ]);
  });

  it("each text English writes as a function stays one, its arguments in place", () => {
    for (const [locale, texts] of TRANSLATIONS) {
      for (const [key, english] of Object.entries(approvalTextsEn.preview)) {
        const text = texts.preview[key as keyof ApprovalTexts["preview"]];
        expect(typeof text, `${locale} ${key}`).toBe(typeof english);
      }
    }
  });

  it("German speaks as the modal does, with du", async () => {
    const { preview } = await loadApprovalTexts("de");
    expect(preview.doesApproveUnlimited("0xab…cd", "USDC")).toBe(
      "0xab…cd erlauben, all deine USDC ohne Grenze auszugeben",
    );
    expect(preview.warnApprovalAboveBalance("USDC", "0xab…cd")).toContain("die du später erhältst");
  });
});
