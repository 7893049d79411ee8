import { createTtlCache, isRecord } from "@foyer/protocol";
import { NATIVE_COIN_IDS, TOKEN_PLATFORM_IDS } from "./coinGeckoIds.js";
import type { PriceSource } from "./priceSource.js";

/** CoinGecko's public API, and the paid plan's. */
export const COINGECKO_PUBLIC_URL = "https://api.coingecko.com/api/v3";
export const COINGECKO_PRO_URL = "https://pro-api.coingecko.com/api/v3";

export interface CoinGeckoOptions {
  /** The API's base (`…/api/v3`); default the public API, or the pro API with a pro key. */
  baseUrl?: string;
  /** A demo key (`x-cg-demo-api-key`) or, with `pro`, a pro key (`x-cg-pro-api-key`). */
  apiKey?: string | undefined;
  pro?: boolean;
  fetch?: typeof fetch;
  /** How long one answer is reused (default 60 s: CoinGecko refreshes its prices about that often). */
  ttlMs?: number;
  /** How long one call may take before the price counts as unknown (default 5 s). */
  timeoutMs?: number;
  /** Milliseconds; default `Date.now`. */
  now?: () => number;
}

/**
 * Market prices from CoinGecko's `/simple/price` (coins by id) and `/simple/token_price/{platform}`
 * (tokens by contract address) in USD; the euro from USDC's price in both currencies. Each
 * answer is cached; a call that fails or outlasts the timeout makes that price unknown (0)
 * for a short while instead of holding every balance answer up, and is not cached for long.
 */
export function createCoinGeckoPriceSource(options: CoinGeckoOptions = {}): PriceSource {
  const base = (
    options.baseUrl ?? (options.pro ? COINGECKO_PRO_URL : COINGECKO_PUBLIC_URL)
  ).replace(/\/+$/, "");
  const fetcher = options.fetch ?? globalThis.fetch.bind(globalThis);
  const ttlMs = options.ttlMs ?? 60_000;
  const timeoutMs = options.timeoutMs ?? 5_000;
  const now = options.now ?? Date.now;
  const answers = createTtlCache<Promise<unknown>>({ ttlMs, maxEntries: 10_000, now });
  // A failure is remembered briefly, so a down API is not asked again on every request.
  const failures = createTtlCache<true>({ ttlMs: Math.min(ttlMs, 10_000), maxEntries: 1_000, now });
  const headers: Record<string, string> = { accept: "application/json" };
  if (options.apiKey)
    headers[options.pro ? "x-cg-pro-api-key" : "x-cg-demo-api-key"] = options.apiKey;

  async function call(path: string, query: Record<string, string>): Promise<unknown> {
    const url = `${base}${path}?${new URLSearchParams(query).toString()}`;
    if (failures.get(url)) return undefined;
    const cached = answers.get(url);
    if (cached !== undefined) return cached;
    const pending = (async () => {
      const response = await fetcher(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new Error(`CoinGecko answered ${response.status} for ${path}`);
      return (await response.json()) as unknown;
    })();
    answers.set(url, pending);
    try {
      return await pending;
    } catch {
      answers.delete(url);
      failures.set(url, true);
      return undefined;
    }
  }

  /** `{ id: { usd: 1.23 } }` → 1.23; anything else (unknown id, odd answer) → undefined. */
  const read = (answer: unknown, key: string, currency: string): number | undefined => {
    const entry = isRecord(answer) ? answer[key] : undefined;
    const value = isRecord(entry) ? entry[currency] : undefined;
    return typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : undefined;
  };

  return {
    kind: "market",
    async nativePrice(chainId) {
      const id = NATIVE_COIN_IDS[chainId];
      if (id === undefined) return 0;
      return read(await call("/simple/price", { ids: id, vs_currencies: "usd" }), id, "usd") ?? 0;
    },
    async tokenPrice(chainId, token) {
      const platform = TOKEN_PLATFORM_IDS[chainId];
      if (platform === undefined) return 0;
      // EVM addresses come back lowercased; Solana mints keep their case.
      const key = chainId.startsWith("eip155:") ? token.toLowerCase() : token;
      const answer = await call(`/simple/token_price/${platform}`, {
        contract_addresses: key,
        vs_currencies: "usd",
      });
      return read(answer, key, "usd") ?? 0;
    },
    async usdPerFiat(currency) {
      const code = currency.toLowerCase();
      if (code === "usd") return 1;
      const answer = await call("/simple/price", { ids: "usd-coin", vs_currencies: `usd,${code}` });
      const usd = read(answer, "usd-coin", "usd");
      const fiat = read(answer, "usd-coin", code);
      return usd !== undefined && fiat !== undefined && fiat > 0 ? usd / fiat : undefined;
    },
  };
}
