import { ConfigurationError } from "../errors/configurationError.js";
import { messages } from "../errors/messages.js";
import { coreText } from "../i18n/coreText.js";
import type { CaipNetwork, CaipNetworkId, ChainNamespace } from "../types/chain.js";

/** Network state (behaviour §3, §4): the configured networks and the active one of each namespace. */
export interface NetworkState {
  /** The host's networks, grouped by namespace, in the host's order. */
  networks: Partial<Record<ChainNamespace, readonly CaipNetwork[]>>;
  activeNetworks: Partial<Record<ChainNamespace, CaipNetwork>>;
  activeNamespace: ChainNamespace;
}

export interface InitialNetworkOptions {
  defaultNetwork?: CaipNetwork;
  /** The network active on the last visit, if it was persisted. */
  restoredNetworkId?: CaipNetworkId;
}

/**
 * Builds the starting network state. The first network of the list is the
 * fallback; a default network must be one of the list (behaviour §8
 * SWITCH_NETWORK_NOT_FOUND: the network must be in the networks array); a
 * restored network that is no longer listed is ignored.
 */
export function initialNetworkState(
  networks: readonly CaipNetwork[],
  options: InitialNetworkOptions = {},
): NetworkState {
  const first = networks[0];
  if (!first) {
    throw new ConfigurationError(coreText("networkNotFound", messages.networkNotFound), {
      code: "NO_NETWORKS",
    });
  }
  const { defaultNetwork, restoredNetworkId } = options;
  if (defaultNetwork && !networks.some((n) => n.caipNetworkId === defaultNetwork.caipNetworkId)) {
    throw new ConfigurationError(coreText("networkNotFound", messages.networkNotFound), {
      code: "DEFAULT_NETWORK_NOT_FOUND",
      details: { caipNetworkId: defaultNetwork.caipNetworkId },
    });
  }
  const grouped: Partial<Record<ChainNamespace, CaipNetwork[]>> = {};
  for (const network of networks) {
    const list = grouped[network.chainNamespace] ?? [];
    list.push(network);
    grouped[network.chainNamespace] = list;
  }
  const activeNetworks: Partial<Record<ChainNamespace, CaipNetwork>> = {};
  for (const [namespace, list] of Object.entries(grouped) as [ChainNamespace, CaipNetwork[]][]) {
    activeNetworks[namespace] = list[0];
  }
  const start =
    networks.find((n) => n.caipNetworkId === restoredNetworkId) ??
    networks.find((n) => n.caipNetworkId === defaultNetwork?.caipNetworkId) ??
    first;
  activeNetworks[start.chainNamespace] = start;
  return { networks: grouped, activeNetworks, activeNamespace: start.chainNamespace };
}

/** The listed network with this CAIP-2 id, if the app supports it. */
export function findNetwork(
  state: NetworkState,
  caipNetworkId: CaipNetworkId,
): CaipNetwork | undefined {
  return Object.values(state.networks)
    .flat()
    .find((n) => n.caipNetworkId === caipNetworkId);
}

/** The network on screen: the active network of the active namespace. */
export function activeNetwork(state: NetworkState): CaipNetwork | undefined {
  return state.activeNetworks[state.activeNamespace];
}

/** Makes `network` the active one of its namespace and its namespace the active one. */
export function withActiveNetwork(state: NetworkState, network: CaipNetwork): NetworkState {
  return { ...withNamespaceNetwork(state, network), activeNamespace: network.chainNamespace };
}

/** Makes `network` the active one of its namespace, leaving the active namespace alone. */
export function withNamespaceNetwork(state: NetworkState, network: CaipNetwork): NetworkState {
  return {
    ...state,
    activeNetworks: { ...state.activeNetworks, [network.chainNamespace]: network },
  };
}

/** The network a namespace falls back to once its wallet leaves: its first listed network. */
export function fallbackNetwork(
  state: NetworkState,
  namespace: ChainNamespace,
): CaipNetwork | undefined {
  return state.networks[namespace]?.[0];
}
