import { useMemo } from "react";
import { overEnglish } from "./catalogueContext.js";
import { useMessages } from "./MessagesContext.js";
import { type SwapMessages, swapEn } from "./swapEn.js";

/** The Swap view's strings: the host's translation when it gives one, else English. */
export function useSwapMessages(): SwapMessages {
  const translation = useMessages().swap;
  return useMemo(() => overEnglish<SwapMessages>(swapEn, translation), [translation]);
}
