import {
  BITCOIN_MAINNET,
  BITCOIN_REGTEST,
  BITCOIN_TESTNET,
  type BitcoinNetworkId,
} from "@foyer/protocol";
import { baseUrl, type EnvReader, nonNegativeNumber } from "../config/envSchemas.js";

/** Where the server reads each Bitcoin network (an Esplora REST API) and BTC's price. */
export interface BitcoinConfig {
  /** bip122 CAIP-2 id → Esplora base URL (no trailing slash). A network left out is off. */
  esploraUrls: Partial<Record<BitcoinNetworkId, string>>;
  /** `BITCOIN_PRICE_USD`: BTC's USD price for balances (0 when unset: no market is reachable offline). */
  priceUsd: number;
}

/** The env variable of each network's Esplora base URL. */
export const BITCOIN_ESPLORA_ENV: Readonly<Record<BitcoinNetworkId, string>> = {
  [BITCOIN_REGTEST]: "BITCOIN_ESPLORA_URL",
  [BITCOIN_MAINNET]: "BITCOIN_MAINNET_ESPLORA_URL",
  [BITCOIN_TESTNET]: "BITCOIN_TESTNET_ESPLORA_URL",
};

/** An Esplora API's base URL: other paths are added to it, so it has no query or fragment. */
const ESPLORA_BASE = baseUrl("must have no query or fragment");

/** Reads the Bitcoin part of the configuration from the environment. */
export function parseBitcoinConfig(reader: EnvReader): BitcoinConfig {
  const esploraUrls: Partial<Record<BitcoinNetworkId, string>> = {};
  for (const [chainId, name] of Object.entries(BITCOIN_ESPLORA_ENV)) {
    const url = reader.read(name, ESPLORA_BASE);
    if (url !== undefined) esploraUrls[chainId as BitcoinNetworkId] = url;
  }
  return { esploraUrls, priceUsd: reader.read("BITCOIN_PRICE_USD", nonNegativeNumber, 0) };
}
