import type { Route } from "@foyer/core";
import { useMemo } from "react";
import { useFoyer } from "./useFoyer.js";
import { useStore } from "./useStore.js";

export interface FoyerModalControls {
  isOpen: boolean;
  /** Opens on `route`, else on the view the opening rules pick. */
  open(route?: Route): void;
  /** Closes; answers false while a required sign-in is pending (the modal shakes). */
  close(): boolean;
}

/** Opens and closes the modal. */
export function useFoyerModal(): FoyerModalControls {
  const foyer = useFoyer();
  const isOpen = useStore(foyer.stores.modal.store, (s) => s.open);
  return useMemo(
    () => ({ isOpen, open: (route?: Route) => foyer.open(route), close: () => foyer.close() }),
    [foyer, isOpen],
  );
}
