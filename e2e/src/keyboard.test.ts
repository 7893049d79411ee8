import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, launchBrowser } from "./browser.js";
import { tabTo } from "./keyboardFocus.js";
import { accountButton } from "./modal.js";
import { injectTestWallet } from "./testWallet.js";
import { startWorld, type World } from "./world.js";

describe("connecting with the keyboard only (Chromium)", () => {
  let world: World;
  let browser: Browser;
  let page: Page;
  let address: string;

  beforeAll(async () => {
    world = await startWorld();
    browser = await launchBrowser();
    page = await browser.context.newPage();
    address = await injectTestWallet(page, world, "approve");
    await page.goto(world.demoUrl);
  });

  afterAll(async () => {
    await browser?.close();
    await world?.stop();
  });

  it("Tab to Connect wallet, Enter, Tab to the test wallet, Enter: connected", async () => {
    await page.getByRole("button", { name: "Connect wallet" }).waitFor();
    await tabTo(page, /^Connect wallet$/);
    await page.keyboard.press("Enter");
    await page.getByRole("dialog").waitFor();
    // The wallet row appears once discovery has run; Tab from wherever focus landed.
    await page
      .getByRole("dialog")
      .getByRole("button", { name: /Foyer Test Wallet/ })
      .waitFor();
    await tabTo(page, /Foyer Test Wallet/);
    await page.keyboard.press("Enter");
    await accountButton(page, address).waitFor();
    expect(await page.getByRole("dialog").count()).toBe(0);
  });
});
