import type { Connector } from "@foyer/core";
import { useFoyer } from "./useFoyer.js";
import { useStore } from "./useStore.js";

export function useConnectors(): readonly Connector[] {
  const foyer = useFoyer();
  return useStore(foyer.stores.connectors, (s) => s.connectors);
}
