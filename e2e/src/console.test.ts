import { AxeBuilder } from "@axe-core/playwright";
import { ALERTS } from "@foyer/core/internal";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadFrameMessages } from "../../apps/frame/src/i18n/loadFrameMessages.js";
import { loadTranslation } from "../../packages/react/src/i18n/locales/loadLocaleMessages.js";
import { type Browser, launchBrowser } from "./browser.js";
import { markSeen, nextCode } from "./emailMailbox.js";
import { ACCOUNT_BUTTON, loginByEmail } from "./emailSession.js";
import { accountButton, connectTestWallet, modal } from "./modal.js";
import { injectTestWallet } from "./testWallet.js";
import { startWorld, type World } from "./world.js";

const de = await loadTranslation("de");
const coreDe = de.coreTexts;
const deFrame = await loadFrameMessages("de");

const TEST_TIMEOUT = 300_000;

/** Accessibility violations of the console page (the modal has its own checks). */
async function pageViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).exclude("foyer-modal").analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes[0]?.html ?? "?"})`,
  );
}

/** How far the page scrolls sideways (0: it fits). */
function overflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/**
 * The operator's console as an operator meets it after `npm start`: sign in with the test
 * wallet (the devnet's first account is the operator), create project `shop` for the demo's
 * origin, and watch what the demo — running as `shop` — does with each change: it connects
 * from its origin and is refused from another, a revoked user's embedded wallet is logged
 * out, and turning email off takes the email field out of the modal.
 */
describe("the operator's console (Chromium)", () => {
  let world: World;
  let browser: Browser;
  let console_: Page;
  let operator: string;
  const seen = new Set<string>();
  const email = `shopper-${Date.now()}@example.com`;

  beforeAll(async () => {
    world = await startWorld({ console: true, demoProjectId: "shop" });
    // The demo (localhost) and the server (127.0.0.1) are cross-site: the email wallet's
    // frame needs its storage.
    browser = await launchBrowser({ thirdPartyStorage: true });
    console_ = await browser.context.newPage();
    operator = await injectTestWallet(console_, world);
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await world?.stop();
  });

  const consoleUrl = () => world.consoleUrl ?? "";
  /** The demo (running as shop) in a new tab, with nothing remembered from an earlier visit. */
  const freshDemo = async (): Promise<Page> => {
    const demo = await browser.context.newPage();
    await demo.goto(world.demoUrl);
    await demo.evaluate(() => localStorage.clear());
    await demo.reload();
    return demo;
  };
  const demoOrigin = () => new URL(world.demoUrl).origin;

  /** Console → Users → the user's card → Revoke → Revoke sessions: signed out everywhere. */
  const revokeSessions = async (address: string) => {
    await console_.bringToFront();
    await console_.getByRole("link", { name: "Users" }).click();
    await console_.getByRole("heading", { name: "Users", level: 2 }).waitFor();
    await expect
      .poll(() => console_.getByRole("combobox", { name: "Project" }).inputValue())
      .toBe("shop");
    await console_.getByRole("searchbox", { name: "Search" }).fill(address.split("@")[0] ?? "");
    await console_.getByRole("button", { name: "Search", exact: true }).click();
    const user = console_.getByRole("article", { name: address });
    await user.getByText("Live sessions").waitFor();
    await user.getByRole("button", { name: "Revoke", exact: true }).click();
    await user.getByRole("button", { name: "Revoke sessions" }).click();
    await console_.getByText(new RegExp(`${address} is signed out everywhere`)).waitFor();
  };

  it(
    "signs the operator in with the test wallet through Foyer's modal and Sign In With Ethereum",
    async () => {
      await console_.goto(consoleUrl());
      await console_.getByRole("heading", { name: /Foyer\s+console/ }).waitFor();
      expect(await console_.getByRole("navigation", { name: "Views" }).count()).toBe(0);
      await connectTestWallet(console_, operator);
      // The required sign-in view opens in the modal; the test wallet signs at once.
      await modal(console_).getByRole("button", { name: "Sign", exact: true }).click();
      await console_.getByRole("heading", { name: "Projects", level: 2 }).waitFor();
      expect(await console_.getByRole("navigation", { name: "Views" }).count()).toBe(1);
      // A reload keeps the operator signed in: the session is the server's cookie.
      await console_.reload();
      await console_.getByRole("heading", { name: "Projects", level: 2 }).waitFor();
      await accountButton(console_, operator).waitFor();
    },
    TEST_TIMEOUT,
  );

  it(
    "creates project shop with the demo's origin, checking the origin as it is typed",
    async () => {
      await console_.getByRole("button", { name: "New project" }).click();
      await console_.getByRole("textbox", { name: "Project id" }).fill("shop");
      await console_.getByRole("textbox", { name: "Name", exact: true }).fill("Shop");
      const origin = console_.getByRole("textbox", { name: "Origin 1" });
      await origin.fill(`${demoOrigin()}/`);
      await console_.getByText(/is not an origin: write scheme:\/\/host\[:port\]/).waitFor();
      await origin.fill(demoOrigin());
      await expect.poll(() => console_.getByText(/is not an origin/).count()).toBe(0);
      await console_.getByRole("button", { name: "Create project" }).click();
      await console_.getByText("Project shop created.").waitFor();
      const card = console_.getByRole("article", { name: "Shop" });
      await card.getByText(demoOrigin()).waitFor();
      // What the console shows is what the server has.
      const project = await fetch(`${world.server.url}/projects/v1/origins?projectId=shop`);
      expect(await project.json()).toEqual({ allowedOrigins: [demoOrigin()] });
    },
    TEST_TIMEOUT,
  );

  it(
    "a page on shop's origin connects with projectId=shop; the same page from another origin is refused",
    async () => {
      const demo = await freshDemo();
      const address = world.devnet.manifest.accounts[0]?.address ?? "";
      await connectTestWallet(demo, address);
      // The status line reads the chain through the server's RPC proxy as project shop.
      await expect.poll(() => demo.getByTestId("chain-id").textContent()).toBe("31337");
      await demo.close();

      // 127.0.0.1 is another origin than localhost: not in shop's list.
      const other = await browser.context.newPage();
      const answers: number[] = [];
      other.on("response", (response) => {
        if (response.url().includes("projectId=shop")) answers.push(response.status());
      });
      const refused = new URL(world.demoUrl);
      refused.hostname = "127.0.0.1";
      await other.goto(refused.toString());
      await other.getByRole("button", { name: "Connect wallet" }).click();
      // The page is told it is refused: the origins check names the domain unverified, and the
      // project's answers are 403 (Invalid App Configuration) — whichever alert comes first.
      await other
        .getByText(ALERTS.INVALID_APP_CONFIGURATION.shortMessage)
        .or(other.getByText(ALERTS.UNVERIFIED_DOMAIN.shortMessage))
        .first()
        .waitFor();
      expect(answers).toContain(403);
      expect(answers).not.toContain(200);
      expect(await other.getByTestId("chain-id").textContent()).not.toBe("31337");
      await other.close();
    },
    TEST_TIMEOUT,
  );

  it(
    "revoking a user in the console logs that user's embedded wallet out",
    async () => {
      const demo = await freshDemo();
      await loginByEmail(demo, world.server.url, email, seen);
      // Before: a reload brings the embedded wallet back.
      await demo.reload();
      await demo.getByRole("button", { name: ACCOUNT_BUTTON }).waitFor({ timeout: 60_000 });

      await revokeSessions(email);

      // After: the app's next call is refused ('Session Expired') and the wallet is gone.
      await demo.bringToFront();
      await demo.reload();
      await demo.getByRole("button", { name: "Connect wallet" }).waitFor({ timeout: 60_000 });
      expect(await demo.getByRole("button", { name: ACCOUNT_BUTTON }).count()).toBe(0);
      await demo.close();
    },
    TEST_TIMEOUT,
  );

  it(
    "a revoked session: the visitor's next wallet call shows 'Session Expired' in the visitor's language, as the alert and under the field",
    async () => {
      const visitor = `expiring-${Date.now()}@example.com`;
      const demo = await browser.context.newPage();
      await demo.goto(`${world.demoUrl}/?locale=de`);
      await demo.evaluate(() => localStorage.clear());
      await demo.reload();
      await markSeen(world.server.url, visitor, seen);
      await demo.getByRole("button", { name: de.connectWallet }).click();
      await modal(demo).getByRole("textbox", { name: de.emailLabel }).fill(visitor);
      await modal(demo).getByRole("button", { name: de.emailContinue, exact: true }).click();
      const code = await nextCode(world.server.url, visitor, seen);
      await modal(demo).getByRole("textbox", { name: de.emailCodeLabel }).fill(code);
      await demo.getByRole("button", { name: ACCOUNT_BUTTON }).waitFor({ timeout: 120_000 });

      await revokeSessions(visitor);

      // The frame still holds the revoked token: its next call to the server is refused.
      await demo.bringToFront();
      await demo.getByRole("button", { name: ACCOUNT_BUTTON }).click();
      await modal(demo).getByRole("tablist").waitFor({ timeout: 60_000 });
      await modal(demo).getByRole("button", { name: de.updateEmail }).click();
      await modal(demo)
        .getByRole("textbox", { name: de.updateEmailNewLabel })
        .fill(`new-${visitor}`);
      await modal(demo).getByRole("button", { name: de.emailContinue, exact: true }).click();
      // The frame words the refusal in German; core raises the session alert on its code.
      await modal(demo)
        .getByRole("alert")
        .filter({ hasText: deFrame.refusals.SESSION_EXPIRED })
        .waitFor({ timeout: 60_000 });
      const alert = demo.getByRole("alert", { name: coreDe.alertSessionExpired });
      await alert.waitFor({ timeout: 60_000 });
      expect(await alert.textContent()).toContain(coreDe.alertSessionExpiredLong);
      await demo.close();
    },
    TEST_TIMEOUT,
  );

  it(
    "turning email off in the console hides the email field in shop's modal",
    async () => {
      const demo = await freshDemo();
      await demo.getByRole("button", { name: "Connect wallet" }).click();
      await modal(demo).getByRole("textbox", { name: "Email" }).waitFor();
      await demo.close();

      await console_.bringToFront();
      await console_.getByRole("link", { name: "Projects" }).click();
      await console_.getByRole("button", { name: "Edit Shop" }).click();
      await console_.getByRole("checkbox", { name: "Email login" }).uncheck();
      await console_.getByRole("button", { name: "Save changes" }).click();
      await console_.getByText(/Project shop saved/).waitFor();

      const after = await freshDemo();
      await after.getByRole("button", { name: "Connect wallet" }).click();
      await modal(after)
        .getByRole("button", { name: /Foyer Test Wallet/ })
        .waitFor();
      expect(await modal(after).getByRole("textbox", { name: "Email" }).count()).toBe(0);
      await after.close();
    },
    TEST_TIMEOUT,
  );

  it(
    "every view is axe-clean in dark mode, keyboard-reachable, and fits 375 px",
    async () => {
      await console_.bringToFront();
      await console_.getByRole("radio", { name: "Dark" }).check();
      await expect
        .poll(() => console_.evaluate(() => document.documentElement.dataset.theme))
        .toBe("dark");
      for (const view of ["Projects", "Users", "Sessions", "Reports", "Usage", "Audit"]) {
        await console_.setViewportSize({ width: 1280, height: 900 });
        await console_.getByRole("link", { name: view, exact: true }).click();
        await console_
          .getByRole("heading", { name: view === "Sessions" ? "Sign-in sessions" : view, level: 2 })
          .waitFor();
        await console_.waitForLoadState("networkidle");
        expect(await pageViolations(console_), view).toEqual([]);
        await console_.setViewportSize({ width: 375, height: 800 });
        expect(await overflow(console_), view).toBeLessThanOrEqual(0);
      }
      await console_.setViewportSize({ width: 1280, height: 900 });
      // From the keyboard: the skip link comes first and lands in the view; the views are
      // links; a project opens for editing with Enter.
      // A fresh load (going to another hash alone keeps the focus where it was).
      await console_.goto(`${consoleUrl()}#/users?project=shop`);
      await console_.reload();
      await console_.getByRole("heading", { name: "Users", level: 2 }).waitFor();
      await console_.keyboard.press("Tab");
      const focused = () => console_.evaluate(() => document.activeElement?.textContent ?? "");
      expect(await focused()).toBe("Skip to the view");
      await console_.keyboard.press("Enter");
      expect(await console_.evaluate(() => document.activeElement?.id)).toBe("main");
      await console_.getByRole("link", { name: "Projects", exact: true }).focus();
      await console_.keyboard.press("Enter");
      await console_.getByRole("button", { name: "Edit Shop" }).focus();
      await console_.keyboard.press("Enter");
      await console_.getByRole("button", { name: "Save changes" }).waitFor();
    },
    TEST_TIMEOUT,
  );
});
