import type { BrowserContext, Locator, Page } from "playwright-core";
import { modal } from "./modal.js";

/** The demo's name as the wallet app shows it (the demo's WalletConnect metadata). */
export const DEMO_NAME = "Foyer demo";

/** Account 0 of the anvil mnemonic: what the wallet app approves sessions with by default. */
export const WALLET_ACCOUNT = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266";

/** Opens the WalletConnect test wallet in a tab. */
export async function openWalletApp(context: BrowserContext, walletUrl: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(walletUrl);
  await page.getByLabel("Pairing URI").waitFor({ timeout: 60_000 });
  return page;
}

/** Pastes a pairing URI into the wallet and presses Pair; resolves with the proposal's card. */
export async function pairWallet(wallet: Page, uri: string): Promise<Locator> {
  await wallet.bringToFront();
  await wallet.getByLabel("Pairing URI").fill(uri);
  // Enabled once the wallet's SDK has started (Playwright's click waits for that).
  await wallet.getByRole("button", { name: "Pair" }).click({ timeout: 60_000 });
  const card = wallet.getByRole("region", { name: `Connection request from ${DEMO_NAME}` });
  await card.waitFor({ timeout: 30_000 });
  return card;
}

/** The wallet's card for the dApp's next request (sign, switch, send). */
export function requestCard(wallet: Page): Locator {
  return wallet.getByRole("region", { name: `Request from ${DEMO_NAME}` });
}

/**
 * The pairing URI as a user gets it: the view's "Copy link" button, then the
 * clipboard. The context must have clipboard permissions for the demo.
 */
export async function copyPairingUri(page: Page): Promise<string> {
  await page.bringToFront();
  await modal(page).getByRole("button", { name: "Copy link" }).click();
  await modal(page).page().getByText("Link copied").first().waitFor();
  return page.evaluate(() => navigator.clipboard.readText());
}

/** The URI the QR code on the view encodes (the QR component keeps it as `data-uri`). */
export async function qrUri(page: Page): Promise<string | null> {
  const qr = modal(page).getByRole("img", { name: "WalletConnect QR code" });
  await qr.waitFor();
  return qr.locator("xpath=..").getAttribute("data-uri");
}
