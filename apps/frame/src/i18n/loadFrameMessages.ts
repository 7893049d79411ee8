import type { Locale } from "@foyer/core";
import { loadApprovalTextsJson } from "@foyer/core/internal";
import type { FrameJson } from "./compileFrameMessages.js";
import type { FrameMessages } from "./frameEn.js";

/**
 * One chunk per translation, fetched only when the app speaks it; English is built in. Each is
 * a JSON catalogue (`locales/<locale>.json`) checked here against English's keys (`FrameJson`).
 * No `with { type: "json" }`: Vite's dev server keeps a dynamic import's attributes, and the
 * browser then refuses the JavaScript module it serves for the JSON; every bundler reads a
 * `.json` import as JSON without it.
 */
const LOADERS: Record<Exclude<Locale, "en">, () => Promise<{ default: FrameJson }>> = {
  ar: () => import("./locales/ar.json"),
  de: () => import("./locales/de.json"),
  es: () => import("./locales/es.json"),
  fr: () => import("./locales/fr.json"),
  ja: () => import("./locales/ja.json"),
  ko: () => import("./locales/ko.json"),
  pt: () => import("./locales/pt.json"),
  tr: () => import("./locales/tr.json"),
  zh: () => import("./locales/zh.json"),
};

/** The frame's catalogue in a translated `locale`: its JSON, core's approval texts and the compiler, fetched together. */
export async function loadFrameMessages(locale: Exclude<Locale, "en">): Promise<FrameMessages> {
  const [json, approval, { compileFrameMessages }] = await Promise.all([
    LOADERS[locale](),
    loadApprovalTextsJson(locale),
    import("./compileFrameMessages.js"),
  ]);
  return compileFrameMessages(locale, json.default, approval);
}
