import { useCallback, useSyncExternalStore } from "react";
import { type ConsoleRoute, formatRoute, parseRoute } from "./route.js";

function subscribe(listener: () => void): () => void {
  window.addEventListener("hashchange", listener);
  return () => window.removeEventListener("hashchange", listener);
}

const readHash = () => window.location.hash;

/** The route in the location's hash; `go` changes it (a history entry, so Back works). */
export function useRoute(): { route: ConsoleRoute; go(route: ConsoleRoute): void } {
  const hash = useSyncExternalStore(subscribe, readHash, () => "");
  const go = useCallback((route: ConsoleRoute) => {
    window.location.hash = formatRoute(route);
  }, []);
  return { route: parseRoute(hash), go };
}
