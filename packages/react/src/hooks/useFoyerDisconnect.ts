import type { ChainNamespace } from "@foyer/core";
import { useCallback } from "react";
import { useFoyer } from "./useFoyer.js";

/** Disconnects one namespace, or every namespace when none is given. */
export function useFoyerDisconnect(): (namespace?: ChainNamespace) => Promise<void> {
  const foyer = useFoyer();
  return useCallback((namespace?: ChainNamespace) => foyer.disconnect(namespace), [foyer]);
}
