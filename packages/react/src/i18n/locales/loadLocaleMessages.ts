import type { Locale } from "@foyer/core";
import type { LocaleCatalogue } from "./localeCatalogue.js";

type Translated = Exclude<Locale, "en">;

/**
 * One chunk per translation, fetched only for the locale in use: English
 * ships with the modal, and a page in English never loads any of these.
 */
const LOADERS: Record<Translated, () => Promise<{ messages: LocaleCatalogue }>> = {
  ar: () => import("./ar.js"),
  de: () => import("./de.js"),
  es: () => import("./es.js"),
  fr: () => import("./fr.js"),
  ja: () => import("./ja.js"),
  ko: () => import("./ko.js"),
  pt: () => import("./pt.js"),
  tr: () => import("./tr.js"),
  zh: () => import("./zh.js"),
};

/** The catalogue of `locale`; undefined for English, which needs none. */
export async function loadLocaleMessages(locale: Locale): Promise<LocaleCatalogue | undefined> {
  if (locale === "en") return undefined;
  return (await LOADERS[locale]()).messages;
}
