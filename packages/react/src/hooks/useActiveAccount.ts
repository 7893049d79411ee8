import type { ChainNamespace } from "@foyer/core";
import { type AccountState, initialAccountState } from "@foyer/core/internal";
import { useMemo } from "react";
import { useFoyer } from "./useFoyer.js";
import { useStore } from "./useStore.js";

/** The namespace on screen and its account state, straight from the core stores. */
export function useActiveAccount(): { namespace: ChainNamespace; account: AccountState } {
  const foyer = useFoyer();
  const namespace = useStore(foyer.stores.networks.store, (s) => s.activeNamespace);
  const stored = useStore(foyer.stores.accounts.store, (s) => s.byNamespace[namespace]);
  // A namespace nobody connected yet has no entry; its fresh default is built once per namespace.
  const account = useMemo(() => stored ?? initialAccountState(namespace), [stored, namespace]);
  return { namespace, account };
}
