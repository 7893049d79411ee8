import type { Locale } from "@foyer/core";
import { useFoyer } from "@foyer/react";
import { useId } from "react";
import { localeOptions, urlWithLocale } from "./localeChoice.js";
import { localeMessages } from "./localeMessages.js";

/** A small select in the header: the modal, the wallet's screens and its mails switch language. */
export function LocaleControl() {
  const foyer = useFoyer();
  const id = useId();
  return (
    <div className="locale-control">
      <label htmlFor={id}>{localeMessages.label}</label>
      <select
        id={id}
        value={foyer.locale}
        onChange={(event) =>
          window.location.assign(urlWithLocale(window.location.href, event.target.value as Locale))
        }
      >
        {localeOptions().map(({ locale, name }) => (
          <option key={locale} value={locale} lang={locale}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
