import { type Chain, startChain } from "@foyer/devnet";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, launchBrowser } from "./browser.js";
import { connectTestWallet, modal, modalViolations } from "./modal.js";
import { injectTestWallet, walletRequest } from "./testWallet.js";
import { startWorld, type World } from "./world.js";

/** A chain only the wallet knows: neither the demo nor the server lists it. */
const WALLET_ONLY_CHAIN_ID = 31339;

describe("the wallet on a network the app doesn't list (Chromium)", () => {
  let world: World;
  let walletOnly: Chain;
  let browser: Browser;
  let page: Page;
  let address: string;

  beforeAll(async () => {
    world = await startWorld();
    walletOnly = await startChain(WALLET_ONLY_CHAIN_ID);
    browser = await launchBrowser();
    page = await browser.context.newPage();
    address = await injectTestWallet(page, world, "approve");
    await page.goto(world.demoUrl);
    await connectTestWallet(page, address);
  });

  afterAll(async () => {
    await browser?.close();
    await walletOnly?.stop();
    await world?.stop();
  });

  it("opens the UnsupportedChain view when the wallet switches itself away", async () => {
    // What a person does in their wallet's own UI: add a chain and move to it.
    await walletRequest(page, "wallet_addEthereumChain", [
      {
        chainId: `0x${WALLET_ONLY_CHAIN_ID.toString(16)}`,
        chainName: "Wallet-only chain",
        rpcUrls: [walletOnly.rpcUrl],
        nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
      },
    ]);
    await modal(page).getByText("This app doesn't support your current network").waitFor();
    // The app's networks are offered, none of them marked as the wallet's.
    const devnet = modal(page).getByRole("button", { name: /^Foyer Devnet$/ });
    expect(await devnet.getAttribute("aria-current")).toBeNull();
    expect(await modalViolations(page)).toEqual([]);
  });

  it("switches the wallet back to a listed network from there", async () => {
    await modal(page)
      .getByRole("button", { name: /^Foyer Devnet$/ })
      .click();
    await modal(page).getByRole("button", { name: "Switch network: Foyer Devnet" }).waitFor();
    expect(await walletRequest(page, "eth_chainId")).toBe("0x7a69");
  });
});
