export {
  DEFAULT_LOCALE,
  formatNumber,
  isLocale,
  LOCALES,
  type Locale,
  localeDirection,
  matchLocale,
  type PluralForms,
  plural,
  resolveLocale,
} from "@foyer/protocol";
export * from "./browserLanguages.js";
export * from "./catalogueChecks.js";
