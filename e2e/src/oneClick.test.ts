/**
 * One-click sign-in (behaviour §5) in Chromium: the demo with `?siwx=required`
 * (one-click auth on by default) pairs with the WalletConnect test wallet app
 * through the local relay; the proposal carries the sign-in message, the
 * wallet approves one sign-in card, and the demo shows the server-verified
 * session without ever opening its sign view or asking a second signature.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, launchBrowser } from "./browser.js";
import { accountButton, modal } from "./modal.js";
import {
  copyPairingUri,
  DEMO_NAME,
  openWalletApp,
  requestCard,
  WALLET_ACCOUNT,
} from "./walletApp.js";
import { startWorld, type World } from "./world.js";

describe("one-click sign-in over WalletConnect (Chromium)", () => {
  let world: World;
  let browser: Browser;
  let demo: Page;
  let wallet: Page;

  beforeAll(async () => {
    world = await startWorld({ walletApp: true });
    browser = await launchBrowser();
    await browser.context.grantPermissions(["clipboard-read", "clipboard-write"], {
      origin: world.demoUrl,
    });
    demo = await browser.context.newPage();
    await demo.goto(`${world.demoUrl}/?testwallet=off&siwx=required`);
    wallet = await openWalletApp(browser.context, world.walletUrl ?? "");
  });

  afterAll(async () => {
    await browser?.close();
    await world?.stop();
  });

  it("one approval in the wallet connects and signs in; the demo shows the session", {
    timeout: 200_000,
  }, async () => {
    await demo.getByRole("button", { name: "Connect wallet" }).click();
    await modal(demo)
      .getByRole("button", { name: /MetaMask/ })
      .click();
    await modal(demo).getByRole("button", { name: "Copy link" }).waitFor({ timeout: 90_000 });
    const uri = await copyPairingUri(demo);
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);

    await wallet.bringToFront();
    await wallet.getByLabel("Pairing URI").fill(uri);
    await wallet.getByRole("button", { name: "Pair" }).click({ timeout: 60_000 });
    const card = wallet.getByRole("region", { name: `Sign-in request from ${DEMO_NAME}` });
    await card.waitFor({ timeout: 30_000 });
    expect(await card.textContent()).toContain(new URL(world.demoUrl).host);
    // The proposal shows as a sign-in, not as a plain connection request.
    expect(
      await wallet.getByRole("region", { name: `Connection request from ${DEMO_NAME}` }).count(),
    ).toBe(0);
    await card.getByRole("button", { name: "Sign in" }).click();

    await demo.bringToFront();
    await accountButton(demo, WALLET_ACCOUNT).waitFor({ timeout: 60_000 });
    await expect
      .poll(() => demo.getByTestId("siwx-address").textContent(), { timeout: 30_000 })
      .toBe(WALLET_ACCOUNT);
    expect(await demo.getByTestId("siwx-chain").textContent()).toBe("Foyer Devnet (eip155:31337)");
    expect(await modal(demo).count()).toBe(0);
    // No second signature was asked of the wallet.
    expect(await wallet.getByRole("region", { name: `Request from ${DEMO_NAME}` }).count()).toBe(0);
  });

  it("a reload keeps the session without asking anything", async () => {
    await demo.reload();
    await accountButton(demo, WALLET_ACCOUNT).waitFor({ timeout: 60_000 });
    await expect
      .poll(() => demo.getByTestId("siwx-address").textContent(), { timeout: 30_000 })
      .toBe(WALLET_ACCOUNT);
    expect(await modal(demo).count()).toBe(0);
  });
});

describe("a wallet that connects but declines the sign-in (Chromium)", () => {
  let world: World;
  let browser: Browser;

  beforeAll(async () => {
    world = await startWorld({ walletApp: true });
    browser = await launchBrowser();
    await browser.context.grantPermissions(["clipboard-read", "clipboard-write"], {
      origin: world.demoUrl,
    });
  });

  afterAll(async () => {
    await browser?.close();
    await world?.stop();
  });

  it("connects anyway; the demo asks for the signature after connect and keeps that session", {
    timeout: 200_000,
  }, async () => {
    const demo = await browser.context.newPage();
    await demo.goto(`${world.demoUrl}/?testwallet=off&siwx=required`);
    const wallet = await openWalletApp(browser.context, world.walletUrl ?? "");
    await demo.bringToFront();
    await demo.getByRole("button", { name: "Connect wallet" }).click();
    await modal(demo)
      .getByRole("button", { name: /MetaMask/ })
      .click();
    await modal(demo).getByRole("button", { name: "Copy link" }).waitFor({ timeout: 90_000 });
    const uri = await copyPairingUri(demo);

    await wallet.bringToFront();
    await wallet.getByLabel("Pairing URI").fill(uri);
    await wallet.getByRole("button", { name: "Pair" }).click({ timeout: 60_000 });
    const card = wallet.getByRole("region", { name: `Sign-in request from ${DEMO_NAME}` });
    await card.getByRole("button", { name: "Connect without signing in" }).click({
      timeout: 30_000,
    });

    // Connected, unsigned: SIWX required, so the sign view opens and asks the wallet.
    await demo.bringToFront();
    await modal(demo)
      .getByRole("heading", { name: "Sign in to Foyer demo" })
      .waitFor({ timeout: 60_000 });
    expect(await demo.getByTestId("siwx-address").count()).toBe(0);
    await modal(demo).getByRole("button", { name: "Sign", exact: true }).click();
    await wallet.bringToFront();
    const request = requestCard(wallet);
    await request.waitFor({ timeout: 30_000 });
    expect(await request.textContent()).toContain("personal_sign");
    await request.getByRole("button", { name: "Approve request" }).click();

    await demo.bringToFront();
    await expect
      .poll(() => demo.getByTestId("siwx-address").textContent(), { timeout: 60_000 })
      .toBe(WALLET_ACCOUNT);
    await accountButton(demo, WALLET_ACCOUNT).waitFor({ timeout: 30_000 });
    expect(await modal(demo).count()).toBe(0);
  });
});
