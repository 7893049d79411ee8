import { messages } from "@foyer/core/internal";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, launchBrowser } from "./browser.js";
import { ACCOUNT_BUTTON, accountText } from "./emailSession.js";
import { exportKeyWithRecentSignIn } from "./keyExport.js";
import { modal, modalViolations } from "./modal.js";
import { startWorld, type World } from "./world.js";

const TEST_TIMEOUT = 180_000;
const WAIT = { timeout: 60_000 };

/** The Connect view's social buttons in the default remote order; the first three show at once. */
const PROVIDERS = [
  { id: "google", name: "Google" },
  { id: "x", name: "X" },
  { id: "discord", name: "Discord" },
  { id: "github", name: "GitHub" },
  { id: "apple", name: "Apple" },
  { id: "facebook", name: "Facebook" },
] as const;
type Provider = (typeof PROVIDERS)[number];

/** Opens the modal's Connect view and, for the providers behind it, "more". */
async function showSocialButton(page: Page, provider: Provider) {
  await page.getByRole("button", { name: "Connect wallet" }).click();
  const button = modal(page).getByRole("button", { name: `Log in with ${provider.name}` });
  if (PROVIDERS.indexOf(provider) >= 3) {
    await modal(page).getByRole("button", { name: "More sign-in options" }).click();
  }
  await button.waitFor(WAIT);
  return button;
}

/** Clicks a provider's button and answers the popup it opens (on the provider's sign-in page). */
async function openPopup(page: Page, provider: Provider) {
  const button = await showSocialButton(page, provider);
  const [popup] = await Promise.all([page.waitForEvent("popup"), button.click()]);
  await popup.getByRole("heading", { name: `Sign in with ${provider.name}` }).waitFor(WAIT);
  return popup;
}

/** A whole social login as a visitor does it; answers the account button's text. */
async function socialLogin(page: Page, provider: Provider, person: string) {
  const popup = await openPopup(page, provider);
  const size = await popup.evaluate(() => ({
    width: window.outerWidth,
    height: window.outerHeight,
  }));
  // The server's callback page hands the result to the app and closes the popup.
  await Promise.all([
    popup.waitForEvent("close", WAIT),
    popup.getByRole("button", { name: new RegExp(person) }).click(),
  ]);
  await page.getByRole("button", { name: ACCOUNT_BUTTON }).waitFor(WAIT);
  // The button shows the balance too once it loads: keep the address part.
  const account = ACCOUNT_BUTTON.exec(await accountText(page))?.[0];
  return { account, size };
}

/** Back to a visitor with no account and no modal, whatever an earlier test left. */
async function startOver(page: Page) {
  if ((await modal(page).count()) > 0) await page.keyboard.press("Escape");
  await modal(page).waitFor({ state: "detached", ...WAIT });
  if ((await page.getByRole("button", { name: ACCOUNT_BUTTON }).count()) > 0)
    await disconnect(page);
  if ((await modal(page).count()) > 0) await page.keyboard.press("Escape");
}

async function disconnect(page: Page) {
  await page.getByRole("button", { name: ACCOUNT_BUTTON }).click();
  await modal(page).getByRole("button", { name: "Disconnect" }).click(WAIT);
  await page.getByRole("button", { name: "Connect wallet" }).waitFor(WAIT);
}

describe("social login through the local identity providers (Chromium)", () => {
  let world: World;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    world = await startWorld({ idp: true });
    browser = await launchBrowser();
    page = await browser.context.newPage();
    await page.goto(world.demoUrl);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await world?.stop();
  });

  it(
    "shows the six providers and Farcaster in the remote order, three at once and the rest behind more, axe-clean",
    async () => {
      await page.getByRole("button", { name: "Connect wallet" }).click();
      const names = async () =>
        modal(page)
          .getByRole("button", { name: /^Log in with / })
          .evaluateAll((buttons) => buttons.map((b) => b.getAttribute("aria-label")));
      await modal(page).getByRole("button", { name: "Log in with Google" }).waitFor(WAIT);
      expect(await names()).toEqual(["Log in with Google", "Log in with X", "Log in with Discord"]);
      await modal(page).getByRole("button", { name: "More sign-in options" }).click();
      // Farcaster sits in the remote order too (behaviour §9); its path is e2e/src/farcaster.test.ts.
      const buttons = ["Google", "X", "Discord", "Farcaster", "GitHub", "Apple", "Facebook"];
      expect(await names()).toEqual(buttons.map((name) => `Log in with ${name}`));
      expect(await modalViolations(page)).toEqual([]);
      await page.keyboard.press("Escape");
    },
    TEST_TIMEOUT,
  );

  const accounts = new Map<string, string>();

  it.each(PROVIDERS)(
    "logs in with $name in a 600x800 popup; the same person gets the same address again",
    async (provider) => {
      await startOver(page);
      const first = await socialLogin(page, provider, "Ada Lovelace");
      expect(first.size).toEqual({ width: 600, height: 800 });
      expect(first.account).toMatch(ACCOUNT_BUTTON);
      // The account view names the provider's username for Ada.
      await page.getByRole("button", { name: ACCOUNT_BUTTON }).click();
      await modal(page).getByText(`Signed in with ${provider.name}`).waitFor(WAIT);
      await page.keyboard.press("Escape");
      await disconnect(page);

      const again = await socialLogin(page, provider, "Ada Lovelace");
      expect(again.account).toBe(first.account);
      await disconnect(page);
      accounts.set(provider.id, String(first.account));
    },
    TEST_TIMEOUT,
  );

  it("gives each provider's account its own wallet", () => {
    expect(new Set(accounts.values()).size).toBe(PROVIDERS.length);
  });

  it(
    "a social user exports the key: no code to type, the frame reveals the key of the address shown",
    async () => {
      await startOver(page);
      await socialLogin(page, PROVIDERS[3], "Grace Hopper");
      await page.getByRole("button", { name: ACCOUNT_BUTTON }).click();
      await exportKeyWithRecentSignIn(page);
    },
    TEST_TIMEOUT,
  );

  it(
    "closing the popup early shows 'Popup closed'",
    async () => {
      await startOver(page);
      const popup = await openPopup(page, PROVIDERS[0]);
      await popup.close();
      await modal(page).getByText(messages.popupClosed).waitFor(WAIT);
      expect(await accountText(page)).toBe("");
      await page.keyboard.press("Escape");
    },
    TEST_TIMEOUT,
  );

  it(
    "Deny at the provider shows 'Connection rejected', quietly: a status, not an alert",
    async () => {
      await startOver(page);
      const popup = await openPopup(page, PROVIDERS[3]);
      await Promise.all([
        popup.waitForEvent("close", WAIT),
        popup.getByRole("button", { name: "Deny" }).click(),
      ]);
      await modal(page)
        .getByRole("status")
        .filter({ hasText: messages.connectionRejected })
        .waitFor(WAIT);
      expect(await modal(page).getByText(messages.socialConnectionFailed).count()).toBe(0);
      expect(await modal(page).locator(".social-error[role=alert]").count()).toBe(0);
      expect(await accountText(page)).toBe("");
      await page.keyboard.press("Escape");
    },
    TEST_TIMEOUT,
  );
});
