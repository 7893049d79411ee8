import { installTestWallet } from "@foyer/testwallet";
import type { DemoConfig } from "./config.js";
import type { DemoSolana } from "./solana.js";
import { testWalletBitcoin } from "./testWalletBitcoin.js";

/** Anvil's first dev account: a public test key that only ever holds devnet coins. */
const DEVNET_ACCOUNT_0_KEY = "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80";

/**
 * In development the demo brings its own wallet, so a visitor without an
 * extension can connect. This module is a lazy chunk (main.tsx imports it only when the config
 * turns the wallet on), its imports fetched beside it: none of it is in the page's first load.
 * A wallet injected earlier (browser tests do) wins; installing is idempotent.
 */
export async function installDevTestWallet(
  config: DemoConfig,
  solana?: DemoSolana["testWallet"],
): Promise<void> {
  if (!config.testWallet) return;
  const bitcoin = testWalletBitcoin(import.meta.env.VITE_FOYER_BITCOIN_NETWORK);
  installTestWallet(window, {
    privateKey: DEVNET_ACCOUNT_0_KEY,
    chains: [{ chainId: 31337, rpcUrl: config.devnetRpcUrl, name: "Foyer Devnet" }],
    // The local Solana chain's dev key 0, on the Wallet Standard beside the EVM key.
    ...(solana ? { solana } : {}),
    // Its Bitcoin side (sats-connect: payment + ordinals) on the local regtest chain.
    ...(bitcoin ? { bitcoin } : {}),
    mode: "ask",
    panel: true,
  });
}
