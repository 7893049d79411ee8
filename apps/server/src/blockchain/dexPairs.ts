import { type Address, isAddressEqual, zeroAddress } from "viem";
import type { ChainClients } from "./chainClients.js";
import { dexFactoryAbi } from "./dexAbi.js";

/** Bound on remembered pairs, so a misconfigured token list can't grow memory forever. */
const MAX_PAIRS = 10_000;

/** The pair contract of two tokens at a DEX factory; undefined when there is none yet. */
export type PairFinder = (
  chainId: string,
  factory: Address,
  a: Address,
  b: Address,
) => Promise<Address | undefined>;

/**
 * Asks a factory's `getPair` once per pair: a pair's address never changes
 * once created, so a found one is remembered (either token order); a missing
 * one is asked again next time, as it may be created meanwhile.
 */
export function createPairFinder(clients: ChainClients): PairFinder {
  const known = new Map<string, Address>();
  return async (chainId, factory, a, b) => {
    const [x, y] = a.toLowerCase() < b.toLowerCase() ? [a, b] : [b, a];
    const key = `${chainId}|${factory}|${x}|${y}`.toLowerCase();
    const cached = known.get(key);
    if (cached !== undefined) return cached;
    const client = clients.get(chainId);
    if (client === undefined) return undefined;
    const pair = await client.readContract({
      address: factory,
      abi: dexFactoryAbi,
      functionName: "getPair",
      args: [x, y],
    });
    if (isAddressEqual(pair, zeroAddress)) return undefined;
    if (known.size < MAX_PAIRS) known.set(key, pair);
    return pair;
  };
}
