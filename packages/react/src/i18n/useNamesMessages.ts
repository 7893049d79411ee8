import { useMessages } from "./MessagesContext.js";
import { type NamesMessages, namesEn } from "./namesEn.js";

/** The account-name views' strings: the host's translation when it gives one, else English. */
export function useNamesMessages(): NamesMessages {
  return useMessages().names ?? namesEn;
}
