import {
  type BitcoinBalanceReader,
  createBitcoinBalanceReader,
} from "../bitcoin/bitcoinBalances.js";
import type { BitcoinConfig } from "../bitcoin/bitcoinConfig.js";
import {
  type BitcoinHistoryReader,
  createBitcoinHistoryReader,
} from "../bitcoin/bitcoinHistory.js";
import type { EsploraUpstream } from "../bitcoin/esploraUpstream.js";
import type { NetworkConfig } from "../config.js";
import { createCoinGeckoPriceSource } from "../prices/coinGeckoPrices.js";
import { createDevnetPriceSource } from "../prices/devnetPrices.js";
import type { PriceConfig } from "../prices/priceConfig.js";
import type { PriceSource } from "../prices/priceSource.js";
import type { NetworkUpstreams } from "../upstream/networkUpstreams.js";
import { type BalanceReader, createBalanceReader } from "./balances.js";
import { type ChainClients, createChainClients } from "./chainClients.js";
import { createNftMetadataReader, type NftMetadataReader } from "./nftMetadata.js";
import { createSolanaBalanceReader, type SolanaBalanceReader } from "./solana/solanaBalances.js";
import { createSolanaHistoryReader, type SolanaHistoryReader } from "./solana/solanaHistory.js";
import { createTokenMetadataReader, type TokenMetadataReader } from "./tokenMetadata.js";

/** Everything the blockchain routes read the chain through; one set per app. */
export interface BlockchainServices {
  networks: Readonly<Record<string, NetworkConfig>>;
  clients: ChainClients;
  metadata: TokenMetadataReader;
  /** Every price the server answers, from the one configured source. */
  prices: PriceSource;
  balances: BalanceReader;
  solanaBalances: SolanaBalanceReader;
  bitcoinBalances: BitcoinBalanceReader;
  /** Solana history, asked of each network's node (EVM history comes from the indexer). */
  solanaHistory: SolanaHistoryReader;
  /** Bitcoin history, asked of each network's Esplora. */
  bitcoinHistory: BitcoinHistoryReader;
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
  /** Default: the devnet's prices. */
  prices?: PriceConfig;
  /** For the market source's calls; default the global fetch. */
  fetch?: typeof fetch;
}): BlockchainServices {
  const { networks } = options;
  const clients = createChainClients(networks, options.upstreams);
  const metadata = createTokenMetadataReader(networks, clients);
  const config = options.prices ?? { source: "devnet" };
  const prices =
    config.source === "coingecko"
      ? createCoinGeckoPriceSource({
          apiKey: config.apiKey,
          pro: config.pro,
          ...(config.baseUrl ? { baseUrl: config.baseUrl } : {}),
          ...(options.fetch ? { fetch: options.fetch } : {}),
        })
      : createDevnetPriceSource({
          networks,
          clients,
          metadata,
          bitcoinPriceUsd: options.bitcoin.config.priceUsd,
          ttlMs: options.cacheTtlMs,
        });
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
    prices,
    ttlMs: options.cacheTtlMs,
  });
  const bitcoinBalances = createBitcoinBalanceReader({
    ...options.bitcoin,
    prices,
    ...(options.cacheTtlMs === undefined ? {} : { ttlMs: options.cacheTtlMs }),
  });
  const solanaHistory = createSolanaHistoryReader({
    networks,
    upstreams: options.upstreams,
    prices,
  });
  const bitcoinHistory = createBitcoinHistoryReader({ upstream: options.bitcoin.upstream, prices });
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
    solanaHistory,
    bitcoinHistory,
    bitcoinNetworks,
    nfts,
  };
}
