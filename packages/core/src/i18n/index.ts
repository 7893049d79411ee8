export {
  DEFAULT_LOCALE,
  formatNumber,
  isLocale,
  LOCALES,
  type Locale,
  localeDirection,
  matchLocale,
  missingKeys,
  type PluralForms,
  placeholderMismatches,
  plural,
  resolveLocale,
} from "@foyer/protocol";
export * from "./browserLanguages.js";
