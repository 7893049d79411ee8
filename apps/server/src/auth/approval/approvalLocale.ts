import { DEFAULT_LOCALE, isLocale, isRecord, type Locale } from "@foyer/protocol";

/**
 * The language of the approval page: the link's (and its form's) `locale`,
 * which the server wrote from the mail's locale. Only a shipped locale's exact
 * tag counts; anything else, someone's edit included, reads as English.
 */
export function approvalLocaleOf(fields: unknown): Locale {
  const value = isRecord(fields) ? fields.locale : undefined;
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** The approval link's query: the token, and the locale unless it is English (whose links stay as they were). */
export function approvalQuery(linkToken: string, locale: Locale): string {
  return locale === DEFAULT_LOCALE ? `token=${linkToken}` : `token=${linkToken}&locale=${locale}`;
}
