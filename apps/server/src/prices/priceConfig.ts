import * as v from "valibot";
import { baseUrl, type EnvReader, oneOf } from "../config/envSchemas.js";

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
export function parsePriceConfig(reader: EnvReader): PriceConfig {
  const { read } = reader;
  const source = read("FOYER_PRICES", oneOf(["devnet", "coingecko"], 40), "devnet");
  if (source === "devnet") return { source };
  return {
    source,
    apiKey: read("FOYER_COINGECKO_API_KEY", v.string()),
    pro: read("FOYER_COINGECKO_PRO", v.string()) === "1",
    baseUrl: read("FOYER_COINGECKO_URL", baseUrl("must have no query or fragment")),
  };
}
