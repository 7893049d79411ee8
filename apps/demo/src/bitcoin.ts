import {
  bitcoinNetworks,
  type CaipNetwork,
  type ChainAdapter,
  esploraProxyUrl,
  lazyChainAdapter,
} from "@foyer/core";
import { parseBitcoinNetwork } from "./bitcoinConfig.js";
import type { DemoConfig } from "./config.js";

/** What the demo adds for Bitcoin: its networks and the adapter. */
export interface DemoBitcoin {
  networks: CaipNetwork[];
  createAdapter(): ChainAdapter;
}

/**
 * The Bitcoin side of the demo, in a chunk of its own (the page imports it only when the world
 * has a Bitcoin chain): the local regtest first (the namespace's default), then mainnet and
 * testnet, all read through the server's Esplora proxy (which `npm start` serves regtest
 * only), and the Bitcoin adapter, itself a further chunk fetched right after.
 */
export function demoBitcoin(config: DemoConfig, raw: string): DemoBitcoin {
  const local = parseBitcoinNetwork(raw);
  if (!local) throw new Error("VITE_FOYER_BITCOIN_NETWORK is empty");
  const networks = bitcoinNetworks((caipNetworkId) =>
    esploraProxyUrl({
      serverUrl: config.serverUrl,
      caipNetworkId,
      projectId: config.projectId,
      path: "",
    }),
  ).map((network) =>
    // The local chain goes by the name the world gives it.
    network.caipNetworkId === local.caipNetworkId ? { ...network, name: local.name } : network,
  );
  const createAdapter = () =>
    lazyChainAdapter("bip122", () =>
      import("@foyer/bitcoin").then((m) =>
        m.createBitcoinAdapter({ networks, fetch: window.fetch.bind(window) }),
      ),
    );
  return { networks, createAdapter };
}
