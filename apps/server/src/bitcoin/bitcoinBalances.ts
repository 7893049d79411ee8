import { createTtlCache, isRecord } from "@foyer/protocol";
import type { Holding } from "../blockchain/holding.js";
import type { PriceSource } from "../prices/priceSource.js";
import type { BitcoinConfig } from "./bitcoinConfig.js";
import { EsploraUnavailableError, type EsploraUpstream } from "./esploraUpstream.js";

export const BITCOIN_NATIVE = { name: "Bitcoin", symbol: "BTC", decimals: 8 } as const;

/** Bitcoin has only its native coin. */
export type BitcoinHolding = Holding<undefined>;

export interface BitcoinBalanceReader {
  /** BTC (confirmed + mempool) of an address; undefined for a network without an upstream. */
  read(
    chainId: string,
    address: string,
    options?: { force?: boolean },
  ): Promise<BitcoinHolding[] | undefined>;
}

function sats(stats: unknown, where: string): bigint {
  const funded = isRecord(stats) ? stats.funded_txo_sum : undefined;
  const spent = isRecord(stats) ? stats.spent_txo_sum : undefined;
  if (!Number.isSafeInteger(funded) || !Number.isSafeInteger(spent))
    throw new EsploraUnavailableError(`Esplora answered ${where} without txo sums`);
  return BigInt(funded as number) - BigInt(spent as number);
}

/** The sats an Esplora `GET /address/:addr` answer holds: confirmed plus mempool. */
export function satsOfAddressInfo(info: unknown): bigint {
  if (!isRecord(info)) throw new EsploraUnavailableError("Esplora answered a non-object");
  return sats(info.chain_stats, "chain_stats") + sats(info.mempool_stats, "mempool_stats");
}

/** BTC balances read from each network's Esplora, priced by the server's price source. */
export function createBitcoinBalanceReader(options: {
  config: BitcoinConfig;
  upstream: EsploraUpstream;
  prices: PriceSource;
  ttlMs?: number;
}): BitcoinBalanceReader {
  const { upstream, prices } = options;
  const cache = createTtlCache<Promise<BitcoinHolding[]>>({
    ttlMs: options.ttlMs ?? 10_000,
    maxEntries: 10_000,
  });

  async function load(chainId: string, address: string): Promise<BitcoinHolding[]> {
    const answer = await upstream.call(chainId, "GET", `/address/${address}`);
    if (answer.status !== 200)
      throw new EsploraUnavailableError(`Esplora answered ${answer.status} for an address`);
    let info: unknown;
    try {
      info = JSON.parse(answer.body);
    } catch (error) {
      throw new EsploraUnavailableError("Esplora answered an address with bad JSON", {
        cause: error,
      });
    }
    const price = await prices.nativePrice(chainId).catch(() => 0);
    return [{ ...BITCOIN_NATIVE, token: undefined, raw: satsOfAddressInfo(info), price }];
  }

  return {
    async read(chainId, address, { force = false } = {}) {
      if (!upstream.has(chainId)) return undefined;
      const key = `${chainId}|${address}`;
      const cached = force ? undefined : cache.get(key);
      if (cached !== undefined) return cached;
      const pending = load(chainId, address).catch((error: unknown) => {
        cache.delete(key);
        throw error;
      });
      cache.set(key, pending);
      return pending;
    },
  };
}
