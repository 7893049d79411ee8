import { DEFAULT_LOCALE, type Locale, matchLocale } from "@foyer/protocol";

/**
 * The locale a request's mails are written in: its `locale` field when that
 * names a shipped locale (or a tag whose language is one), else English. Any
 * other value is not an error — a mail in English still lets the person in.
 */
export function mailLocaleOf(value: unknown): Locale {
  if (typeof value !== "string" || value.length > 35) return DEFAULT_LOCALE;
  return matchLocale([value]);
}
