import { type Address, getAddress, isAddress } from "viem";
import type { ChainClients } from "../blockchain/chainClients.js";
import { createPriceOracle } from "../blockchain/dexPrices.js";
import type { TokenMetadataReader } from "../blockchain/tokenMetadata.js";
import type { NetworkConfig } from "../config.js";
import type { PriceSource } from "./priceSource.js";

/**
 * The fixed euro rate of a world without a market: about what a euro bought in dollars when
 * this was written. The UI says these are devnet prices.
 */
export const DEVNET_USD_PER_EUR = 1.08;

export interface DevnetPriceOptions {
  networks: Readonly<Record<string, NetworkConfig>>;
  clients: ChainClients;
  metadata: TokenMetadataReader;
  /** `BITCOIN_PRICE_USD`: BTC's price on every Bitcoin network (0 when unset). */
  bitcoinPriceUsd: number;
  /** How long pool reserves are reused (default 10 s). */
  ttlMs?: number | undefined;
}

/**
 * Prices of a local world (`npm start`, the tests): EVM tokens and coins from the devnet's DEX
 * pools (spot prices from reserves), Solana's and Bitcoin's from the numbers the world is
 * configured with (`nativePriceUsd`, each token's `priceUsd`, `BITCOIN_PRICE_USD`: no market
 * is reachable offline), and the euro at a fixed rate.
 */
export function createDevnetPriceSource(options: DevnetPriceOptions): PriceSource {
  const { networks } = options;
  const dex = createPriceOracle({
    networks,
    clients: options.clients,
    metadata: options.metadata,
    ttlMs: options.ttlMs,
  });
  const configured = (chainId: string, token: string) =>
    networks[chainId]?.tokens?.find((entry) => entry.address === token)?.priceUsd ?? 0;
  return {
    kind: "devnet",
    async tokenPrice(chainId, token) {
      if (chainId.startsWith("eip155:")) {
        return isAddress(token) ? dex.tokenPrice(chainId, getAddress(token) as Address) : 0;
      }
      return configured(chainId, token);
    },
    async nativePrice(chainId) {
      if (chainId.startsWith("eip155:")) return dex.nativePrice(chainId);
      if (chainId.startsWith("bip122:")) return options.bitcoinPriceUsd;
      return networks[chainId]?.nativePriceUsd ?? 0;
    },
    async usdPerFiat(currency) {
      const code = currency.toUpperCase();
      if (code === "USD") return 1;
      return code === "EUR" ? DEVNET_USD_PER_EUR : undefined;
    },
  };
}
