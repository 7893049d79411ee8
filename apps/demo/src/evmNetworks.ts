import { buildRpcProxyUrl, type CaipNetwork, evmChainToCaipNetwork } from "@foyer/core";
import type { DemoConfig } from "./config.js";
import type { DemoNetwork } from "./networks.js";

/**
 * An EVM network as the app lists it: its own RPC kept as chainDefault (what a wallet is told
 * when it must add the network); reads go through the RPC proxy of each of the config's
 * servers, the EVM adapter ranking them when there are several.
 */
function demoNetwork(config: DemoConfig, network: DemoNetwork): CaipNetwork {
  return evmChainToCaipNetwork(
    {
      id: network.id,
      name: network.name,
      nativeCurrency: network.nativeCurrency,
      rpcUrls: { default: { http: [network.rpcUrl] } },
      ...(network.explorerUrl
        ? { blockExplorers: { default: { name: network.name, url: network.explorerUrl } } }
        : {}),
      testnet: network.testnet,
    },
    {
      rpcUrls: config.rpcProxyUrls.map((baseUrl) =>
        buildRpcProxyUrl({
          baseUrl,
          caipNetworkId: `eip155:${network.id}`,
          projectId: config.projectId,
        }),
      ),
    },
  );
}

/** The config's networks as Foyer lists them; the first (the devnet) is the default. */
export function demoNetworks(config: DemoConfig): CaipNetwork[] {
  return config.networks.map((network) => demoNetwork(config, network));
}
