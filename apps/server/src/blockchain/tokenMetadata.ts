import { type Address, erc20Abi, getAddress } from "viem";
import type { NetworkConfig } from "../config.js";
import type { ChainClients } from "./chainClients.js";

export interface TokenMetadata {
  address: Address;
  name: string;
  symbol: string;
  decimals: number;
}

export interface TokenMetadataReader {
  /** Configured tokens first, otherwise read from the contract; undefined if it isn't an ERC-20. */
  get(chainId: string, address: Address): Promise<TokenMetadata | undefined>;
  /** The network's configured token list (checksummed). */
  configured(chainId: string): readonly TokenMetadata[];
  /** Name and symbol of an NFT collection (no decimals); undefined if unreadable. */
  collection(chainId: string, address: Address): Promise<CollectionMetadata | undefined>;
}

export interface CollectionMetadata {
  name: string;
  symbol: string;
}

/** Bound on remembered contracts, so history full of junk tokens can't grow memory forever. */
const MAX_ENTRIES = 10_000;

/**
 * Token name/symbol/decimals. They never change once deployed, so successful
 * reads are kept for the life of the process; a failed read is retried next time.
 */
export function createTokenMetadataReader(
  networks: Readonly<Record<string, NetworkConfig>>,
  clients: ChainClients,
): TokenMetadataReader {
  const known = new Map<string, Promise<TokenMetadata | undefined>>();
  const collections = new Map<string, Promise<CollectionMetadata | undefined>>();
  const configuredLists = new Map<string, TokenMetadata[]>();
  for (const [chainId, network] of Object.entries(networks)) {
    // Only ERC-20s: solana mints are read by the solana balance reader from their own list.
    if (!chainId.startsWith("eip155:")) continue;
    const list = (network.tokens ?? []).map((token) => ({
      ...token,
      address: getAddress(token.address),
    }));
    configuredLists.set(chainId, list);
    for (const token of list) known.set(key(chainId, token.address), Promise.resolve(token));
  }

  async function read(chainId: string, address: Address): Promise<TokenMetadata | undefined> {
    const client = clients.get(chainId);
    if (client === undefined) return undefined;
    try {
      const [name, symbol, decimals] = await Promise.all([
        client.readContract({ address, abi: erc20Abi, functionName: "name" }),
        client.readContract({ address, abi: erc20Abi, functionName: "symbol" }),
        client.readContract({ address, abi: erc20Abi, functionName: "decimals" }),
      ]);
      return { address, name, symbol, decimals };
    } catch {
      return undefined;
    }
  }

  async function readCollection(
    chainId: string,
    address: Address,
  ): Promise<CollectionMetadata | undefined> {
    const client = clients.get(chainId);
    if (client === undefined) return undefined;
    try {
      const [name, symbol] = await Promise.all([
        client.readContract({ address, abi: erc20Abi, functionName: "name" }),
        client.readContract({ address, abi: erc20Abi, functionName: "symbol" }),
      ]);
      return { name, symbol };
    } catch {
      return undefined;
    }
  }

  return {
    get(chainId, address) {
      return remember(known, key(chainId, address), () => read(chainId, address));
    },
    collection(chainId, address) {
      return remember(collections, key(chainId, address), () => readCollection(chainId, address));
    },
    configured(chainId) {
      return configuredLists.get(chainId) ?? [];
    },
  };
}

function key(chainId: string, address: string): string {
  return `${chainId}|${address.toLowerCase()}`;
}

/** Shares one read per key; keeps successes, forgets misses so they are retried. */
function remember<V>(
  map: Map<string, Promise<V | undefined>>,
  cacheKey: string,
  load: () => Promise<V | undefined>,
): Promise<V | undefined> {
  const cached = map.get(cacheKey);
  if (cached !== undefined) return cached;
  const pending = load().then((value) => {
    if (value === undefined) map.delete(cacheKey);
    return value;
  });
  if (map.size >= MAX_ENTRIES) {
    const oldest = map.keys().next();
    if (!oldest.done) map.delete(oldest.value);
  }
  map.set(cacheKey, pending);
  return pending;
}
