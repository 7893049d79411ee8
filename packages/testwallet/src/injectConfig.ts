import type { BitcoinOptions } from "./bitcoin/bitcoinTypes.js";
import type { ApprovalMode, ChainConfig, SolanaOptions } from "./types.js";

/** What `window.__FOYER_TEST_WALLET__` holds for the injected bundle. Plain JSON. */
export interface TestWalletInjectConfig {
  privateKey: `0x${string}`;
  chains: ChainConfig[];
  activeChainId?: number;
  /** Default `approve`. */
  mode?: ApprovalMode;
  /** Also set `window.ethereum`. Default false. */
  legacyInjected?: boolean;
  /** Show the control panel. Default false. */
  panel?: boolean;
  /** Install in iframes too; by default only the top frame gets a wallet. */
  allFrames?: boolean;
  /** Prefix for localStorage keys. Default `foyer-testwallet`. */
  storageKey?: string;
  /** A Solana key and clusters: the wallet also registers on the Wallet Standard. */
  solana?: SolanaOptions;
  /** A regtest Bitcoin side (sats-connect provider) reading and broadcasting through Esplora. */
  bitcoin?: BitcoinOptions;
}

const MODES: readonly unknown[] = ["approve", "reject", "ask"];

/** Checks a config that arrived through the page, where types cannot help. */
export function parseInjectConfig(value: unknown): TestWalletInjectConfig {
  if (typeof value !== "object" || value === null) {
    throw new TypeError("window.__FOYER_TEST_WALLET__ is not set; set it before the bundle runs.");
  }
  const config = value as Partial<TestWalletInjectConfig>;
  if (typeof config.privateKey !== "string" || !/^0x[0-9a-fA-F]{64}$/.test(config.privateKey)) {
    throw new TypeError("__FOYER_TEST_WALLET__.privateKey must be a 0x-prefixed 32-byte hex key.");
  }
  if (!Array.isArray(config.chains) || config.chains.length === 0) {
    throw new TypeError("__FOYER_TEST_WALLET__.chains must list at least one { chainId, rpcUrl }.");
  }
  if (config.mode !== undefined && !MODES.includes(config.mode)) {
    throw new TypeError('__FOYER_TEST_WALLET__.mode must be "approve", "reject" or "ask".');
  }
  if (config.solana !== undefined) {
    const { seedHex, chains } = config.solana;
    if (typeof seedHex !== "string" || !/^[0-9a-fA-F]{64}$/.test(seedHex)) {
      throw new TypeError("__FOYER_TEST_WALLET__.solana.seedHex must be a 32-byte hex seed.");
    }
    if (!Array.isArray(chains) || chains.length === 0) {
      throw new TypeError(
        "__FOYER_TEST_WALLET__.solana.chains must list at least one { chain, rpcUrl }.",
      );
    }
  }
  if (config.bitcoin !== undefined) {
    const { esploraUrl, mnemonic } = config.bitcoin;
    if (typeof esploraUrl !== "string" || !/^https?:\/\//.test(esploraUrl)) {
      throw new TypeError("__FOYER_TEST_WALLET__.bitcoin.esploraUrl must be an http(s) URL.");
    }
    if (mnemonic !== undefined && typeof mnemonic !== "string") {
      throw new TypeError("__FOYER_TEST_WALLET__.bitcoin.mnemonic must be a string.");
    }
  }
  return config as TestWalletInjectConfig;
}
