import { ConfigError } from "../configError.js";

/** Where the server's prices come from (`FOYER_PRICES`). */
export type PriceConfig =
  | { source: "devnet" }
  | { source: "coingecko"; apiKey: string | undefined; pro: boolean; baseUrl: string | undefined };

/**
 * `FOYER_PRICES`: `devnet` (the default: the devnet's DEX pools, `nativePriceUsd`/`priceUsd` and
 * `BITCOIN_PRICE_USD`, a fixed euro) or `coingecko` (CoinGecko's API, for networks with a market;
 * `FOYER_COINGECKO_API_KEY` a demo key, or a pro key with `FOYER_COINGECKO_PRO=1`;
 * `FOYER_COINGECKO_URL` another base, e.g. a proxy).
 */
export function parsePriceConfig(env: NodeJS.ProcessEnv): PriceConfig {
  const source = env.FOYER_PRICES?.trim() || "devnet";
  if (source === "devnet") return { source };
  if (source !== "coingecko") {
    throw new ConfigError(
      `FOYER_PRICES must be devnet or coingecko (got "${source.slice(0, 40)}")`,
    );
  }
  const baseUrl = env.FOYER_COINGECKO_URL?.trim() || undefined;
  if (baseUrl !== undefined && !/^https?:\/\//.test(baseUrl)) {
    throw new ConfigError(
      `FOYER_COINGECKO_URL must be an http(s) URL (got "${baseUrl.slice(0, 80)}")`,
    );
  }
  return {
    source,
    apiKey: env.FOYER_COINGECKO_API_KEY?.trim() || undefined,
    pro: env.FOYER_COINGECKO_PRO === "1",
    baseUrl,
  };
}
