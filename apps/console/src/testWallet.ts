/** Anvil's first dev account: a public test key that only ever holds devnet coins. */
const DEVNET_ACCOUNT_0_KEY = "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80";

/**
 * `npm start` builds the console with `VITE_FOYER_CONSOLE_TEST_WALLET` (the devnet's RPC URL
 * and chain id as JSON): the page then brings the Foyer Test Wallet, holding the devnet's
 * first account — the operator `npm start` configures. main.tsx imports this module only
 * behind that variable, which Vite replaces at build time: any other build has none of it.
 */
export async function installDevTestWallet(raw: string | undefined): Promise<void> {
  if (raw === undefined || raw.trim() === "") return;
  let chain: { rpcUrl: string; chainId: number };
  try {
    chain = JSON.parse(raw) as { rpcUrl: string; chainId: number };
  } catch {
    return;
  }
  const { installTestWallet } = await import("@foyer/testwallet");
  installTestWallet(window, {
    privateKey: DEVNET_ACCOUNT_0_KEY,
    chains: [{ chainId: chain.chainId, rpcUrl: chain.rpcUrl, name: "Foyer Devnet" }],
    mode: "ask",
    panel: true,
  });
}
