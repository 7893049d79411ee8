import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, launchBrowser } from "./browser.js";
import { ACCOUNT_BUTTON, accountText } from "./emailSession.js";
import { exportKeyWithRecentSignIn } from "./keyExport.js";
import { modal, modalViolations } from "./modal.js";
import { startWorld, type World } from "./world.js";

const TEST_TIMEOUT = 180_000;
const WAIT = { timeout: 60_000 };
const FRAME = "#foyer-embedded-frame";
const QR_LABEL = "Sign In With Farcaster QR code";

/** Connect → More sign-in options → Farcaster: ConnectingFarcaster with its QR code. Answers the sign-in URL. */
async function openConnectingFarcaster(page: Page): Promise<string> {
  await page.bringToFront();
  await page.getByRole("button", { name: "Connect wallet" }).click();
  await modal(page).getByRole("button", { name: "More sign-in options" }).click(WAIT);
  await modal(page).getByRole("button", { name: "Log in with Farcaster" }).click(WAIT);
  const qr = modal(page).getByRole("img", { name: QR_LABEL });
  await qr.waitFor(WAIT);
  const url = await qr.locator("xpath=..").getAttribute("data-uri");
  if (!url) throw new Error("the QR code carries no sign-in URL");
  // The same URL as a link to open and to copy.
  expect(await modal(page).getByRole("link", { name: "Open link" }).getAttribute("href")).toBe(url);
  await modal(page).getByText("Sign-in link", { exact: true }).click();
  expect(await modal(page).getByRole("textbox", { name: "Sign-in link" }).inputValue()).toBe(url);
  return url;
}

/** The person approves in the test wallet's Farcaster tab, as the fid shown as `account`. */
async function approveInWallet(wallet: Page, walletUrl: string, url: string, account: string) {
  await wallet.bringToFront();
  await wallet.goto(`${walletUrl}?farcaster=${encodeURIComponent(url)}`);
  expect(await wallet.getByLabel("Sign-in URL").inputValue()).toBe(url);
  await wallet.getByLabel("Farcaster account").selectOption({ label: account });
  await wallet.getByRole("button", { name: "Approve" }).click();
  await wallet
    .getByRole("status")
    .getByText(/^Signed in to /)
    .waitFor(WAIT);
}

/** Back to a visitor with no account and no modal, whatever an earlier test left. */
async function startOver(page: Page) {
  await page.bringToFront();
  if ((await modal(page).count()) > 0) await page.keyboard.press("Escape");
  await modal(page).waitFor({ state: "detached", ...WAIT });
  if ((await page.getByRole("button", { name: ACCOUNT_BUTTON }).count()) > 0)
    await disconnect(page);
  if ((await modal(page).count()) > 0) await page.keyboard.press("Escape");
  await modal(page).waitFor({ state: "detached", ...WAIT });
}

async function disconnect(page: Page) {
  await page.bringToFront();
  await page.getByRole("button", { name: ACCOUNT_BUTTON }).click();
  await modal(page).getByRole("button", { name: "Disconnect" }).click(WAIT);
  await page.getByRole("button", { name: "Connect wallet" }).waitFor(WAIT);
}

describe("Sign In With Farcaster through the local relay and the devnet IdRegistry (Chromium)", () => {
  let world: World;
  let browser: Browser;
  let page: Page;
  let wallet: Page;
  let walletUrl: string;

  beforeAll(async () => {
    world = await startWorld({ idp: true, walletApp: true });
    walletUrl = world.walletUrl ?? "";
    browser = await launchBrowser();
    page = await browser.context.newPage();
    await page.goto(world.demoUrl);
    wallet = await browser.context.newPage();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await world?.stop();
  });

  const LOVELACE = "Ada Lovelace (@lovelace, fid 1)";
  let firstAddress: string | undefined;

  it(
    "Connect → Farcaster shows a QR code and link; approving in the wallet's Farcaster tab connects with the fid's username",
    async () => {
      const url = await openConnectingFarcaster(page);
      expect(new URL(url).pathname).toBe("/~/sign-in-with-farcaster");
      expect(await modalViolations(page)).toEqual([]);
      await approveInWallet(wallet, walletUrl, url, LOVELACE);

      await page.bringToFront();
      await page.getByRole("button", { name: ACCOUNT_BUTTON }).waitFor(WAIT);
      firstAddress = ACCOUNT_BUTTON.exec(await accountText(page))?.[0];
      expect(firstAddress).toMatch(ACCOUNT_BUTTON);
      await page.getByRole("button", { name: ACCOUNT_BUTTON }).click();
      await modal(page).getByText("Signed in with Farcaster").waitFor(WAIT);
      // The identity line reads "Signed in with Farcaster: lovelace" (the prefix for screen readers).
      expect(
        await modal(page)
          .getByText(/lovelace$/)
          .textContent(),
      ).toContain("lovelace");
      // Behaviour §3: persisted as the connected social provider and the social username.
      expect(
        await page.evaluate(() => [
          localStorage.getItem("@foyer/connected_social_provider"),
          localStorage.getItem("@foyer/social_username"),
        ]),
      ).toEqual(["farcaster", "lovelace"]);
      await page.keyboard.press("Escape");
      await disconnect(page);
    },
    TEST_TIMEOUT,
  );

  it(
    "the same fid again gets the same address; another fid another one",
    async () => {
      await startOver(page);
      await approveInWallet(wallet, walletUrl, await openConnectingFarcaster(page), LOVELACE);
      await page.bringToFront();
      await page.getByRole("button", { name: ACCOUNT_BUTTON }).waitFor(WAIT);
      expect(ACCOUNT_BUTTON.exec(await accountText(page))?.[0]).toBe(firstAddress);
      await disconnect(page);

      const turing = "Alan Turing (@turing, fid 2)";
      await approveInWallet(wallet, walletUrl, await openConnectingFarcaster(page), turing);
      await page.bringToFront();
      await page.getByRole("button", { name: ACCOUNT_BUTTON }).waitFor(WAIT);
      const other = ACCOUNT_BUTTON.exec(await accountText(page))?.[0];
      expect(other).toMatch(ACCOUNT_BUTTON);
      expect(other).not.toBe(firstAddress);
      await disconnect(page);
    },
    TEST_TIMEOUT,
  );

  it(
    "leaving ConnectingFarcaster early reloads the frame (a new frame document); a new attempt gets a new link and signs in",
    async () => {
      await startOver(page);
      const url = await openConnectingFarcaster(page);
      const before = await page.locator(FRAME).elementHandle(WAIT);
      if (!before) throw new Error("no frame");
      await modal(page).getByRole("button", { name: "Back" }).click();
      await page.waitForFunction(
        ([selector, old]) => {
          const frame = document.querySelector(selector as string);
          return frame !== null && frame !== old;
        },
        [FRAME, before] as const,
        WAIT,
      );
      expect(await page.locator(FRAME).count()).toBe(1);
      await page.keyboard.press("Escape");

      // A new attempt gets a new link, and works in the reloaded frame.
      const again = await openConnectingFarcaster(page);
      expect(again).not.toBe(url);
      await approveInWallet(wallet, walletUrl, again, LOVELACE);
      await page.bringToFront();
      await page.getByRole("button", { name: ACCOUNT_BUTTON }).waitFor(WAIT);
      expect(ACCOUNT_BUTTON.exec(await accountText(page))?.[0]).toBe(firstAddress);
      await disconnect(page);
    },
    TEST_TIMEOUT,
  );

  it(
    "a Farcaster user exports the key: no code to type, the frame reveals the key of the address shown",
    async () => {
      await startOver(page);
      await approveInWallet(wallet, walletUrl, await openConnectingFarcaster(page), LOVELACE);
      await page.bringToFront();
      await page.getByRole("button", { name: ACCOUNT_BUTTON }).click(WAIT);
      await exportKeyWithRecentSignIn(page);
    },
    TEST_TIMEOUT,
  );
});
