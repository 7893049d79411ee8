import type { Locale } from "@foyer/protocol";
import { compileCatalogue } from "../../i18n/catalogueJson.js";
import type { ApprovalTexts } from "./approvalTextsEn.js";
import { loadApprovalTextsJson } from "./approvalTextsJson.js";

/**
 * The texts the modal and the embedded wallet share about a request to approve, in a
 * translated `locale` (English is `approvalTextsEn`).
 */
export async function loadApprovalTexts(locale: Exclude<Locale, "en">): Promise<ApprovalTexts> {
  return compileCatalogue<ApprovalTexts>(locale, await loadApprovalTextsJson(locale));
}
