import {
  DEFAULT_FARCASTER_AUTH_KEY,
  DEFAULT_FARCASTER_RELAY_URL,
  type FarcasterConfig,
  parseFarcasterAccounts,
} from "./farcaster/farcasterConfig.js";

/**
 * Where the wallet connects: the relay and the chains it can sign for. Read
 * once from Vite's env by the app and passed down, so tests build their own.
 */
export interface ChainConfig {
  chainId: number;
  name: string;
  rpcUrl: string;
}

export interface WalletConfig {
  relayUrl: string;
  chains: readonly ChainConfig[];
  /** The Farcaster tab: the auth relay, its client key, the test fids. */
  farcaster: FarcasterConfig;
}

export const DEFAULT_RELAY_URL = "ws://127.0.0.1:8555";
export const DEFAULT_RPC_URL = "http://127.0.0.1:8545";
export const DEVNET_CHAIN_ID = 31337;

function isChainConfig(
  value: unknown,
): value is { chainId: number; name?: unknown; rpcUrl: string } {
  if (typeof value !== "object" || value === null) return false;
  const { chainId, rpcUrl } = value as Record<string, unknown>;
  return (
    typeof chainId === "number" &&
    Number.isSafeInteger(chainId) &&
    chainId > 0 &&
    typeof rpcUrl === "string" &&
    rpcUrl.length > 0
  );
}

/**
 * `VITE_WALLET_CHAINS` is a JSON array of `{ chainId, name?, rpcUrl }`. It
 * replaces the default list, so a second devnet (31338) is added by listing
 * both. Bad JSON throws: a silently ignored typo would make "unknown chain"
 * errors look like a wallet bug.
 */
export function parseChains(json: string | undefined, rpcUrl: string): ChainConfig[] {
  if (json === undefined || json.trim() === "") {
    return [{ chainId: DEVNET_CHAIN_ID, name: "Foyer devnet", rpcUrl }];
  }
  const parsed: unknown = JSON.parse(json);
  if (!Array.isArray(parsed) || parsed.length === 0 || !parsed.every(isChainConfig)) {
    throw new Error(
      "VITE_WALLET_CHAINS must be a non-empty JSON array of { chainId, rpcUrl, name? }",
    );
  }
  return parsed.map((chain) => ({
    chainId: chain.chainId,
    name: typeof chain.name === "string" ? chain.name : `Chain ${chain.chainId}`,
    rpcUrl: chain.rpcUrl,
  }));
}

export interface WalletEnv {
  VITE_WALLET_RELAY_URL?: string;
  VITE_WALLET_RPC_URL?: string;
  VITE_WALLET_CHAINS?: string;
  VITE_WALLET_FARCASTER_RELAY_URL?: string;
  VITE_WALLET_FARCASTER_AUTH_KEY?: string;
  VITE_WALLET_FARCASTER_ACCOUNTS?: string;
}

export function configFromEnv(env: WalletEnv): WalletConfig {
  const chains = parseChains(env.VITE_WALLET_CHAINS, env.VITE_WALLET_RPC_URL || DEFAULT_RPC_URL);
  return {
    relayUrl: env.VITE_WALLET_RELAY_URL || DEFAULT_RELAY_URL,
    chains,
    farcaster: {
      relayUrl: env.VITE_WALLET_FARCASTER_RELAY_URL || DEFAULT_FARCASTER_RELAY_URL,
      authKey: env.VITE_WALLET_FARCASTER_AUTH_KEY || DEFAULT_FARCASTER_AUTH_KEY,
      // The IdRegistry lives on the devnet: the first chain.
      rpcUrl: chains[0]?.rpcUrl ?? DEFAULT_RPC_URL,
      accounts: parseFarcasterAccounts(env.VITE_WALLET_FARCASTER_ACCOUNTS),
    },
  };
}

export function findChain(
  chains: readonly ChainConfig[],
  chainId: number,
): ChainConfig | undefined {
  return chains.find((chain) => chain.chainId === chainId);
}
