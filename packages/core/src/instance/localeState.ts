import { type Locale, resolveLocale } from "@foyer/protocol";
import { DEFAULT_SDK_TYPE, DEFAULT_SDK_VERSION } from "../api/apiClient.js";
import { browserLanguages } from "../i18n/browserLanguages.js";
import type { FoyerOptions } from "./options.js";

/** The language the modal, the frame and the mails speak, and who hears it change. */
export interface LocaleState {
  get(): Locale;
  /** Switches to `next` (resolved against the shipped locales); answers the locale now spoken. */
  set(next: string): Locale;
  subscribe(listener: (locale: Locale) => void): () => void;
}

/** The `locale` option or the browser's at first; the frame hears each change. */
export function createLocaleState(options: FoyerOptions): LocaleState {
  let locale = resolveLocale(options.locale, browserLanguages());
  const listeners = new Set<(locale: Locale) => void>();
  syncAppData(options, locale);
  return {
    get: () => locale,
    set(next) {
      const resolved = resolveLocale(next, [locale]);
      if (resolved === locale) return locale;
      locale = resolved;
      // The frame reads the locale per screen and per mail: sending it again is the switch.
      syncAppData(options, locale);
      for (const listener of [...listeners]) listener(locale);
      return locale;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Behaviour §7 sync dapp data: what the frame may show of the app (it is sent once the frame is ready). */
function syncAppData(
  { embeddedWallet, metadata, projectId, server }: FoyerOptions,
  locale: Locale,
): void {
  if (projectId) {
    embeddedWallet?.syncAppData?.({
      metadata,
      locale,
      sdkVersion: server?.sdkVersion ?? DEFAULT_SDK_VERSION,
      sdkType: server?.sdkType ?? DEFAULT_SDK_TYPE,
      projectId,
    });
  }
}
