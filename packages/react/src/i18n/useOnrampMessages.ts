import { useMemo } from "react";
import { overEnglish } from "./catalogueContext.js";
import { useMessages } from "./MessagesContext.js";
import { type OnrampMessages, onrampEn } from "./onrampEn.js";

/** The Buy view's strings: the host's translation when it gives one, else English. */
export function useOnrampMessages(): OnrampMessages {
  const translation = useMessages().onramp;
  return useMemo(() => overEnglish<OnrampMessages>(onrampEn, translation), [translation]);
}
