import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, launchBrowser } from "./browser.js";
import { modal, modalViolations } from "./modal.js";
import { startWorld, type World } from "./world.js";

/**
 * The email login form on Connect, up to the point where the
 * frame takes over. The full login (dev mailbox → code → connected) runs
 * once the server serves the frame.
 */
describe("email login form on the demo's Connect view (Chromium)", () => {
  let world: World;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    world = await startWorld();
    browser = await launchBrowser();
    page = await browser.context.newPage();
    await page.goto(world.demoUrl);
  });

  afterAll(async () => {
    await browser?.close();
    await world?.stop();
  });

  it("shows the email field and Continue, axe-clean, without mounting the frame", async () => {
    await page.getByRole("button", { name: "Connect wallet" }).click();
    await modal(page).getByRole("textbox", { name: "Email" }).waitFor();
    expect(await modal(page).getByRole("button", { name: "Continue" }).count()).toBe(1);
    expect(await modalViolations(page)).toEqual([]);
    // The embedded wallet loads on first use: no frame for a visitor who only looks.
    expect(await page.locator("#foyer-embedded-frame").count()).toBe(0);
  });

  it("says 'Invalid email' under the field, reachable by keyboard", async () => {
    const field = modal(page).getByRole("textbox", { name: "Email" });
    await field.focus();
    await page.keyboard.type("ada@");
    await page.keyboard.press("Enter");
    await expect.poll(() => modal(page).getByRole("alert").textContent()).toBe("Invalid email");
    expect(await field.getAttribute("aria-invalid")).toBe("true");
    expect(await modalViolations(page)).toEqual([]);
    expect(await page.locator("#foyer-embedded-frame").count()).toBe(0);
  });
});
