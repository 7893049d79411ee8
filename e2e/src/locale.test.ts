import { AxeBuilder } from "@axe-core/playwright";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localeMessages } from "../../apps/demo/src/locale/localeMessages.js";
import { loadFrameMessages } from "../../apps/frame/src/i18n/loadFrameMessages.js";
import { APPROVAL_TEXTS } from "../../apps/server/src/auth/approval/approvalTranslations.js";
import { MAIL_TEXT } from "../../apps/server/src/auth/mail/mailTranslations.js";
import { loadTranslation } from "../../packages/react/src/i18n/locales/loadLocaleMessages.js";
import { type Browser, launchBrowser } from "./browser.js";
import {
  chainTokens,
  devnetChain,
  expectedFiatCents,
  expectedTokenAmount,
  formatCents,
} from "./devnetChain.js";
import { mailTo, markSeen, nextCode, nextDeviceLink } from "./emailMailbox.js";
import { ACCOUNT_BUTTON, frameAtRest } from "./emailSession.js";
import { accountButton, modal, modalAnimationsSettled, modalViolations } from "./modal.js";
import { injectTestWallet } from "./testWallet.js";
import { startWorld, type World } from "./world.js";

const ar = await loadTranslation("ar");
const de = await loadTranslation("de");
const fr = await loadTranslation("fr");
const coreFr = fr.coreTexts;
const deFrame = await loadFrameMessages("de");
const frFrame = await loadFrameMessages("fr");

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error("element has no box");
  return found;
}

/**
 * The modal header's children in DOM order (their accessible names or text)
 * with their boxes, read in one go once the modal's animations have ended, so
 * every box comes from the same frame.
 */
async function header(page: Page) {
  await modalAnimationsSettled(page);
  const children = await modal(page)
    .locator(".header > *")
    .evaluateAll((nodes) =>
      nodes.map((node) => {
        const { x, y, width, height } = node.getBoundingClientRect();
        return { name: node.getAttribute("aria-label") ?? node.textContent, x, y, width, height };
      }),
    );
  const [back, title, close] = children;
  if (!back || !title || !close) throw new Error("the header has no back, title and close");
  return { back, title, close, order: children.map((child) => child.name) };
}

describe("the modal in another language (Chromium)", () => {
  let world: World;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    world = await startWorld();
    browser = await launchBrowser();
    page = await browser.context.newPage();
    await injectTestWallet(page, world, "approve");
  });

  afterAll(async () => {
    await browser?.close();
    await world?.stop();
  });

  it("?locale=ar lays the modal out right to left, in Arabic", async () => {
    await page.goto(`${world.demoUrl}/?locale=ar`);
    await page.getByRole("button", { name: ar.connectWallet }).click();
    await modal(page).getByRole("button", { name: ar.allWallets }).waitFor();
    expect(
      await page.locator("foyer-modal .root").evaluate((root) => getComputedStyle(root).direction),
    ).toBe("rtl");

    // A view with somewhere to go back to: back and close both show.
    await modal(page).getByRole("button", { name: ar.allWallets }).click();
    await modal(page).getByRole("searchbox", { name: ar.searchWallets }).waitFor();
    const { back, close, title, order } = await header(page);
    // Same element order as in English; mirrored on screen: back on the right, close on the left.
    expect(order).toEqual([ar.back, ar.allWallets, ar.close]);
    expect(back.x).toBeGreaterThan(title.x + title.width - 1);
    expect(close.x + close.width).toBeLessThan(title.x + 1);
    expect(back.y).toBeCloseTo(close.y, 0);
    // The back arrow points the way back: mirrored.
    expect(
      await modal(page)
        .getByRole("button", { name: ar.back })
        .locator("span")
        .evaluate((arrow) => getComputedStyle(arrow).transform),
    ).toBe("matrix(-1, 0, 0, 1, 0, 0)");
    expect(await modalViolations(page)).toEqual([]);
  });

  it("aligns a wallet row's text to the start: the image on the right, the name left of it", async () => {
    const row = modal(page).getByRole("button", { name: /Rainbow/ });
    await modal(page).getByRole("searchbox", { name: ar.searchWallets }).fill("rain");
    await row.waitFor();
    await modalAnimationsSettled(page);
    const image = await box(row.locator(".wallet-image").first());
    const name = await box(row.locator(".row-name"));
    const rowBox = await box(row);
    expect(image.x + image.width).toBeGreaterThan(rowBox.x + rowBox.width - 24);
    expect(name.x + name.width).toBeLessThanOrEqual(image.x + 1);
    expect(await row.evaluate((node) => getComputedStyle(node).textAlign)).toBe("start");
    await page.keyboard.press("Escape");
    await expect.poll(() => modal(page).count()).toBe(0);
  });

  it("the header's language picker switches the modal to German in place, laid out left to right", async () => {
    // A mark on the page's window: a reload would lose it.
    await page.evaluate(() => {
      (window as { stayed?: boolean }).stayed = true;
    });
    await page.getByRole("combobox", { name: localeMessages.label }).selectOption("de");
    await page.getByRole("button", { name: de.connectWallet }).waitFor();
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
    // The address keeps the choice, so a reload stays in German.
    expect(new URL(page.url()).searchParams.get("locale")).toBe("de");
    await page.getByRole("button", { name: de.connectWallet }).click();
    await modal(page).getByRole("button", { name: de.allWallets }).click();
    await modal(page).getByRole("searchbox", { name: de.searchWallets }).waitFor();
    const { back, close, order } = await header(page);
    expect(order).toEqual([de.back, de.allWallets, de.close]);
    expect(back.x).toBeLessThan(close.x);
    expect(
      await page.locator("foyer-modal .root").evaluate((root) => getComputedStyle(root).direction),
    ).toBe("ltr");
  });

  it("in French, balances and dollar values are written the French way, the button's too", async () => {
    // A browser of its own: the page's wallet must be the test wallet, not the email one.
    const fresh = await launchBrowser();
    try {
      const french = await fresh.context.newPage();
      const address = await injectTestWallet(french, world, "approve");
      await french.goto(`${world.demoUrl}/?locale=fr`);
      await french.getByRole("button", { name: fr.connectWallet }).click();
      await modal(french)
        .getByRole("button", { name: /Foyer Test Wallet/ })
        .first()
        .click();
      // French groups thousands with a narrow no-break space and puts a comma before the fraction.
      const inFrench = (english: string) => english.replaceAll(",", "\u202f").replace(".", ",");
      const chain = devnetChain(world);
      const [eth] = chainTokens(world);
      if (!eth) throw new Error("the devnet has no native token");
      const raw = await chain.balanceOf(eth, address as `0x${string}`);
      const amount = `${inFrench(expectedTokenAmount(raw, eth.decimals))} ETH`;
      expect(amount).toMatch(/^\d{1,3}(\u202f\d{3})*,\d{3} ETH$/);
      await expect
        .poll(() => accountButton(french, address).textContent(), { timeout: 120_000 })
        .toContain(amount);

      await accountButton(french, address).click();
      const total = modal(french).getByTestId("token-total");
      await total.waitFor({ timeout: 120_000 });
      let cents = 0n;
      for (const token of chainTokens(world)) {
        cents += expectedFiatCents(
          await chain.balanceOf(token, address as `0x${string}`),
          await chain.usdPrice(token),
        );
      }
      // French puts the dollar sign after the amount, a space between.
      expect(await total.textContent()).toBe(`${inFrench(formatCents(cents))} $`);
      const rows = await modal(french).getByRole("list", { name: fr.tokens }).textContent();
      expect(rows).toContain(amount);
    } finally {
      await fresh.close();
    }
  });

  const email = `locale-${Date.now()}@example.com`;
  const seen = new Set<string>();

  it("in French, the login mail, the wallet's approval screen and the modal all speak French", async () => {
    await markSeen(world.server.url, email, seen);
    await page.goto(`${world.demoUrl}/?locale=fr`);
    await page.getByRole("button", { name: fr.connectWallet }).click();
    await modal(page).getByRole("textbox", { name: fr.emailLabel }).fill(email);
    await modal(page).getByRole("button", { name: fr.emailContinue, exact: true }).click();
    const code = await nextCode(world.server.url, email, seen);
    const [mail] = await mailTo(world.server.url, email);
    expect(mail?.subject).toBe(MAIL_TEXT.fr.codeSubject);
    expect(mail?.text).toBe(MAIL_TEXT.fr.codeLine(code, MAIL_TEXT.fr.minutes(10)));
    // A wrong code first: the server's refusal shows under the field in French.
    const wrong = ((Number(code) + 111_111) % 1_000_000).toString().padStart(6, "0");
    await modal(page).getByRole("textbox", { name: fr.emailCodeLabel }).fill(wrong);
    await modal(page)
      .getByRole("alert")
      .filter({ hasText: frFrame.refusals.OTP_INVALID })
      .waitFor({ timeout: 120_000 });
    // Resend within the 30 s: core's cooldown message, in French, its count kept.
    await modal(page).getByRole("button", { name: fr.emailResend }).click();
    const cooldown = new RegExp(
      coreFr
        .emailCooldown(Number.NaN)
        .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
        .replace("NaN", "\\d+"),
    );
    await modal(page).getByRole("alert").filter({ hasText: cooldown }).waitFor();
    await modal(page).getByRole("textbox", { name: fr.emailCodeLabel }).fill(code);
    await page.getByRole("button", { name: ACCOUNT_BUTTON }).waitFor({ timeout: 120_000 });

    // The demo's own panel is in English; what the wallet asks is in the app's language.
    await page.getByRole("button", { name: "Sign message" }).click();
    const wallet = page.frameLocator("#foyer-embedded-frame");
    await wallet.getByRole("heading", { name: frFrame.titles.signMessage }).waitFor({
      timeout: 120_000,
    });
    expect(
      await wallet
        .locator(".actions button")
        .evaluateAll((buttons) => buttons.map((button) => button.textContent)),
    ).toEqual([frFrame.reject, frFrame.approve]);
    expect(await wallet.locator("html").getAttribute("lang")).toBe("fr");
    await frameAtRest(page);
    await wallet.getByRole("button", { name: frFrame.reject }).click();
    await wallet.getByRole("heading", { name: frFrame.titles.signMessage }).waitFor({
      state: "detached",
    });

    // Switched in place while signed in: the wallet's next screen speaks the new language.
    await page.getByRole("combobox", { name: localeMessages.label }).selectOption("de");
    await page.getByRole("button", { name: "Sign message" }).click();
    await wallet.getByRole("heading", { name: deFrame.titles.signMessage }).waitFor({
      timeout: 120_000,
    });
    expect(await wallet.locator("html").getAttribute("lang")).toBe("de");
    await frameAtRest(page);
    await wallet.getByRole("button", { name: deFrame.reject }).click();
    await wallet.getByRole("heading", { name: deFrame.titles.signMessage }).waitFor({
      state: "detached",
    });
  });

  it("a new device in French: the mailed approval page speaks French", async () => {
    const fresh = await launchBrowser();
    try {
      const other = await fresh.context.newPage();
      await other.goto(`${world.demoUrl}/?locale=fr`);
      await other.getByRole("button", { name: fr.connectWallet }).click();
      await modal(other).getByRole("textbox", { name: fr.emailLabel }).fill(email);
      await modal(other).getByRole("button", { name: fr.emailContinue, exact: true }).click();
      await modal(other).getByText(fr.emailDeviceTitle).first().waitFor({ timeout: 120_000 });
      const link = await nextDeviceLink(world.server.url, email, seen);
      const tab = await fresh.context.newPage();
      await tab.goto(link);
      const T = APPROVAL_TEXTS.fr;
      await tab.getByRole("heading", { name: T.askTitle }).waitFor();
      expect(await tab.locator("html").getAttribute("lang")).toBe("fr");
      expect((await new AxeBuilder({ page: tab }).analyze()).violations).toEqual([]);
      await tab.getByRole("button", { name: T.approveButton }).click();
      await tab.getByRole("heading", { name: T.approvedTitle }).waitFor();
      expect(await tab.getByText(T.approved).count()).toBe(1);
    } finally {
      await fresh.close();
    }
  });
});
