import type { CaipNetwork, CaipNetworkId } from "@foyer/core";
import { activeNetwork } from "@foyer/core/internal";
import { useMemo } from "react";
import { useFoyer } from "./useFoyer.js";
import { useStore } from "./useStore.js";

export interface FoyerNetwork {
  /** The active network of the namespace on screen. */
  network: CaipNetwork | undefined;
  /** Every network the app lists, in the host's order. */
  networks: readonly CaipNetwork[];
  switchNetwork(network: CaipNetwork | CaipNetworkId): Promise<void>;
}

/** The active network, the app's networks and the switch action. */
export function useFoyerNetwork(): FoyerNetwork {
  const foyer = useFoyer();
  const state = useStore(foyer.stores.networks.store, (s) => s);
  return useMemo(
    () => ({
      network: activeNetwork(state),
      networks: Object.values(state.networks).flat(),
      switchNetwork: (network: CaipNetwork | CaipNetworkId) => foyer.switchNetwork(network),
    }),
    [foyer, state],
  );
}
