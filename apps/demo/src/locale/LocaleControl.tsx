import type { Locale } from "@foyer/core";
import { useFoyer } from "@foyer/react";
import { useSyncExternalStore } from "react";
import { localeOptions, urlWithLocale } from "./localeChoice.js";
import { localeMessages } from "./localeMessages.js";

/**
 * A small select in the header: the modal, the wallet's screens and its mails switch language
 * in place (`foyer.setLocale`), and the address keeps `?locale=` so a reload stays in it.
 */
export function LocaleControl() {
  const foyer = useFoyer();
  const locale = useSyncExternalStore(
    foyer.subscribeLocale,
    () => foyer.locale,
    () => foyer.locale,
  );
  return (
    // The label holds its select: one element for the pair, named all the same.
    <label className="locale-control">
      {localeMessages.label}
      <select
        value={locale}
        onChange={(event) => {
          const chosen = foyer.setLocale(event.target.value as Locale);
          window.history.replaceState(
            window.history.state,
            "",
            urlWithLocale(window.location.href, chosen),
          );
        }}
      >
        {localeOptions().map(({ locale, name }) => (
          <option key={locale} value={locale} lang={locale}>
            {name}
          </option>
        ))}
      </select>
    </label>
  );
}
