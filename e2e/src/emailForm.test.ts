import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, launchBrowser } from "./browser.js";
import { nextCode } from "./emailMailbox.js";
import { ACCOUNT_BUTTON } from "./emailSession.js";
import { modal, modalViolations } from "./modal.js";
import { startWorld, type World } from "./world.js";

/**
 * The email login form on Connect, and where focus goes: the card only as
 * the fallback (no ring), the code field as soon as the code view opens.
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
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await world?.stop();
  });

  it("opened from the keyboard, the modal holds focus without a ring around the card", async () => {
    await page.getByRole("button", { name: "Connect wallet" }).focus();
    await page.keyboard.press("Enter");
    const dialog = modal(page);
    await dialog.getByRole("textbox", { name: "Email" }).waitFor();
    const focus = await dialog.evaluate((card) => {
      const active = (card.getRootNode() as ShadowRoot).activeElement;
      return {
        inside: active !== null && card.contains(active),
        cardFocused: active === card,
        cardOutline: getComputedStyle(card).outlineStyle,
      };
    });
    // Connect places no focus of its own: the card holds it, as the fallback, with no ring.
    expect(focus).toEqual({ inside: true, cardFocused: true, cardOutline: "none" });
    await page.keyboard.press("Escape");
    await expect.poll(() => modal(page).count()).toBe(0);
  });

  it("shows the email field and Continue, axe-clean, without mounting the frame", async () => {
    await page.getByRole("button", { name: "Connect wallet" }).click();
    await modal(page).getByRole("textbox", { name: "Email" }).waitFor();
    expect(await modal(page).getByRole("button", { name: "Continue", exact: true }).count()).toBe(
      1,
    );
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

  it("focuses the code field as the code view opens: the mailed code typed at once logs in", async () => {
    const email = `focus-${Date.now()}@example.com`;
    const field = modal(page).getByRole("textbox", { name: "Email" });
    await field.fill(email);
    await modal(page).getByRole("button", { name: "Continue", exact: true }).click();
    const code = modal(page).getByRole("textbox", { name: "6-digit code" });
    await code.waitFor({ timeout: 120_000 });
    await expect
      .poll(() =>
        code.evaluate((input) => (input.getRootNode() as ShadowRoot).activeElement === input),
      )
      .toBe(true);
    expect(await modalViolations(page)).toEqual([]);
    // No click into the field: the keystrokes go where focus is.
    await page.keyboard.type(await nextCode(world.server.url, email, new Set()));
    await page.getByRole("button", { name: ACCOUNT_BUTTON }).waitFor({ timeout: 120_000 });
  }, 300_000);
});
