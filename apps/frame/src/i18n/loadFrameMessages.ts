import type { Locale } from "@foyer/core";
import { loadApprovalTextsJson } from "@foyer/core/internal";
import type { FrameJson } from "./compileFrameMessages.js";
import type { FrameMessages } from "./frameEn.js";

/**
 * One chunk per translation, fetched only when the app speaks it; English is built in. Each is
 * a JSON catalogue (`locales/<locale>.json`) checked here against English's keys (`FrameJson`).
 */
const LOADERS: Record<Exclude<Locale, "en">, () => Promise<{ default: FrameJson }>> = {
  ar: () => import("./locales/ar.json", { with: { type: "json" } }),
  de: () => import("./locales/de.json", { with: { type: "json" } }),
  es: () => import("./locales/es.json", { with: { type: "json" } }),
  fr: () => import("./locales/fr.json", { with: { type: "json" } }),
  ja: () => import("./locales/ja.json", { with: { type: "json" } }),
  ko: () => import("./locales/ko.json", { with: { type: "json" } }),
  pt: () => import("./locales/pt.json", { with: { type: "json" } }),
  tr: () => import("./locales/tr.json", { with: { type: "json" } }),
  zh: () => import("./locales/zh.json", { with: { type: "json" } }),
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
