import { createStore, type Store } from "../store/createStore.js";
import type { CaipNetwork } from "../types/chain.js";
import {
  type InitialNetworkOptions,
  initialNetworkState,
  type NetworkState,
  withActiveNetwork,
  withNamespaceNetwork,
} from "./networkState.js";

/** The network store of one instance. */
export interface Networks {
  store: Store<NetworkState>;
  /** Makes a listed network active; callers check it is listed first. */
  setActive(network: CaipNetwork): void;
  /** Sets the network of its namespace without making that namespace the active one. */
  setNamespaceNetwork(network: CaipNetwork): void;
}

/** Creates the network store of one instance; throws like {@link initialNetworkState}. */
export function createNetworks(
  networks: readonly CaipNetwork[],
  options: InitialNetworkOptions = {},
): Networks {
  const store = createStore(initialNetworkState(networks, options));
  return {
    store,
    setActive: (network) => store.setState((state) => withActiveNetwork(state, network)),
    setNamespaceNetwork: (network) =>
      store.setState((state) => withNamespaceNetwork(state, network)),
  };
}
