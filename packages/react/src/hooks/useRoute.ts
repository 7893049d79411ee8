import type { Route } from "@foyer/core";
import { currentRoute, type History } from "@foyer/core/internal";
import { useFoyer } from "./useFoyer.js";
import { useStore } from "./useStore.js";

/** The router history of the modal. */
export function useHistory(): History {
  const foyer = useFoyer();
  return useStore(foyer.stores.router.store, (s) => s.history);
}

/** The view on screen. */
export function useRoute(): Route {
  return currentRoute(useHistory());
}
