import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, launchBrowser } from "./browser.js";
import { accountButton } from "./modal.js";
import { injectTestWallet } from "./testWallet.js";
import { startWorld, type World } from "./world.js";

/** The focused element's accessible text, looking through open shadow roots (the modal's). */
function focusedLabel(page: Page): Promise<string> {
  return page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active || active === document.body) return "";
    return (active.getAttribute("aria-label") ?? active.textContent ?? "").trim();
  });
}

/** Presses Tab until the focused control's text matches, as a keyboard user scans; fails after `max`. */
async function tabTo(page: Page, pattern: RegExp, max = 20): Promise<void> {
  const seen: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    const label = await focusedLabel(page);
    if (pattern.test(label)) return;
    seen.push(label);
  }
  throw new Error(`Tab never reached ${pattern}; focused in turn: ${JSON.stringify(seen)}`);
}

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
