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
export { compileCatalogue, fillTemplate, type JsonOf } from "./catalogueJson.js";
export {
  type CoreText,
  type CoreTextArgs,
  coreText,
  englishOf,
  isCoreText,
  type UserText,
} from "./coreText.js";
export { type CoreTextKey, type CoreTexts, coreTextEn } from "./coreTextEn.js";
