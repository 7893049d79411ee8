import { LOCALES, type Locale } from "@foyer/core";

/** Each shipped locale named in its own language ("Deutsch", "العربية"), as a picker lists them. */
export function localeOptions(): { locale: Locale; name: string }[] {
  return LOCALES.map((locale) => ({
    locale,
    name: new Intl.DisplayNames([locale], { type: "language" }).of(locale) ?? locale,
  }));
}

/**
 * The page's address with `?locale=` set to `locale`, the rest kept: the picker
 * switches in place and writes it here, so a reload or a shared link speaks it too.
 */
export function urlWithLocale(href: string, locale: Locale): string {
  const url = new URL(href);
  url.searchParams.set("locale", locale);
  return url.toString();
}
