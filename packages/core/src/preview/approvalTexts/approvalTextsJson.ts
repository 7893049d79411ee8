import type { Locale } from "@foyer/protocol";
import type { JsonOf } from "../../i18n/catalogueJson.js";
import type { ApprovalTexts } from "./approvalTextsEn.js";

/** A translation of the approval texts as its JSON file holds it (`approvalTexts/<locale>.json`). */
export type ApprovalTextsJson = JsonOf<ApprovalTexts>;

/**
 * One JSON chunk per translation, fetched only for the locale in use; English is the typed
 * source of truth in `approvalTextsEn.ts`. Each import is checked against English's shape.
 */
const LOADERS: Record<Exclude<Locale, "en">, () => Promise<{ default: ApprovalTextsJson }>> = {
  ar: () => import("./ar.json", { with: { type: "json" } }),
  de: () => import("./de.json", { with: { type: "json" } }),
  es: () => import("./es.json", { with: { type: "json" } }),
  fr: () => import("./fr.json", { with: { type: "json" } }),
  ja: () => import("./ja.json", { with: { type: "json" } }),
  ko: () => import("./ko.json", { with: { type: "json" } }),
  pt: () => import("./pt.json", { with: { type: "json" } }),
  tr: () => import("./tr.json", { with: { type: "json" } }),
  zh: () => import("./zh.json", { with: { type: "json" } }),
};

/**
 * The approval texts of a translated `locale`, as JSON: for an app's own locale loader, which
 * compiles them with the rest of its catalogue (`compileCatalogue`) and so imports nothing here
 * that a first load would have to list.
 */
export async function loadApprovalTextsJson(
  locale: Exclude<Locale, "en">,
): Promise<ApprovalTextsJson> {
  return (await LOADERS[locale]()).default;
}
