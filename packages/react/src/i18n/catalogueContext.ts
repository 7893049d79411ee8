import { createContext, useContext } from "react";
import type { Messages } from "./en.js";
import { type ShellMessages, shellEn } from "./shellEn.js";

/**
 * The host's catalogue, when it gave one (`FoyerProvider`'s `messages`). Unset
 * means English: the modal's views read `en` (`useMessages`), the page's
 * connect button and alert only `shellEn`, so the first load doesn't carry
 * every view's strings.
 */
export const MessagesContext = createContext<Messages | undefined>(undefined);

/** The strings of the connect button and the alert: the host's translation, else English. */
export function useShellMessages(): ShellMessages {
  return useContext(MessagesContext) ?? shellEn;
}
