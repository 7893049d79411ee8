import { useContext } from "react";
import { MessagesContext } from "./catalogueContext.js";
import { en, type Messages } from "./en.js";

export { MessagesContext } from "./catalogueContext.js";

/** The catalogue the modal renders with; English unless the host hands in another. */
export function useMessages(): Messages {
  return useContext(MessagesContext) ?? en;
}
