import type { CDPSession, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, launchBrowser } from "./browser.js";
import { ACCOUNT_BUTTON, accountText, frameAtRest, loginByEmail } from "./emailSession.js";
import { modal } from "./modal.js";
import { startWorld, type World } from "./world.js";

const SLOW = { timeout: 120_000, interval: 250 };
const TEST_TIMEOUT = 300_000;

/**
 * A platform authenticator as Chromium's DevTools protocol emulates it (resident keys, user
 * verification, the PRF extension), on this page's tab: the wallet frame's prompts reach it.
 */
async function addAuthenticator(page: Page): Promise<{ cdp: CDPSession; id: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      hasPrf: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, id: authenticatorId };
}

const frame = (page: Page) => page.frameLocator("#foyer-embedded-frame");

/** Connect wallet → Continue with a passkey → the frame's button (its click starts WebAuthn). */
async function passkeyConnect(page: Page, choice: "Create a passkey" | "Use a passkey") {
  await page.getByRole("button", { name: "Connect wallet" }).click();
  await modal(page).getByRole("button", { name: "Continue with a passkey" }).click();
  const button = frame(page).getByRole("button", { name: choice });
  await button.waitFor({ timeout: 120_000 });
  await frameAtRest(page);
  await button.click();
}

/** The short address on the connect button (its balance comes and goes as it loads), else "". */
async function addressText(page: Page): Promise<string> {
  return (await accountText(page)).match(ACCOUNT_BUTTON)?.[0] ?? "";
}

async function shownAddress(page: Page): Promise<string> {
  await page.getByRole("button", { name: ACCOUNT_BUTTON }).waitFor({ timeout: 120_000 });
  return addressText(page);
}

async function disconnect(page: Page) {
  await page.getByRole("button", { name: ACCOUNT_BUTTON }).click();
  await modal(page).getByRole("button", { name: "Disconnect" }).click({ timeout: 60_000 });
  await page.getByRole("button", { name: "Connect wallet" }).waitFor({ timeout: 60_000 });
}

describe("passkeys: an embedded wallet with no email, and a second key for an email account (Chromium virtual authenticator, cross-site frame)", () => {
  let world: World;
  let browser: Browser;
  let page: Page;
  let authenticator: { cdp: CDPSession; id: string };
  let account: string;

  beforeAll(async () => {
    world = await startWorld({ passkeys: true });
    browser = await launchBrowser({ thirdPartyStorage: true });
    page = await browser.context.newPage();
    authenticator = await addAuthenticator(page);
    await page.goto(world.demoUrl);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await world?.stop();
  });

  it(
    "a new visitor creates a passkey in the wallet frame and is connected",
    async () => {
      await passkeyConnect(page, "Create a passkey");
      account = await shownAddress(page);
      const { credentials } = await authenticator.cdp.send("WebAuthn.getCredentials", {
        authenticatorId: authenticator.id,
      });
      // A discoverable credential for the frame's origin, not the dApp's.
      expect(credentials).toHaveLength(1);
      expect(credentials[0]).toMatchObject({ isResidentCredential: true, rpId: "localhost" });
    },
    TEST_TIMEOUT,
  );

  it(
    "stays connected to the same account after a reload",
    async () => {
      await page.reload();
      await expect.poll(() => addressText(page), SLOW).toBe(account);
    },
    TEST_TIMEOUT,
  );

  it(
    "signs out, logs in with the passkey, and gets the same address",
    async () => {
      await disconnect(page);
      await passkeyConnect(page, "Use a passkey");
      expect(await shownAddress(page)).toBe(account);
    },
    TEST_TIMEOUT,
  );

  it(
    "on another device the passkey synced to, the same address",
    async () => {
      const { credentials } = await authenticator.cdp.send("WebAuthn.getCredentials", {
        authenticatorId: authenticator.id,
      });
      const other = await launchBrowser({ thirdPartyStorage: true });
      try {
        const second = await other.context.newPage();
        const synced = await addAuthenticator(second);
        for (const credential of credentials) {
          await synced.cdp.send("WebAuthn.addCredential", {
            authenticatorId: synced.id,
            credential,
          });
        }
        await second.goto(world.demoUrl);
        await passkeyConnect(second, "Use a passkey");
        expect(await shownAddress(second)).toBe(account);
      } finally {
        await other.close();
      }
    },
    TEST_TIMEOUT,
  );

  it(
    "a cancelled prompt ends as 'Connection rejected' in the view, and Try again works",
    async () => {
      await disconnect(page);
      await authenticator.cdp.send("WebAuthn.setUserVerified", {
        authenticatorId: authenticator.id,
        isUserVerified: false,
      });
      await authenticator.cdp.send("WebAuthn.removeVirtualAuthenticator", {
        authenticatorId: authenticator.id,
      });
      const empty = await authenticator.cdp.send("WebAuthn.addVirtualAuthenticator", {
        options: {
          protocol: "ctap2",
          transport: "internal",
          hasResidentKey: true,
          hasUserVerification: true,
          isUserVerified: true,
          automaticPresenceSimulation: true,
        },
      });
      // No passkey for this site on the authenticator: the browser's prompt ends refused.
      await passkeyConnect(page, "Use a passkey");
      await modal(page).getByText("Connection rejected").waitFor({ timeout: 120_000 });
      expect(await accountText(page)).toBe("");
      await authenticator.cdp.send("WebAuthn.removeVirtualAuthenticator", {
        authenticatorId: empty.authenticatorId,
      });
      authenticator = await addAuthenticator(page);
      // Try again: the frame's screen is back, ready for another prompt.
      await modal(page).getByRole("button", { name: "Try again" }).click();
      const use = frame(page).getByRole("button", { name: "Use a passkey" });
      await use.waitFor({ timeout: 120_000 });
      await frameAtRest(page);
      await frame(page).getByRole("button", { name: "Cancel" }).click();
      await modal(page).getByText("Connection rejected").waitFor({ timeout: 120_000 });
      await page.keyboard.press("Escape");
    },
    TEST_TIMEOUT,
  );

  it(
    "an email user adds a passkey in Account → Passkeys, then logs in with it alone",
    async () => {
      const email = `pk-${Date.now()}@example.com`;
      const seen = new Set<string>();
      await page.reload();
      await loginByEmail(page, world.server.url, email, seen);
      const emailAccount = await shownAddress(page);
      await page.getByRole("button", { name: ACCOUNT_BUTTON }).click();
      await modal(page).getByRole("button", { name: "Passkeys" }).click();
      const add = frame(page).getByRole("button", { name: "Add a passkey" });
      await add.waitFor({ timeout: 120_000 });
      await frameAtRest(page);
      await add.click();
      await frame(page).getByText("Passkey added.").waitFor({ timeout: 120_000 });
      await expect.poll(() => frame(page).getByRole("listitem").count(), SLOW).toBe(1);
      // Closed, the frame's screen gives the modal back to Account.
      await frame(page).getByRole("button", { name: "Close" }).click();
      await modal(page).getByRole("button", { name: "Disconnect" }).click({ timeout: 60_000 });
      await page.getByRole("button", { name: "Connect wallet" }).waitFor({ timeout: 60_000 });
      await passkeyConnect(page, "Use a passkey");
      expect(await shownAddress(page)).toBe(emailAccount);
      expect(emailAccount).not.toBe(account);
    },
    TEST_TIMEOUT,
  );
});
