import type { Clock } from "../../effects/clock.js";
import {
  CACHE_MAX_ENTRIES,
  CACHE_TTL_MS,
  createTtlCache,
  type TtlCache,
} from "../http/ttlCache.js";
import type { Identity, NameRecord, TokenBalanceItem } from "./blockchainTypes.js";

/** A native balance as an adapter reads it over RPC. */
export interface CachedNativeBalance {
  balance: string;
  symbol: string;
}

/**
 * The four caches of behaviour §9, one set per instance. `nativeBalance` is not
 * used by the API itself: adapters read native balances over RPC and share
 * this cache so every view sees the same figure for 30 s.
 */
export interface ApiCaches {
  portfolio: TtlCache<{ balances: TokenBalanceItem[] }>;
  nativeBalance: TtlCache<CachedNativeBalance>;
  name: TtlCache<readonly NameRecord[]>;
  identity: TtlCache<Identity>;
}

/** Creates the behaviour §9 caches with their lifetimes. */
export function createApiCaches(clock: Clock, maxEntries = CACHE_MAX_ENTRIES): ApiCaches {
  return {
    portfolio: createTtlCache({ clock, ttlMs: CACHE_TTL_MS.portfolio, maxEntries }),
    nativeBalance: createTtlCache({ clock, ttlMs: CACHE_TTL_MS.nativeBalance, maxEntries }),
    name: createTtlCache({ clock, ttlMs: CACHE_TTL_MS.name, maxEntries }),
    identity: createTtlCache({ clock, ttlMs: CACHE_TTL_MS.identity, maxEntries }),
  };
}
