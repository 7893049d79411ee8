import { createTtlCache } from "@foyer/protocol";
import { type Address, erc20Abi, formatUnits } from "viem";
import type { NetworkConfig } from "../config.js";
import type { PriceSource } from "../prices/priceSource.js";
import type { ChainClients } from "./chainClients.js";
import type { Holding } from "./holding.js";
import type { TokenMetadataReader } from "./tokenMetadata.js";

/** An EVM holding: `token` is the token contract. */
export type EvmHolding = Holding<Address | undefined>;

export interface BalanceReader {
  /** Native coin first (always, even at 0), then configured tokens with a non-zero balance. */
  read(chainId: string, owner: Address, options?: { force?: boolean }): Promise<EvmHolding[]>;
}

export const DEFAULT_NATIVE = { name: "Ether", symbol: "ETH", decimals: 18 } as const;

/**
 * Balances of the native coin and the network's configured ERC-20s, each
 * read with its price in one JSON-RPC batch. Results are reused for
 * `ttlMs` per chain + owner so a modal opening several views costs one read.
 */
export function createBalanceReader(options: {
  networks: Readonly<Record<string, NetworkConfig>>;
  clients: ChainClients;
  metadata: TokenMetadataReader;
  prices: PriceSource;
  ttlMs?: number;
}): BalanceReader {
  const { networks, clients, metadata, prices } = options;
  const cache = createTtlCache<Promise<EvmHolding[]>>({
    ttlMs: options.ttlMs ?? 10_000,
    maxEntries: 10_000,
  });

  async function load(chainId: string, owner: Address): Promise<EvmHolding[]> {
    const client = clients.get(chainId);
    if (client === undefined) return [];
    const native = networks[chainId]?.nativeCurrency ?? DEFAULT_NATIVE;
    const tokens = metadata.configured(chainId);
    const [nativeRaw, nativePrice, tokenRows] = await Promise.all([
      client.getBalance({ address: owner }),
      prices.nativePrice(chainId),
      Promise.all(
        tokens.map(async (token) => {
          const [raw, price] = await Promise.all([
            client.readContract({
              address: token.address,
              abi: erc20Abi,
              functionName: "balanceOf",
              args: [owner],
            }),
            prices.tokenPrice(chainId, token.address),
          ]);
          return { ...token, raw, price };
        }),
      ),
    ]);
    const holdings: EvmHolding[] = [
      { ...native, token: undefined, raw: nativeRaw, price: nativePrice },
    ];
    for (const row of tokenRows) {
      // Zero token balances are left out: the list is "what you hold", and a
      // network with many known tokens would otherwise bury the real ones.
      if (row.raw === 0n) continue;
      holdings.push({
        name: row.name,
        symbol: row.symbol,
        token: row.address,
        decimals: row.decimals,
        raw: row.raw,
        price: row.price,
      });
    }
    return holdings;
  }

  return {
    read(chainId, owner, { force = false } = {}) {
      const cacheKey = `${chainId}|${owner.toLowerCase()}`;
      const cached = force ? undefined : cache.get(cacheKey);
      if (cached !== undefined) return cached;
      const pending = load(chainId, owner).catch((error: unknown) => {
        cache.delete(cacheKey);
        throw error;
      });
      cache.set(cacheKey, pending);
      return pending;
    },
  };
}

/** Whole-unit decimal string of a raw amount ("1.5"). */
export function numericAmount(raw: bigint, decimals: number): string {
  return formatUnits(raw, decimals);
}
