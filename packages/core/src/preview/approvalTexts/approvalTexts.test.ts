import { describe, expect, it } from "vitest";
import { missingKeys, placeholderMismatches } from "../../i18n/index.js";
import type { ApprovalTexts } from "./approvalTextsEn.js";
import { approvalTextsEn } from "./approvalTextsEn.js";
import { approvalTextsAr } from "./ar.js";
import { approvalTextsDe } from "./de.js";
import { approvalTextsEs } from "./es.js";
import { approvalTextsFr } from "./fr.js";
import { approvalTextsJa } from "./ja.js";
import { approvalTextsKo } from "./ko.js";
import { approvalTextsPt } from "./pt.js";
import { approvalTextsTr } from "./tr.js";
import { approvalTextsZh } from "./zh.js";

const TRANSLATIONS: readonly (readonly [string, ApprovalTexts])[] = [
  ["ar", approvalTextsAr],
  ["de", approvalTextsDe],
  ["es", approvalTextsEs],
  ["fr", approvalTextsFr],
  ["ja", approvalTextsJa],
  ["ko", approvalTextsKo],
  ["pt", approvalTextsPt],
  ["tr", approvalTextsTr],
  ["zh", approvalTextsZh],
];

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

  it("German speaks as the modal does, with du", () => {
    const { preview } = approvalTextsDe;
    expect(preview.doesApproveUnlimited("0xab…cd", "USDC")).toBe(
      "0xab…cd erlauben, all deine USDC ohne Grenze auszugeben",
    );
    expect(preview.warnApprovalAboveBalance("USDC", "0xab…cd")).toContain("die du später erhältst");
  });
});
