import { createContext, useContext } from "react";
import { en, type Messages } from "./en.js";

/** The catalogue the modal renders with; English unless the host hands in another. */
export const MessagesContext = createContext<Messages>(en);

export function useMessages(): Messages {
  return useContext(MessagesContext);
}
