import { type Address, isAddressEqual } from "viem";
import type { ChainClients } from "../blockchain/chainClients.js";
import { dexPairAbi } from "../blockchain/dexAbi.js";
import { createPairFinder } from "../blockchain/dexPairs.js";
import type { Pool } from "./routeFinder.js";

export interface PoolReader {
  /**
   * Every pool among `tokens` with its reserves as of now. Pair addresses and their token
   * order never change once created and are remembered; reserves are read every time (in one
   * JSON-RPC batch), since a quote must be as fresh as the chain.
   */
  pools(chainId: string, factory: Address, tokens: readonly Address[]): Promise<Pool[]>;
}

interface KnownPair {
  pair: Address;
  token0: Address;
}

/** Bound on remembered token orders, as on remembered pairs. */
const MAX_PAIRS = 10_000;

export function createPoolReader(clients: ChainClients): PoolReader {
  const pairOfTokens = createPairFinder(clients);
  /** A pair's address (lowercase) → its token0, which never changes either. */
  const token0s = new Map<string, Address>();

  async function pairOf(
    chainId: string,
    factory: Address,
    a: Address,
    b: Address,
  ): Promise<KnownPair | undefined> {
    const pair = await pairOfTokens(chainId, factory, a, b);
    if (pair === undefined) return undefined;
    const key = `${chainId}|${pair.toLowerCase()}`;
    const known = token0s.get(key);
    if (known !== undefined) return { pair, token0: known };
    const client = clients.get(chainId);
    if (client === undefined) return undefined;
    const token0 = await client.readContract({
      address: pair,
      abi: dexPairAbi,
      functionName: "token0",
    });
    if (token0s.size < MAX_PAIRS) token0s.set(key, token0);
    return { pair, token0 };
  }

  return {
    async pools(chainId, factory, tokens) {
      const client = clients.get(chainId);
      if (client === undefined) return [];
      const combos: [Address, Address][] = [];
      for (let i = 0; i < tokens.length; i++) {
        for (let j = i + 1; j < tokens.length; j++) {
          combos.push([tokens[i] as Address, tokens[j] as Address]);
        }
      }
      const pairs = await Promise.all(combos.map(([a, b]) => pairOf(chainId, factory, a, b)));
      const found = combos.flatMap(([a, b], index) => {
        const pair = pairs[index];
        return pair === undefined ? [] : [{ a, b, ...pair }];
      });
      const reserves = await Promise.all(
        found.map(({ pair }) =>
          client.readContract({ address: pair, abi: dexPairAbi, functionName: "getReserves" }),
        ),
      );
      return found.map(({ a, b, token0 }, index) => {
        const [reserve0, reserve1] = reserves[index] ?? [0n, 0n];
        const aIsToken0 = isAddressEqual(a, token0);
        return {
          tokenA: a,
          tokenB: b,
          reserveA: aIsToken0 ? reserve0 : reserve1,
          reserveB: aIsToken0 ? reserve1 : reserve0,
        };
      });
    },
  };
}
