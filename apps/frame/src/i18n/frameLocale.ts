import { DEFAULT_LOCALE, type Locale } from "@foyer/core";
import { isLocale, localeDirection } from "@foyer/core/internal";
import { type FrameMessages, frameEn } from "./frameEn.js";
import { loadFrameMessages } from "./loadFrameMessages.js";

/** The language of the frame's screens, which follows the app's (sync-dapp-data). */
export interface FrameLocale {
  locale(): Locale;
  messages(): FrameMessages;
  /**
   * Switches to `requested` when it is a shipped locale (anything else keeps
   * the current one); resolves once its strings are in, so a screen opened
   * after it speaks the new language. The document's `lang` and `dir` follow.
   */
  set(requested: string): Promise<void>;
  /**
   * Resolves once the last `set` is done (or failed): a screen the app asks for right after the
   * frame loads (a passkey screen) waits for it, so it opens in the app's language.
   */
  ready(): Promise<void>;
}

export function createFrameLocale(
  root: { lang: string; dir: string } | undefined,
  load: typeof loadFrameMessages = loadFrameMessages,
): FrameLocale {
  let locale: Locale = DEFAULT_LOCALE;
  let messages: FrameMessages = frameEn;
  let latest = 0;
  let settled: Promise<void> = Promise.resolve();
  const apply = async (requested: string) => {
    if (!isLocale(requested) || requested === locale) return;
    const turn = ++latest;
    const next = requested === "en" ? frameEn : await load(requested);
    // A later sync won the race: its locale stands.
    if (turn !== latest) return;
    locale = requested;
    messages = next;
    if (root) {
      root.lang = requested;
      root.dir = localeDirection(requested);
    }
  };
  return {
    locale: () => locale,
    messages: () => messages,
    set(requested) {
      const done = apply(requested);
      settled = done.catch(() => undefined);
      return done;
    },
    ready: () => settled,
  };
}
