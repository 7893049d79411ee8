import type { Locale } from "@foyer/core";
import { loadApprovalTextsJson } from "@foyer/core/internal";
import type { LocaleJson } from "./compileLocale.js";
import type { LocaleCatalogue } from "./localeCatalogue.js";

type Translated = Exclude<Locale, "en">;

/**
 * One chunk per translation, fetched only for the locale in use: English ships with the
 * modal, and a page in English never loads any of these. Each is a JSON catalogue
 * (`<locale>.json`) checked here against English's keys (`LocaleJson`).
 * No `with { type: "json" }`: Vite's dev server keeps a dynamic import's attributes, and the
 * browser then refuses the JavaScript module it serves for the JSON; every bundler reads a
 * `.json` import as JSON without it.
 */
const LOADERS: Record<Translated, () => Promise<{ default: LocaleJson }>> = {
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
