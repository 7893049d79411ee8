import { useMemo } from "react";
import { overEnglish } from "./catalogueContext.js";
import { useMessages } from "./MessagesContext.js";
import { type NamesMessages, namesEn } from "./namesEn.js";

/** The account-name views' strings: the host's translation when it gives one, else English. */
export function useNamesMessages(): NamesMessages {
  const translation = useMessages().names;
  return useMemo(() => overEnglish<NamesMessages>(namesEn, translation), [translation]);
}
