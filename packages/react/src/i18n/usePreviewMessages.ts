import { useMemo } from "react";
import { overEnglish } from "./catalogueContext.js";
import { useMessages } from "./MessagesContext.js";
import { previewEn, type TransactionPreviewMessages } from "./previewEn.js";

/** A review's preview strings: the host's translation when it gives one, else English. */
export function usePreviewMessages(): TransactionPreviewMessages {
  const translation = useMessages().preview;
  return useMemo(
    () => overEnglish<TransactionPreviewMessages>(previewEn, translation),
    [translation],
  );
}
