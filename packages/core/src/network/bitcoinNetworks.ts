import { BITCOIN_MAINNET, BITCOIN_REGTEST, BITCOIN_TESTNET } from "@foyer/protocol";
import type { CaipNetwork } from "../types/chain.js";

const BTC = { name: "Bitcoin", symbol: "BTC", decimals: 8 } as const;

/** What a Bitcoin network is made from: its CAIP-2 id (`bip122:` + the genesis hash's first 32 hex digits). */
export interface BitcoinNetworkInput {
  caipNetworkId: `bip122:${string}`;
  name: string;
  /**
   * The network's Esplora REST base (`https://…/api`), or the provider server's proxy for it
   * (`…/v1/bitcoin/esplora?chainId=…&projectId=…`): where balances, coins and fee estimates
   * are read and transactions broadcast. Paths go before the query.
   */
  esploraUrl: string;
  explorerUrl?: string;
  testnet?: boolean;
}

/** A Bitcoin network as Foyer lists it (behaviour §3 Network); its `rpcUrls` hold the Esplora base. */
export function bitcoinNetwork(input: BitcoinNetworkInput): CaipNetwork {
  return {
    id: input.caipNetworkId.slice("bip122:".length),
    name: input.name,
    chainNamespace: "bip122",
    caipNetworkId: input.caipNetworkId,
    nativeCurrency: BTC,
    rpcUrls: { default: { http: [input.esploraUrl] } },
    ...(input.explorerUrl
      ? { blockExplorers: { default: { name: "mempool.space", url: input.explorerUrl } } }
      : {}),
    ...(input.testnet === undefined ? {} : { testnet: input.testnet }),
  };
}

/**
 * Bitcoin mainnet, testnet and the local regtest, each read through `esploraUrl(caipNetworkId)`
 * (the provider server's Esplora proxy, which answers 'Network not supported' for a network
 * it has no upstream for). Regtest first: it is the network a local world has coins on.
 */
export function bitcoinNetworks(esploraUrl: (caipNetworkId: string) => string): CaipNetwork[] {
  const networks: BitcoinNetworkInput[] = [
    { caipNetworkId: BITCOIN_REGTEST, name: "Bitcoin Regtest", esploraUrl: "", testnet: true },
    {
      caipNetworkId: BITCOIN_MAINNET,
      name: "Bitcoin",
      esploraUrl: "",
      explorerUrl: "https://mempool.space",
      testnet: false,
    },
    {
      caipNetworkId: BITCOIN_TESTNET,
      name: "Bitcoin Testnet",
      esploraUrl: "",
      explorerUrl: "https://mempool.space/testnet",
      testnet: true,
    },
  ];
  return networks.map((network) =>
    bitcoinNetwork({ ...network, esploraUrl: esploraUrl(network.caipNetworkId) }),
  );
}
