import {
  type BitcoinBalanceReader,
  createBitcoinBalanceReader,
} from "../bitcoin/bitcoinBalances.js";
import type { BitcoinConfig } from "../bitcoin/bitcoinConfig.js";
import type { EsploraUpstream } from "../bitcoin/esploraUpstream.js";
import type { NetworkConfig } from "../config.js";
import type { NetworkUpstreams } from "../upstream/networkUpstreams.js";
import { type BalanceReader, createBalanceReader } from "./balances.js";
import { type ChainClients, createChainClients } from "./chainClients.js";
import { createPriceOracle, type PriceOracle } from "./dexPrices.js";
import { createNftMetadataReader, type NftMetadataReader } from "./nftMetadata.js";
import { createSolanaBalanceReader, type SolanaBalanceReader } from "./solana/solanaBalances.js";
import { createTokenMetadataReader, type TokenMetadataReader } from "./tokenMetadata.js";

/** Everything the blockchain routes read the chain through; one set per app. */
export interface BlockchainServices {
  networks: Readonly<Record<string, NetworkConfig>>;
  clients: ChainClients;
  metadata: TokenMetadataReader;
  prices: PriceOracle;
  balances: BalanceReader;
  solanaBalances: SolanaBalanceReader;
  bitcoinBalances: BitcoinBalanceReader;
  /** The Bitcoin networks with an Esplora upstream. */
  bitcoinNetworks: readonly string[];
  nfts: NftMetadataReader;
}

export function createBlockchainServices(options: {
  networks: Readonly<Record<string, NetworkConfig>>;
  /** Each network's failover pool (shared with the RPC proxy). */
  upstreams: NetworkUpstreams;
  /** Balance and price cache lifetime (default 10 s). */
  cacheTtlMs?: number;
  bitcoin: { config: BitcoinConfig; upstream: EsploraUpstream };
}): BlockchainServices {
  const { networks } = options;
  const clients = createChainClients(networks, options.upstreams);
  const metadata = createTokenMetadataReader(networks, clients);
  const prices = createPriceOracle({ networks, clients, metadata, ttlMs: options.cacheTtlMs });
  const balances = createBalanceReader({
    networks,
    clients,
    metadata,
    prices,
    ttlMs: options.cacheTtlMs,
  });
  const solanaBalances = createSolanaBalanceReader({
    networks,
    upstreams: options.upstreams,
    ttlMs: options.cacheTtlMs,
  });
  const bitcoinBalances = createBitcoinBalanceReader({
    ...options.bitcoin,
    ...(options.cacheTtlMs === undefined ? {} : { ttlMs: options.cacheTtlMs }),
  });
  const bitcoinNetworks = Object.keys(options.bitcoin.config.esploraUrls);
  const nfts = createNftMetadataReader(clients);
  return {
    networks,
    clients,
    metadata,
    prices,
    balances,
    solanaBalances,
    bitcoinBalances,
    bitcoinNetworks,
    nfts,
  };
}
