import {
  BITCOIN_MAINNET,
  BITCOIN_REGTEST,
  BITCOIN_TESTNET,
  type BitcoinNetworkId,
} from "@foyer/protocol";
import { parseHttpUrl } from "../config/envValues.js";
import { ConfigError } from "../configError.js";

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

function esploraBase(name: string, raw: string): string {
  const url = parseHttpUrl(name, raw);
  if (url.search || url.hash) throw new ConfigError(`${name} must have no query or fragment`);
  return url.toString().replace(/\/+$/, "");
}

/** Reads the Bitcoin part of the configuration from the environment. */
export function parseBitcoinConfig(env: NodeJS.ProcessEnv): BitcoinConfig {
  const esploraUrls: Partial<Record<BitcoinNetworkId, string>> = {};
  for (const [chainId, name] of Object.entries(BITCOIN_ESPLORA_ENV)) {
    const raw = env[name]?.trim();
    if (raw) esploraUrls[chainId as BitcoinNetworkId] = esploraBase(name, raw);
  }
  const rawPrice = env.BITCOIN_PRICE_USD?.trim();
  const priceUsd = rawPrice ? Number(rawPrice) : 0;
  if (!Number.isFinite(priceUsd) || priceUsd < 0)
    throw new ConfigError(`BITCOIN_PRICE_USD must be a non-negative number (got "${rawPrice}")`);
  return { esploraUrls, priceUsd };
}
