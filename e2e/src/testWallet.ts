import { testWalletInitScript } from "@foyer/testwallet/node";
import type { Page } from "playwright-core";
import type { World } from "./world.js";

export type WalletMode = "approve" | "reject" | "ask";

/**
 * Injects the Foyer Test Wallet (EIP-6963) into every page of the context, before the dApp
 * runs; in a world with the Solana localnet it also registers its Solana side (dev key 0) on
 * the Wallet Standard, and with the Bitcoin regtest chain it announces its Bitcoin side.
 */
export async function injectTestWallet(page: Page, world: World, mode: WalletMode = "approve") {
  const account = world.devnet.manifest.accounts[0];
  if (!account) throw new Error("the devnet manifest lists no accounts");
  const solanaKey = world.solana?.keys.accounts[0];
  await page.context().addInitScript({
    content: testWalletInitScript({
      privateKey: account.privateKey,
      chains: [{ chainId: 31337, rpcUrl: world.devnet.rpcUrl, name: "Foyer Devnet" }],
      mode,
      panel: false,
      ...(world.solana && solanaKey
        ? {
            solana: {
              seedHex: solanaKey.seedHex,
              chains: [{ chain: "solana:localnet" as const, rpcUrl: world.solana.rpcUrl }],
            },
          }
        : {}),
      // In a world with the regtest chain, its sats-connect Bitcoin side too (payment + ordinals).
      ...(world.bitcoin ? { bitcoin: { esploraUrl: world.bitcoin.esploraUrl } } : {}),
    }),
  });
  return account.address;
}

/** Flips the injected wallet between approving, rejecting and asking, as a user would. */
export async function setWalletMode(page: Page, mode: WalletMode): Promise<void> {
  await page.evaluate((next) => {
    const wallet = (window as unknown as { foyerTestWallet?: { setMode(m: string): void } })
      .foyerTestWallet;
    if (!wallet) throw new Error("no test wallet on the page");
    wallet.setMode(next);
  }, mode);
}

interface PageWallet {
  request(args: { method: string; params?: readonly unknown[] }): Promise<unknown>;
  chains(): readonly { chainId: number }[];
}

/** Sends an EIP-1193 request to the injected wallet, as the wallet's own UI or the dApp would. */
export async function walletRequest(
  page: Page,
  method: string,
  params: readonly unknown[] = [],
): Promise<unknown> {
  return page.evaluate(
    ({ method, params }) => {
      const wallet = (window as unknown as { foyerTestWallet?: PageWallet }).foyerTestWallet;
      if (!wallet) throw new Error("no test wallet on the page");
      return wallet.request({ method, params });
    },
    { method, params },
  );
}

/** The chain ids the injected wallet knows (configured plus added at runtime). */
export async function walletChainIds(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const wallet = (window as unknown as { foyerTestWallet?: PageWallet }).foyerTestWallet;
    if (!wallet) throw new Error("no test wallet on the page");
    return wallet.chains().map((chain) => chain.chainId);
  });
}
