import { isSocialOption, type SocialOption } from "@foyer/protocol";
import type { ConnectionAccount, ConnectionAccountType } from "../adapter/connection.js";
import { isCaipNetworkId } from "../caip/caip.js";
import type { AccountStatus } from "../connection/account/accountState.js";
import type { RecentWallet } from "../connection/connect/recentWalletsRules.js";
import type { Clock } from "../effects/clock.js";
import type { KeyValueStorage } from "../effects/storage.js";
import type { CaipNetworkId, ChainNamespace } from "../types/chain.js";
import {
  booleanCodec,
  type Codec,
  commaNumberListCodec,
  jsonCodec,
  numberCodec,
  stringCodec,
} from "./codecs.js";
import {
  arrayOf,
  isChainNamespace,
  isFiniteNumber,
  isString,
  nullable,
  oneOf,
  recordOf,
  shape,
} from "./guards.js";
import { PERSISTENCE_KEYS } from "./keys.js";
import { PERSISTED_CACHE_TTL_MS, type PersistedCache, persistedCache } from "./persistedCache.js";
import { type PersistedValue, persistedValue } from "./persistedValue.js";
import { scopedKey } from "./scope.js";

/** A connection as stored: the network by id, and when it was last used (for reconnect order). */
export interface PersistedConnection {
  connectorId: string;
  accounts: ConnectionAccount[];
  caipNetworkId: CaipNetworkId;
  lastUsedAt: number;
}

export interface CachedIdentity {
  name: string | null;
  avatar: string | null;
}

export interface CachedBalance {
  balance: string;
  symbol: string;
}

type PerNamespace<T> = Partial<Record<ChainNamespace, T>>;

/** Every locally persisted value of behaviour §3, typed. */
export interface Persistence {
  activeNetworkId: PersistedValue<CaipNetworkId>;
  activeNamespace: PersistedValue<ChainNamespace>;
  connectedNamespaces: PersistedValue<ChainNamespace[]>;
  connectionStatus: PersistedValue<AccountStatus>;
  recentWallets: PersistedValue<RecentWallet[]>;
  /** One of the six social providers, or farcaster. */
  connectedSocialProvider: PersistedValue<SocialOption>;
  preferredAccountTypes: PersistedValue<PerNamespace<ConnectionAccountType>>;
  connections: PersistedValue<PerNamespace<PersistedConnection[]>>;
  disconnectedConnectorIds: PersistedValue<PerNamespace<string[]>>;
  emailLoginUsed: PersistedValue<boolean>;
  email: PersistedValue<string>;
  socialUsername: PersistedValue<string>;
  /** Milliseconds since the epoch. */
  lastEmailLoginTime: PersistedValue<number>;
  lastUsedChain: PersistedValue<CaipNetworkId>;
  /** EVM chain ids, stored as a comma list. */
  smartAccountEnabledNetworks: PersistedValue<number[]>;
  /** Native balance by CAIP-10 address, 30 s. */
  balanceCache: PersistedCache<CachedBalance>;
  /** Account name by address, 5 min. */
  nameCache: PersistedCache<string>;
  /** Identity by address, 5 min. */
  identityCache: PersistedCache<CachedIdentity>;
}

const ACCOUNT_TYPES = ["eoa", "smartAccount", "payment", "ordinal"] as const;
const STATUSES = ["connected", "connecting", "reconnecting", "disconnected"] as const;

const isAccount = shape<ConnectionAccount>(
  { address: isString, type: oneOf(ACCOUNT_TYPES) },
  { publicKey: isString, path: isString },
);
const isConnection = shape<PersistedConnection>({
  connectorId: isString,
  accounts: arrayOf(isAccount),
  caipNetworkId: isCaipNetworkId,
  lastUsedAt: isFiniteNumber,
});
const isRecentWallet = shape<RecentWallet>(
  { id: isString, name: isString },
  { imageUrl: isString },
);

/**
 * Binds every persisted value to the host's storage. Anything unreadable
 * (corrupt JSON, another type, a throwing storage) reads as absent. A scope
 * (see `scopedKey`) keeps one instance's keys apart from another's.
 */
export function createPersistence(
  storage: KeyValueStorage,
  clock: Clock,
  scope?: string,
): Persistence {
  const key = (name: keyof typeof PERSISTENCE_KEYS) => scopedKey(PERSISTENCE_KEYS[name], scope);
  const value = <T>(name: keyof typeof PERSISTENCE_KEYS, codec: Codec<T>) =>
    persistedValue(storage, key(name), codec);
  return {
    activeNetworkId: value("activeNetworkId", stringCodec(isCaipNetworkId)),
    activeNamespace: value("activeNamespace", stringCodec(isChainNamespace)),
    connectedNamespaces: value("connectedNamespaces", jsonCodec(arrayOf(isChainNamespace))),
    connectionStatus: value("connectionStatus", stringCodec(oneOf(STATUSES))),
    recentWallets: value("recentWallets", jsonCodec(arrayOf(isRecentWallet))),
    connectedSocialProvider: value("connectedSocialProvider", stringCodec(isSocialOption)),
    preferredAccountTypes: value(
      "preferredAccountTypes",
      jsonCodec(recordOf(isChainNamespace, oneOf(ACCOUNT_TYPES))),
    ),
    connections: value("connections", jsonCodec(recordOf(isChainNamespace, arrayOf(isConnection)))),
    disconnectedConnectorIds: value(
      "disconnectedConnectorIds",
      jsonCodec(recordOf(isChainNamespace, arrayOf(isString))),
    ),
    emailLoginUsed: value("emailLoginUsed", booleanCodec),
    email: value("email", stringCodec()),
    socialUsername: value("socialUsername", stringCodec()),
    lastEmailLoginTime: value("lastEmailLoginTime", numberCodec),
    lastUsedChain: value("lastUsedChain", stringCodec(isCaipNetworkId)),
    smartAccountEnabledNetworks: value("smartAccountEnabledNetworks", commaNumberListCodec),
    balanceCache: persistedCache(storage, key("balanceCache"), {
      ttlMs: PERSISTED_CACHE_TTL_MS.balance,
      clock,
      isValue: shape<CachedBalance>({ balance: isString, symbol: isString }),
    }),
    nameCache: persistedCache(storage, key("nameCache"), {
      ttlMs: PERSISTED_CACHE_TTL_MS.name,
      clock,
      isValue: isString,
    }),
    identityCache: persistedCache(storage, key("identityCache"), {
      ttlMs: PERSISTED_CACHE_TTL_MS.identity,
      clock,
      isValue: shape<CachedIdentity>({ name: nullable(isString), avatar: nullable(isString) }),
    }),
  };
}
