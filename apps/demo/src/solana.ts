import {
  buildRpcProxyUrl,
  type CaipNetwork,
  type ChainAdapter,
  type EmbeddedWallet,
  lazyChainAdapter,
  solanaNetwork,
  solanaPublicNetworks,
} from "@foyer/core";
import type { DemoConfig } from "./config.js";
import { parseSolanaNetwork } from "./solanaConfig.js";

/** What the demo adds for Solana: its networks, the adapter, and the chain for the test wallet. */
export interface DemoSolana {
  networks: CaipNetwork[];
  /** The Solana adapter, with the email wallet's Solana account when the page has one. */
  createAdapter(embeddedWallet?: EmbeddedWallet): ChainAdapter;
  /** The built-in test wallet's Solana side: dev key 0 on the local chain. */
  testWallet: { seedHex: string; chains: { chain: "solana:localnet"; rpcUrl: string }[] };
}

/**
 * The Solana side of the demo, in a chunk of its own (the page imports it only when the world
 * has a Solana chain): the local chain first (the namespace's default), then Solana's public
 * clusters, all read through the server's proxy (which `npm start` serves the local chain
 * only), and the Solana adapter, itself a further chunk fetched right after.
 */
export function demoSolana(config: DemoConfig, raw: string): DemoSolana {
  const local = parseSolanaNetwork(raw);
  if (!local) throw new Error("VITE_FOYER_SOLANA_NETWORK is empty");
  const proxy = (caipNetworkId: string) =>
    buildRpcProxyUrl({ baseUrl: config.serverUrl, caipNetworkId, projectId: config.projectId });
  const networks = [
    solanaNetwork({
      caipNetworkId: local.caipNetworkId,
      name: local.name,
      rpcUrl: local.rpcUrl,
      proxyRpcUrl: proxy(local.caipNetworkId),
      testnet: true,
    }),
    ...solanaPublicNetworks(proxy),
  ];
  const createAdapter = (embeddedWallet?: EmbeddedWallet) =>
    lazyChainAdapter("solana", () =>
      import("@foyer/solana").then((m) =>
        m.createSolanaAdapter({ networks, ...(embeddedWallet ? { embeddedWallet } : {}) }),
      ),
    );
  return {
    networks,
    createAdapter,
    testWallet: {
      seedHex: local.devKeySeedHex,
      chains: [{ chain: "solana:localnet", rpcUrl: local.rpcUrl }],
    },
  };
}
