import type { NextExampleConfig } from "./config";

/** Anvil's first dev account: a public test key that only ever holds devnet coins. */
const DEVNET_ACCOUNT_0_KEY = "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80";

/**
 * In development the page brings the Foyer Test Wallet, as the demo does, so a visitor
 * without an extension can connect. Loaded on the client only; a wallet injected
 * earlier (browser tests do) wins, and installing twice (two instances) is harmless.
 */
export async function installDevTestWallet(config: NextExampleConfig): Promise<void> {
  if (!config.testWallet) return;
  const { installTestWallet } = await import("@foyer/testwallet");
  installTestWallet(window, {
    privateKey: DEVNET_ACCOUNT_0_KEY,
    chains: [
      { chainId: 31337, rpcUrl: config.devnetRpcUrl, name: "Foyer Devnet" },
      { chainId: 31338, rpcUrl: config.devnet2RpcUrl, name: "Foyer Devnet 2" },
    ],
    mode: "ask",
    panel: true,
  });
}
