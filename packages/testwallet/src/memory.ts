import type { KeyValueStorage } from "@foyer/protocol";
import type { ChainConfig } from "./types.js";

/**
 * What the wallet remembers across page loads, like an extension remembers
 * a site: which account the site was granted, the selected chain and the
 * chains a dApp added. Storage errors and garbage read as "nothing stored".
 */
export interface WalletMemory {
  connectedAddress(): string | null;
  setConnectedAddress(address: string | null): void;
  activeChainId(): number | null;
  setActiveChainId(chainId: number): void;
  addedChains(): ChainConfig[];
  setAddedChains(chains: readonly ChainConfig[]): void;
  /** The Solana account granted to the site, apart from the EVM one. */
  solanaConnectedAddress(): string | null;
  setSolanaConnectedAddress(address: string | null): void;
  /** Whether the site was granted the Bitcoin accounts. */
  bitcoinConnected(): boolean;
  setBitcoinConnected(connected: boolean): void;
}

/** `localStorage` if this environment has a usable one, otherwise null. */
export function defaultStorage(): KeyValueStorage | null {
  try {
    const storage = (globalThis as { localStorage?: KeyValueStorage }).localStorage;
    return storage ?? null;
  } catch {
    // Sandboxed frames and opaque origins throw on merely reading localStorage.
    return null;
  }
}

export function createWalletMemory(storage: KeyValueStorage, namespace: string): WalletMemory {
  const keys = {
    connected: `${namespace}:connected`,
    chain: `${namespace}:chain`,
    chains: `${namespace}:chains`,
    solanaConnected: `${namespace}:solana-connected`,
    bitcoinConnected: `${namespace}:bitcoin-connected`,
  };
  const read = (key: string): string | null => {
    try {
      return storage.getItem(key);
    } catch {
      return null;
    }
  };
  const write = (key: string, value: string | null): void => {
    try {
      if (value === null) storage.removeItem(key);
      else storage.setItem(key, value);
    } catch {
      // Losing persistence only costs a reconnect prompt after reload.
    }
  };
  return {
    connectedAddress: () => read(keys.connected),
    solanaConnectedAddress: () => read(keys.solanaConnected),
    setSolanaConnectedAddress: (address) => write(keys.solanaConnected, address),
    bitcoinConnected: () => read(keys.bitcoinConnected) === "yes",
    setBitcoinConnected: (connected) => write(keys.bitcoinConnected, connected ? "yes" : null),
    setConnectedAddress: (address) => write(keys.connected, address),
    activeChainId() {
      const value = Number(read(keys.chain));
      return Number.isSafeInteger(value) && value > 0 ? value : null;
    },
    setActiveChainId: (chainId) => write(keys.chain, String(chainId)),
    addedChains() {
      const raw = read(keys.chains);
      if (raw === null) return [];
      try {
        const parsed: unknown = JSON.parse(raw);
        return Array.isArray(parsed) ? parsed.filter(isStoredChain) : [];
      } catch {
        return [];
      }
    },
    setAddedChains: (chains) => write(keys.chains, JSON.stringify(chains)),
  };
}

function isStoredChain(value: unknown): value is ChainConfig {
  if (typeof value !== "object" || value === null) return false;
  const chain = value as Partial<ChainConfig>;
  return (
    typeof chain.chainId === "number" &&
    Number.isSafeInteger(chain.chainId) &&
    typeof chain.rpcUrl === "string"
  );
}
