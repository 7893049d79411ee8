import type { AccountStatus } from "@foyer/core";
import { useFoyer } from "./useFoyer.js";
import { useStore } from "./useStore.js";

/** The overall connection status: connected, connecting, reconnecting or disconnected. */
export function useFoyerStatus(): AccountStatus {
  const foyer = useFoyer();
  return useStore(foyer.stores.connection, (s) => s.status);
}
