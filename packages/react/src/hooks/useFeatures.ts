import type { Features } from "@foyer/core";
import { useFoyer } from "./useFoyer.js";
import { useStore } from "./useStore.js";

export function useFeatures(): Features {
  const foyer = useFoyer();
  return useStore(foyer.stores.features, (s) => s.features);
}
