import { createTtlCache, isRecord } from "@foyer/protocol";
import type { NetworkConfig } from "../../config.js";
import type { PriceSource } from "../../prices/priceSource.js";
import type { NetworkUpstreams } from "../../upstream/networkUpstreams.js";
import type { Holding } from "../holding.js";
import { UpstreamUnavailableError } from "../poolTransport.js";
import { solanaBatch } from "./solanaRpc.js";

export const SOLANA_NATIVE = { name: "Solana", symbol: "SOL", decimals: 9 } as const;
/** The SPL Token program, whose accounts the balances and the history read. */
export const TOKEN_PROGRAM = "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA";

/** A Solana holding: `token` is the SPL mint. */
export type SolanaHolding = Holding<string | undefined>;

export interface SolanaBalanceReader {
  /** SOL first (always, even at 0), then the network's configured mints the owner holds. */
  read(chainId: string, owner: string, options?: { force?: boolean }): Promise<SolanaHolding[]>;
}

/** The raw amounts per mint of a `getTokenAccountsByOwner` jsonParsed answer. */
export function amountsByMint(result: unknown): Map<string, bigint> {
  const amounts = new Map<string, bigint>();
  const accounts = isRecord(result) && Array.isArray(result.value) ? result.value : [];
  for (const entry of accounts) {
    const data = isRecord(entry) && isRecord(entry.account) ? entry.account.data : undefined;
    const info = isRecord(data) && isRecord(data.parsed) ? data.parsed.info : undefined;
    if (!isRecord(info) || typeof info.mint !== "string" || !isRecord(info.tokenAmount)) continue;
    const amount = info.tokenAmount.amount;
    if (typeof amount !== "string" || !/^\d+$/.test(amount)) continue;
    amounts.set(info.mint, (amounts.get(info.mint) ?? 0n) + BigInt(amount));
  }
  return amounts;
}

function lamportsOf(result: unknown): bigint {
  const value = isRecord(result) ? result.value : undefined;
  // Above 2^53 lamports (9 million SOL) JSON.parse rounds: no wallet a person uses holds that.
  if (typeof value !== "number" || !Number.isInteger(value) || value < 0) {
    throw new UpstreamUnavailableError("solana upstream answered getBalance without a balance");
  }
  return BigInt(value);
}

/**
 * SOL and SPL balances of solana networks, read through the network's upstream pool, priced
 * by the server's price source (on a local world the configured `nativePriceUsd` and each
 * token's `priceUsd`).
 */
export function createSolanaBalanceReader(options: {
  networks: Readonly<Record<string, NetworkConfig>>;
  upstreams: NetworkUpstreams;
  prices: PriceSource;
  ttlMs?: number;
}): SolanaBalanceReader {
  const { networks, upstreams, prices } = options;
  const cache = createTtlCache<Promise<SolanaHolding[]>>({
    ttlMs: options.ttlMs ?? 10_000,
    maxEntries: 10_000,
  });

  async function load(chainId: string, owner: string): Promise<SolanaHolding[]> {
    const network = networks[chainId];
    const pool = upstreams.get(chainId);
    if (network === undefined || pool === undefined) return [];
    const [balance, tokenAccounts] = await solanaBatch(pool, [
      { method: "getBalance", params: [owner, { commitment: "confirmed" }] },
      {
        method: "getTokenAccountsByOwner",
        params: [
          owner,
          { programId: TOKEN_PROGRAM },
          { encoding: "jsonParsed", commitment: "confirmed" },
        ],
      },
    ]);
    const native = network.nativeCurrency ?? SOLANA_NATIVE;
    const holdings: SolanaHolding[] = [
      {
        ...native,
        token: undefined,
        raw: lamportsOf(balance),
        price: await prices.nativePrice(chainId).catch(() => 0),
      },
    ];
    const amounts = amountsByMint(tokenAccounts);
    for (const token of network.tokens ?? []) {
      const raw = amounts.get(token.address) ?? 0n;
      // Like the EVM list: what the account holds, not every known mint at zero.
      if (raw === 0n) continue;
      holdings.push({
        name: token.name,
        symbol: token.symbol,
        token: token.address,
        decimals: token.decimals,
        raw,
        price: await prices.tokenPrice(chainId, token.address).catch(() => 0),
      });
    }
    return holdings;
  }

  return {
    read(chainId, owner, { force = false } = {}) {
      const key = `${chainId}|${owner}`;
      const cached = force ? undefined : cache.get(key);
      if (cached !== undefined) return cached;
      const pending = load(chainId, owner).catch((error: unknown) => {
        cache.delete(key);
        throw error;
      });
      cache.set(key, pending);
      return pending;
    },
  };
}
