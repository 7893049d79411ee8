import type { Locale } from "@foyer/core";
import { loadApprovalTextsJson } from "@foyer/core/internal";
import type { LocaleJson } from "./compileLocale.js";
import type { LocaleCatalogue } from "./localeCatalogue.js";

type Translated = Exclude<Locale, "en">;

/**
 * One chunk per translation, fetched only for the locale in use: English ships with the
 * modal, and a page in English never loads any of these. Each is a JSON catalogue
 * (`<locale>.json`) checked here against English's keys (`LocaleJson`).
 */
const LOADERS: Record<Translated, () => Promise<{ default: LocaleJson }>> = {
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

/** The catalogue of `locale`; undefined for English, which needs none. */
export async function loadLocaleMessages(locale: Locale): Promise<LocaleCatalogue | undefined> {
  return locale === "en" ? undefined : loadTranslation(locale);
}

/**
 * The catalogue of a translated `locale`: its JSON, core's approval texts and the compiler,
 * fetched together. The compiler is a chunk of its own so that this table, which the first
 * load imports lazily, has no static imports for the first load to list.
 */
export async function loadTranslation(locale: Translated): Promise<LocaleCatalogue> {
  const [json, approval, { compileLocale }] = await Promise.all([
    LOADERS[locale](),
    loadApprovalTextsJson(locale),
    import("./compileLocale.js"),
  ]);
  return compileLocale(locale, json.default, approval);
}
