import { describe, expect, it } from "vitest";
import { createMemoryStorage, type KeyValueStorage } from "../effects/storage.js";
import { createFakeClock } from "../testing/fakeClock.js";
import { createPersistence, type Persistence } from "./createPersistence.js";
import { PERSISTENCE_KEYS } from "./keys.js";
import type { PersistedValue } from "./persistedValue.js";

type ValueKey = {
  [K in keyof Persistence]: Persistence[K] extends PersistedValue<unknown> ? K : never;
}[keyof Persistence];

/** One good value per persisted key (behaviour §3 "Persisted locally"). */
const samples: { [K in ValueKey]: Persistence[K] extends PersistedValue<infer T> ? T : never } = {
  activeNetworkId: "eip155:8453",
  activeNamespace: "solana",
  connectedNamespaces: ["eip155", "bip122"],
  connectionStatus: "connected",
  recentWallets: [
    { id: "mm", name: "MetaMask", imageUrl: "https://img/mm.png" },
    { id: "tw", name: "Trust" },
  ],
  connectedSocialProvider: "google",
  preferredAccountTypes: { eip155: "smartAccount", bip122: "ordinal" },
  connections: {
    eip155: [
      {
        connectorId: "io.metamask",
        accounts: [{ address: "0xabc", type: "eoa" }],
        caipNetworkId: "eip155:1",
        lastUsedAt: 1700000000000,
      },
    ],
    bip122: [
      {
        connectorId: "xverse",
        accounts: [
          { address: "bc1q", type: "payment", publicKey: "02ab", path: "m/84'/0'/0'/0/0" },
        ],
        caipNetworkId: "bip122:000000000019d6689c085ae165831e93",
        lastUsedAt: 1,
      },
    ],
  },
  disconnectedConnectorIds: { eip155: ["io.rabby"] },
  emailLoginUsed: true,
  email: "alice@example.com",
  socialUsername: "alice",
  lastEmailLoginTime: 1700000000000,
  lastUsedChain: "eip155:1",
  smartAccountEnabledNetworks: [1, 8453],
};

/** Values another app (or an older Foyer) might have left under our keys. */
const foreign: Record<ValueKey, string[]> = {
  activeNetworkId: ["mainnet", "eip155", ""],
  activeNamespace: ["cosmos", ""],
  connectedNamespaces: ["eip155", "[1]", '["cosmos"]', "{", "null"],
  connectionStatus: ["online", ""],
  recentWallets: [
    '[{"id":1,"name":"x"}]',
    '{"id":"a"}',
    "not json",
    '[{"id":"a","name":"b","imageUrl":3}]',
  ],
  connectedSocialProvider: ["myspace", "Google", ""],
  preferredAccountTypes: ['{"eip155":"admin"}', '{"cosmos":"eoa"}', "[]", "{"],
  connections: [
    '{"eip155":[{"connectorId":"a"}]}',
    '{"eip155":{}}',
    '{"eip155":[{"connectorId":"a","accounts":[],"caipNetworkId":"bad","lastUsedAt":1}]}',
  ],
  disconnectedConnectorIds: ['{"eip155":[1]}', '["a"]'],
  emailLoginUsed: ["yes", "1", ""],
  email: [],
  socialUsername: [],
  lastEmailLoginTime: ["soon", "", "NaN", "Infinity"],
  lastUsedChain: ["1", "eip155:"],
  smartAccountEnabledNetworks: ["1,x", "1,,2", "-1", "1.5"],
};

const keys = Object.keys(samples) as ValueKey[];

function persistenceOn(storage: KeyValueStorage = createMemoryStorage()) {
  return createPersistence(storage, createFakeClock(1_000_000));
}

describe("persisted locally (behaviour §3)", () => {
  it("covers every key with a @foyer/ prefixed storage key, each distinct", () => {
    const storageKeys = Object.values(PERSISTENCE_KEYS);
    expect(storageKeys.every((key) => key.startsWith("@foyer/"))).toBe(true);
    expect(new Set(storageKeys).size).toBe(storageKeys.length);
    expect(Object.keys(PERSISTENCE_KEYS).sort()).toEqual(
      [...keys, "balanceCache", "nameCache", "identityCache"].sort(),
    );
  });

  it.each(keys)("%s: set, get back, remove", (key) => {
    const persistence = persistenceOn();
    const entry = persistence[key] as PersistedValue<unknown>;
    expect(entry.get()).toBeUndefined();
    entry.set(samples[key]);
    expect(entry.get()).toEqual(samples[key]);
    entry.remove();
    expect(entry.get()).toBeUndefined();
  });

  it.each(keys.flatMap((key) => foreign[key].map((raw) => [key, raw] as const)))(
    "%s: a stored %j reads as absent",
    (key, raw) => {
      const storage = createMemoryStorage({ [PERSISTENCE_KEYS[key]]: raw });
      expect((persistenceOn(storage)[key] as PersistedValue<unknown>).get()).toBeUndefined();
    },
  );

  it("stores smart-account networks as a comma list", () => {
    const storage = createMemoryStorage();
    persistenceOn(storage).smartAccountEnabledNetworks.set([1, 8453]);
    expect(storage.getItem(PERSISTENCE_KEYS.smartAccountEnabledNetworks)).toBe("1,8453");
  });

  it("reads an empty comma list as no networks", () => {
    const storage = createMemoryStorage({ [PERSISTENCE_KEYS.smartAccountEnabledNetworks]: "" });
    expect(persistenceOn(storage).smartAccountEnabledNetworks.get()).toEqual([]);
  });

  it("never throws when the storage throws on every call", () => {
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {
        throw new Error("SecurityError");
      },
    };
    const persistence = persistenceOn(broken);
    for (const key of keys) {
      const entry = persistence[key] as PersistedValue<unknown>;
      expect(() => entry.set(samples[key])).not.toThrow();
      expect(entry.get()).toBeUndefined();
      expect(() => entry.remove()).not.toThrow();
    }
    expect(() => persistence.nameCache.set("0xa", "alice")).not.toThrow();
    expect(persistence.nameCache.get("0xa")).toBeUndefined();
  });
});

describe("balance, name and identity caches (behaviour §3, §9 lifetimes)", () => {
  it.each([
    ["balanceCache", 30_000, { balance: "1.5", symbol: "ETH" }],
    ["nameCache", 300_000, "alice.foyer"],
    ["identityCache", 300_000, { name: "alice", avatar: null }],
  ] as const)("%s keeps an entry for %i ms", (key, ttl, sample) => {
    const clock = createFakeClock(5_000);
    const cache = createPersistence(createMemoryStorage(), clock)[key] as Persistence["nameCache"];
    (cache as { set(k: string, v: unknown): void }).set("0xa", sample);
    clock.advance(ttl - 1);
    expect(cache.get("0xa")).toEqual(sample);
    clock.advance(1);
    expect(cache.get("0xa")).toBeUndefined();
  });

  it("drops expired entries when writing", () => {
    const clock = createFakeClock();
    const storage = createMemoryStorage();
    const { nameCache } = createPersistence(storage, clock);
    nameCache.set("0xold", "old");
    clock.advance(300_000);
    nameCache.set("0xnew", "new");
    expect(Object.keys(JSON.parse(storage.getItem(PERSISTENCE_KEYS.nameCache) ?? "{}"))).toEqual([
      "0xnew",
    ]);
  });

  it("ignores entries of another shape and clears", () => {
    const storage = createMemoryStorage({
      [PERSISTENCE_KEYS.identityCache]: '{"0xa":{"value":{"name":3},"timestamp":0}}',
    });
    const { identityCache } = createPersistence(storage, createFakeClock());
    expect(identityCache.get("0xa")).toBeUndefined();
    identityCache.set("0xb", { name: null, avatar: "https://a" });
    identityCache.clear();
    expect(identityCache.get("0xb")).toBeUndefined();
  });
});
