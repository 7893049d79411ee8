import type { Locale } from "@foyer/protocol";
import type { JsonOf } from "../../i18n/catalogueJson.js";
import type { ApprovalTexts } from "./approvalTextsEn.js";

/** A translation of the approval texts as its JSON file holds it (`approvalTexts/<locale>.json`). */
export type ApprovalTextsJson = JsonOf<ApprovalTexts>;

/**
 * One JSON chunk per translation, fetched only for the locale in use; English is the typed
 * source of truth in `approvalTextsEn.ts`. Each import is checked against English's shape.
 * No `with { type: "json" }`: Vite's dev server keeps a dynamic import's attributes, and the
 * browser then refuses the JavaScript module it serves for the JSON; every bundler reads a
 * `.json` import as JSON without it.
 */
const LOADERS: Record<Exclude<Locale, "en">, () => Promise<{ default: ApprovalTextsJson }>> = {
  ar: () => import("./ar.json"),
  de: () => import("./de.json"),
  es: () => import("./es.json"),
  fr: () => import("./fr.json"),
  ja: () => import("./ja.json"),
  ko: () => import("./ko.json"),
  pt: () => import("./pt.json"),
  tr: () => import("./tr.json"),
  zh: () => import("./zh.json"),
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
