import {
  buildRpcProxyUrl,
  type CaipNetwork,
  createFoyer,
  evmChainToCaipNetwork,
  type Foyer,
} from "@foyer/core";
import { createEvmAdapter } from "@foyer/evm";
import type { DemoConfig } from "./config.js";

/** The devnet as the app lists it: its own RPC kept as chainDefault, reads go through the proxy. */
export function devnetNetwork(config: DemoConfig): CaipNetwork {
  return evmChainToCaipNetwork(
    {
      id: 31337,
      name: "Foyer Devnet",
      nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
      rpcUrls: { default: { http: [config.devnetRpcUrl] } },
      testnet: true,
    },
    {
      rpcUrls: [
        buildRpcProxyUrl({
          baseUrl: config.serverUrl,
          caipNetworkId: config.chainId,
          projectId: config.projectId,
        }),
      ],
    },
  );
}

/** One Foyer instance for the page, wired to the provider server and browser wallets. */
export function createDemoFoyer(config: DemoConfig): Foyer {
  const networks = [devnetNetwork(config)];
  const foyer = createFoyer({
    projectId: config.projectId,
    networks,
    adapters: [createEvmAdapter({ networks })],
    storage: window.localStorage,
    metadata: {
      name: "Foyer demo",
      description: "A dApp on Foyer's local world",
      url: window.location.origin,
      icons: [],
    },
    server: { baseUrl: config.serverUrl, fetch: window.fetch.bind(window) },
  });
  void foyer.loadRemoteFeatures();
  void foyer.reconnect();
  return foyer;
}
