import { LOCALES, type Locale } from "@foyer/core";

/** Each shipped locale named in its own language ("Deutsch", "العربية"), as a picker lists them. */
export function localeOptions(): { locale: Locale; name: string }[] {
  return LOCALES.map((locale) => ({
    locale,
    name: new Intl.DisplayNames([locale], { type: "language" }).of(locale) ?? locale,
  }));
}

/**
 * The page's address with `?locale=` set to `locale`, the rest kept: the demo
 * builds its Foyer instance once from the address, so a new language is a new
 * load, and the frame and the mails follow it as the modal does.
 */
export function urlWithLocale(href: string, locale: Locale): string {
  const url = new URL(href);
  url.searchParams.set("locale", locale);
  return url.toString();
}
