import { DEFAULT_LOCALE, type Locale } from "@foyer/core";
import { useEffect, useState } from "react";
import type { Messages } from "../en.js";

/**
 * The translation of `locale` once its chunk is in; English (undefined) until
 * then, and if the chunk fails to load — the modal stays usable either way.
 */
export function useLocaleMessages(locale: Locale): Messages | undefined {
  const [loaded, setLoaded] = useState<{ locale: Locale; messages: Messages | undefined }>();
  useEffect(() => {
    // English is built in: nothing to fetch, and no extra render of the tree at start-up.
    if (locale === DEFAULT_LOCALE) return;
    let current = true;
    // The table of translation chunks is itself a chunk: an English page carries none of it.
    import("./loadLocaleMessages.js")
      .then((m) => m.loadLocaleMessages(locale))
      .then(
        (messages) => {
          if (current) setLoaded({ locale, messages });
        },
        (error: unknown) => console.error(error),
      );
    return () => {
      current = false;
    };
  }, [locale]);
  return loaded?.locale === locale ? loaded.messages : undefined;
}
