import type { AdminClient } from "@foyer/protocol";
import { createContext, useContext } from "react";
import type { SessionStore } from "../auth/sessionStore.js";

/** What every view needs: the admin API client and the operator's session. */
export interface ConsoleContextValue {
  call: AdminClient;
  session: SessionStore;
}

export const ConsoleContext = createContext<ConsoleContextValue | undefined>(undefined);

export function useConsole(): ConsoleContextValue {
  const value = useContext(ConsoleContext);
  if (value === undefined) throw new Error("useConsole outside the console's provider");
  return value;
}
