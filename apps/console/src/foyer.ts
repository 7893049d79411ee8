import {
  type CaipNetwork,
  createFoyer,
  evmChainToCaipNetwork,
  type Foyer,
  type SiwxConfig,
} from "@foyer/core";
import { createEvmAdapter } from "@foyer/evm";
import { adminRpcRoute } from "@foyer/protocol";

/** A network the server says operators sign in on. */
export interface ConsoleNetwork {
  caipNetworkId: string;
  name: string;
}

/**
 * The networks as Foyer lists them. Their reads (the operator's balance) go through the admin
 * API's own RPC route, with the operator's session, never a project's.
 */
export function consoleNetworks(
  networks: readonly ConsoleNetwork[],
  origin: string,
): CaipNetwork[] {
  return networks.flatMap((network) => {
    const [namespace, reference] = network.caipNetworkId.split(":");
    const id = Number(reference);
    if (namespace !== "eip155" || !Number.isSafeInteger(id) || id <= 0) return [];
    const rpcUrl = `${origin}${adminRpcRoute.path}?chainId=${encodeURIComponent(network.caipNetworkId)}`;
    return [
      evmChainToCaipNetwork({
        id,
        name: network.name,
        nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
        rpcUrls: { default: { http: [rpcUrl] } },
      }),
    ];
  });
}

/**
 * The console's Foyer instance: browser wallets only (an operator signs with their own),
 * no provider features (no email, socials, swaps…), and the operator's required sign-in.
 */
export function createConsoleFoyer(networks: CaipNetwork[], siwx: SiwxConfig): Foyer {
  const foyer = createFoyer({
    projectId: "foyer-console",
    networks,
    adapters: [createEvmAdapter({ networks, storage: window.localStorage })],
    storage: window.localStorage,
    storageScope: "console",
    siwx,
    metadata: {
      name: "Foyer console",
      description: "The operator's console of a Foyer server",
      url: window.location.origin,
      icons: [],
    },
    // Sign-in on any network the wallet is on: the session is the operator's, not a chain's.
    allowUnsupportedChain: true,
    features: {
      email: false,
      socials: false,
      swaps: false,
      onramp: false,
      activity: false,
      send: false,
      receive: false,
    },
  });
  void foyer.reconnect();
  return foyer;
}
