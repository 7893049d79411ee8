import type { ViewParams } from "@foyer/core";
import { useRoute } from "./useRoute.js";

/** The params of the view on screen when it is `view`, else undefined. */
export function useRouteParams<V extends keyof ViewParams>(view: V): ViewParams[V] | undefined {
  const route = useRoute();
  if (route.view !== view || !("params" in route)) return undefined;
  // TS can't narrow a union by a generic key; the view check above is the narrowing.
  return route.params as ViewParams[V];
}
