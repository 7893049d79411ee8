import type { Locale } from "@foyer/core";
import type { FrameMessages } from "./frameEn.js";

/** One chunk per translation, fetched only when the app speaks it; English is built in. */
const LOADERS: Record<Exclude<Locale, "en">, () => Promise<{ messages: FrameMessages }>> = {
  ar: () => import("./locales/ar.js"),
  de: () => import("./locales/de.js"),
  es: () => import("./locales/es.js"),
  fr: () => import("./locales/fr.js"),
  ja: () => import("./locales/ja.js"),
  ko: () => import("./locales/ko.js"),
  pt: () => import("./locales/pt.js"),
  tr: () => import("./locales/tr.js"),
  zh: () => import("./locales/zh.js"),
};

export async function loadFrameMessages(locale: Exclude<Locale, "en">): Promise<FrameMessages> {
  return (await LOADERS[locale]()).messages;
}
