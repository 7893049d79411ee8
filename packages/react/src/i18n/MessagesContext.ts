import { useContext, useMemo } from "react";
import { MessagesContext, overEnglish } from "./catalogueContext.js";
import { en, type Messages } from "./en.js";

export { MessagesContext } from "./catalogueContext.js";

/** The catalogue the modal renders with: the active translation over English, key by key. */
export function useMessages(): Messages {
  const translation = useContext(MessagesContext);
  return useMemo(() => overEnglish<Messages>(en, translation), [translation]);
}
