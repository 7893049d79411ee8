import { DEFAULT_LOCALE, type Locale } from "@foyer/core";
import { createContext, useContext, useMemo } from "react";
import type { AlertCatalogue } from "./coreText/alertTexts.js";
import type { Messages } from "./en.js";
import { type ShellMessages, shellEn } from "./shellEn.js";

/**
 * The translation the provider hands down: the host's `messages`, or the
 * active locale's catalogue once its chunk has loaded. Unset means English:
 * the modal's views read `en` (`useMessages`), the page's connect button and
 * alert only `shellEn`, so the first load doesn't carry every view's strings.
 * Typed as complete, but read per key over English, so a key a translation
 * lacks at run time shows in English rather than as nothing.
 */
export const MessagesContext = createContext<Messages | undefined>(undefined);

/** The locale the modal speaks (the provider's `locale`, else the instance's). */
export const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** `translation` over `english`, key by key: English for whatever it lacks. */
export function overEnglish<T extends object>(english: T, translation: object | undefined): T {
  if (!translation) return english;
  const merged: Record<string, unknown> = { ...(english as Record<string, unknown>) };
  for (const [key, value] of Object.entries(translation)) {
    if (value !== undefined) merged[key] = value;
  }
  return merged as T;
}

/**
 * The alerts' titles and bodies in the active translation, by alert code; undefined in
 * English, where the banner shows what core's alert carries.
 */
export function useAlertTexts(): Partial<AlertCatalogue> | undefined {
  return useContext(MessagesContext)?.alerts;
}

/** The strings of the connect button and the alert: the host's translation, else English. */
export function useShellMessages(): ShellMessages {
  const translation = useContext(MessagesContext);
  return useMemo(() => overEnglish<ShellMessages>(shellEn, translation), [translation]);
}
