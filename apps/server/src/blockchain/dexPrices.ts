import { createTtlCache } from "@foyer/protocol";
import { type Address, formatUnits, getAddress, isAddressEqual } from "viem";
import type { NetworkConfig } from "../config.js";
import type { ChainClients } from "./chainClients.js";
import { dexPairAbi } from "./dexAbi.js";
import { createPairFinder } from "./dexPairs.js";
import type { TokenMetadataReader } from "./tokenMetadata.js";

export interface PriceOracle {
  /** USD price of one whole token; 0 when no pool prices it. */
  tokenPrice(chainId: string, token: Address): Promise<number>;
  /** USD price of one whole native coin (through the wrapped-native pool). */
  nativePrice(chainId: string): Promise<number>;
}

export interface PriceOracleOptions {
  networks: Readonly<Record<string, NetworkConfig>>;
  clients: ChainClients;
  metadata: TokenMetadataReader;
  /** How long pool reserves are reused (default 10 s). */
  ttlMs?: number;
}

/**
 * USD prices read from the configured DEX: a token's pool against the
 * stablecoin (1 USD by definition), else its pool against the wrapped native
 * coin times that coin's price. Spot prices from reserves — fine for showing
 * a portfolio, never for settling anything.
 */
export function createPriceOracle(options: PriceOracleOptions): PriceOracle {
  const { networks, clients, metadata } = options;
  const pairOf = createPairFinder(clients);
  const prices = createTtlCache<Promise<number>>({
    ttlMs: options.ttlMs ?? 10_000,
    maxEntries: 10_000,
  });

  /** How many `quote` one whole `base` is worth in `pair`, by reserves. */
  async function ratio(chainId: string, pair: Address, base: Address, quote: Address) {
    const client = clients.get(chainId);
    const [baseMeta, quoteMeta] = await Promise.all([
      metadata.get(chainId, base),
      metadata.get(chainId, quote),
    ]);
    if (client === undefined || baseMeta === undefined || quoteMeta === undefined) return 0;
    const [token0, [reserve0, reserve1]] = await Promise.all([
      client.readContract({ address: pair, abi: dexPairAbi, functionName: "token0" }),
      client.readContract({ address: pair, abi: dexPairAbi, functionName: "getReserves" }),
    ]);
    const [baseReserve, quoteReserve] = isAddressEqual(token0, base)
      ? [reserve0, reserve1]
      : [reserve1, reserve0];
    if (baseReserve === 0n) return 0;
    const baseAmount = Number(formatUnits(baseReserve, baseMeta.decimals));
    const quoteAmount = Number(formatUnits(quoteReserve, quoteMeta.decimals));
    return quoteAmount / baseAmount;
  }

  async function compute(chainId: string, token: Address): Promise<number> {
    const dex = networks[chainId]?.dex;
    if (dex === undefined) return 0;
    const factory = getAddress(dex.factory);
    const stablecoin = getAddress(dex.stablecoin);
    const wrapped = getAddress(dex.wrappedNative);
    if (isAddressEqual(token, stablecoin)) return 1;
    const direct = await pairOf(chainId, factory, token, stablecoin);
    if (direct !== undefined) return ratio(chainId, direct, token, stablecoin);
    if (isAddressEqual(token, wrapped)) return 0;
    const viaNative = await pairOf(chainId, factory, token, wrapped);
    if (viaNative === undefined) return 0;
    const [inNative, nativeUsd] = await Promise.all([
      ratio(chainId, viaNative, token, wrapped),
      tokenPrice(chainId, wrapped),
    ]);
    return inNative * nativeUsd;
  }

  function tokenPrice(chainId: string, token: Address): Promise<number> {
    const cacheKey = `${chainId}|${token.toLowerCase()}`;
    const cached = prices.get(cacheKey);
    if (cached !== undefined) return cached;
    // A failed read must not stick for the whole TTL.
    const pending = compute(chainId, token).catch((error: unknown) => {
      prices.delete(cacheKey);
      throw error;
    });
    prices.set(cacheKey, pending);
    return pending;
  }

  return {
    tokenPrice,
    async nativePrice(chainId) {
      const dex = networks[chainId]?.dex;
      if (dex === undefined) return 0;
      return tokenPrice(chainId, getAddress(dex.wrappedNative));
    },
  };
}
