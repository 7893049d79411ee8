import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, launchBrowser } from "./browser.js";
import { modal, modalViolations } from "./modal.js";
import { injectTestWallet } from "./testWallet.js";
import { startWorld, type World } from "./world.js";

describe("searching the wallet list (Chromium)", () => {
  let world: World;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    world = await startWorld();
    browser = await launchBrowser();
    page = await browser.context.newPage();
    await injectTestWallet(page, world, "approve");
    await page.goto(world.demoUrl);
  });

  afterAll(async () => {
    await browser?.close();
    await world?.stop();
  });

  // The "All wallets" row's accessible name starts with its visible text, so axe's
  // label-content-name-mismatch (WCAG 2.5.3) holds it too.
  it("the Connect view has no axe violations", async () => {
    await page.getByRole("button", { name: "Connect wallet" }).click();
    await modal(page)
      .getByRole("button", { name: /Foyer Test Wallet/ })
      .waitFor();
    expect(await modalViolations(page)).toEqual([]);
    // Each way in spans the card: the passkey button is as wide as the email field above it.
    const widthOf = async (name: string, role: "button" | "textbox") =>
      (await modal(page).getByRole(role, { name, exact: true }).boundingBox())?.width;
    const email = await widthOf("Email", "textbox");
    expect(email).toBeGreaterThan(200);
    expect(await widthOf("Continue with a passkey", "button")).toBeCloseTo(email ?? 0, 0);
    await page.keyboard.press("Escape");
    await expect.poll(() => modal(page).count()).toBe(0);
  });

  it("opens All wallets from the Connect view with the registry's wallets", async () => {
    await page.getByRole("button", { name: "Connect wallet" }).click();
    await modal(page)
      .getByRole("button", { name: /^All wallets/ })
      .click();
    await modal(page).getByRole("searchbox", { name: "Search wallets" }).waitFor();
    // The first page of the registry is rendered (it is virtualised, so not all 47).
    await expect
      .poll(() => modal(page).getByRole("listitem").count(), { timeout: 10_000 })
      .toBeGreaterThan(5);
    expect(await modalViolations(page)).toEqual([]);
  });

  it('finds Rainbow for "rain"', async () => {
    await modal(page).getByRole("searchbox", { name: "Search wallets" }).fill("rain");
    await modal(page)
      .getByRole("button", { name: /Rainbow/ })
      .waitFor();
    expect(
      await modal(page)
        .getByRole("button", { name: /MetaMask/ })
        .count(),
    ).toBe(0);
    expect(await modalViolations(page)).toEqual([]);
  });

  it('shows the empty state for "zzzz"', async () => {
    await modal(page).getByRole("searchbox", { name: "Search wallets" }).fill("zzzz");
    await modal(page).getByText('No wallets match "zzzz"').waitFor();
    expect(
      await modal(page)
        .getByRole("button", { name: /Rainbow/ })
        .count(),
    ).toBe(0);
    expect(await modalViolations(page)).toEqual([]);
  });

  it("the demo preloads the first page's wallet images before the modal is opened", async () => {
    const fresh = await browser.context.newPage();
    const images: string[] = [];
    fresh.on("requestfinished", (request) => {
      if (request.url().includes("/getWalletImage/")) images.push(request.url());
    });
    await fresh.goto(world.demoUrl);
    // The list is warmed at idle, and with the demo's image loader its icons load with it: the
    // rows then appear with their images rather than filling in one by one.
    await expect.poll(() => images.length, { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await modal(fresh).count()).toBe(0);
    await fresh.close();
  });
});
