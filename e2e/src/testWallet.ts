import { testWalletInitScript } from "@foyer/testwallet/node";
import type { Page } from "playwright-core";
import type { World } from "./world.js";

export type WalletMode = "approve" | "reject" | "ask";

/** Injects the Foyer Test Wallet (EIP-6963) into every page of the context, before the dApp runs. */
export async function injectTestWallet(page: Page, world: World, mode: WalletMode = "approve") {
  const account = world.devnet.manifest.accounts[0];
  if (!account) throw new Error("the devnet manifest lists no accounts");
  await page.context().addInitScript({
    content: testWalletInitScript({
      privateKey: account.privateKey,
      chains: [{ chainId: 31337, rpcUrl: world.devnet.rpcUrl, name: "Foyer Devnet" }],
      mode,
      panel: false,
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
