import type { CaipNetwork } from "../types/chain.js";

const SOL = { name: "Solana", symbol: "SOL", decimals: 9 } as const;

/** What a Solana network is made from: its CAIP-2 id (`solana:` + the genesis hash's first 32 characters). */
export interface SolanaNetworkInput {
  caipNetworkId: `solana:${string}`;
  name: string;
  /** The network's own JSON-RPC (what a wallet uses). */
  rpcUrl: string;
  /** Where the app reads through instead, e.g. the provider server's proxy. */
  proxyRpcUrl?: string;
  explorerUrl?: string;
  testnet?: boolean;
}

/** A Solana network as Foyer lists it (behaviour §3 Network; §9 "three Solana networks"). */
export function solanaNetwork(input: SolanaNetworkInput): CaipNetwork {
  const reference = input.caipNetworkId.slice("solana:".length);
  return {
    id: reference,
    name: input.name,
    chainNamespace: "solana",
    caipNetworkId: input.caipNetworkId,
    nativeCurrency: SOL,
    rpcUrls: input.proxyRpcUrl
      ? { default: { http: [input.proxyRpcUrl] }, chainDefault: { http: [input.rpcUrl] } }
      : { default: { http: [input.rpcUrl] } },
    ...(input.explorerUrl
      ? { blockExplorers: { default: { name: "Solana Explorer", url: input.explorerUrl } } }
      : {}),
    ...(input.testnet === undefined ? {} : { testnet: input.testnet }),
  };
}

/** Solana's public clusters by CAIP-2 id (behaviour §9). */
export const SOLANA_MAINNET_ID = "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp";
export const SOLANA_DEVNET_ID = "solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1";
export const SOLANA_TESTNET_ID = "solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z";

/**
 * The public clusters with their public RPC endpoints; pass `proxyRpcUrl` to read through a
 * server. Only mainnet names an explorer: the explorer tells clusters apart by a query
 * parameter, which an address page path cannot carry.
 */
export function solanaPublicNetworks(
  proxyRpcUrl?: (caipNetworkId: string) => string,
): CaipNetwork[] {
  const clusters: SolanaNetworkInput[] = [
    {
      caipNetworkId: SOLANA_MAINNET_ID,
      name: "Solana",
      rpcUrl: "https://api.mainnet-beta.solana.com",
      explorerUrl: "https://explorer.solana.com",
      testnet: false,
    },
    {
      caipNetworkId: SOLANA_DEVNET_ID,
      name: "Solana Devnet",
      rpcUrl: "https://api.devnet.solana.com",
      testnet: true,
    },
    {
      caipNetworkId: SOLANA_TESTNET_ID,
      name: "Solana Testnet",
      rpcUrl: "https://api.testnet.solana.com",
      testnet: true,
    },
  ];
  return clusters.map((cluster) =>
    solanaNetwork({
      ...cluster,
      ...(proxyRpcUrl ? { proxyRpcUrl: proxyRpcUrl(cluster.caipNetworkId) } : {}),
    }),
  );
}
