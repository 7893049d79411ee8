/**
 * The locales Foyer ships: English first (the fallback, bundled), then the
 * translations, each loaded on demand by the UI that shows it.
 */
export const LOCALES = ["en", "ar", "de", "es", "fr", "ja", "ko", "pt", "tr", "zh"] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "en";

/** Scripts written right to left among the shipped locales. */
const RTL_LOCALES: ReadonlySet<Locale> = new Set<Locale>(["ar"]);

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The writing direction of a shipped locale, for `dir` on the UI's root. */
export function localeDirection(locale: Locale): "rtl" | "ltr" {
  return RTL_LOCALES.has(locale) ? "rtl" : "ltr";
}

/**
 * The first of `preferred` (BCP 47 tags, most wanted first, as
 * `navigator.languages` lists them) that a shipped locale serves: the exact
 * language, or its base language (`pt-BR` → `pt`, `zh-Hant-TW` → `zh`).
 * English when none is shipped.
 */
export function matchLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const language = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLocale(language)) return language;
  }
  return DEFAULT_LOCALE;
}

/**
 * The locale an instance speaks: the host's `locale` option when it names a
 * shipped locale (or a tag whose language is one), else the browser's
 * languages, else English.
 */
export function resolveLocale(option: string | undefined, browser: readonly string[]): Locale {
  if (option !== undefined) {
    const matched = matchLocale([option]);
    if (matched !== DEFAULT_LOCALE || option.toLowerCase().startsWith("en")) return matched;
  }
  return matchLocale(browser);
}
