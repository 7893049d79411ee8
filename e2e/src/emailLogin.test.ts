import type { Page } from "playwright-core";
import { type Address, type Hex, recoverMessageAddress, verifyMessage } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, launchBrowser } from "./browser.js";
import { enterCode, markSeen, nextCode, submitEmail } from "./emailMailbox.js";
import { modal, truncated } from "./modal.js";
import { startWorld, type World } from "./world.js";

const SLOW = { timeout: 120_000, interval: 500 };
const TEST_TIMEOUT = 300_000;

describe("embedded wallet: email login, sign, reload, sign out (Chromium, cross-site frame)", () => {
  let world: World;
  let browser: Browser;
  let page: Page;
  const email = `ada-${Date.now()}@example.com`;
  const seen = new Set<string>();
  let address: Address;

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

  /** The page's connect button once it names an account (`0x1234…abcdef`). */
  const accountText = async () =>
    (await page.getByRole("button", { name: /0x[0-9a-fA-F]{4}…[0-9a-fA-F]{6}/ }).count()) > 0
      ? await page.getByRole("button", { name: /0x[0-9a-fA-F]{4}…[0-9a-fA-F]{6}/ }).textContent()
      : "";

  it(
    "logs in with the mailed code and shows the account",
    async () => {
      await markSeen(world.server.url, email, seen);
      await submitEmail(page, email);
      const code = await nextCode(world.server.url, email, seen);
      await enterCode(page, code);
      await expect.poll(accountText, SLOW).toMatch(/0x[0-9a-fA-F]{4}…[0-9a-fA-F]{6}/);
    },
    TEST_TIMEOUT,
  );

  it(
    "signs a message after Approve inside the frame; the signature is the shown account's",
    async () => {
      if ((await modal(page).count()) > 0) await page.keyboard.press("Escape");
      const message = "Hello from the Foyer demo";
      await page.getByRole("button", { name: "Sign message" }).click();
      const frame = page.frameLocator("#foyer-embedded-frame");
      await frame.getByRole("button", { name: "Approve" }).click({ timeout: 120_000 });
      await expect
        .poll(() => page.getByTestId("signature").textContent(), SLOW)
        .toMatch(/^Signature: 0x/);
      const signature = (await page.getByTestId("signature").textContent())?.slice(
        "Signature: ".length,
      ) as Hex;
      address = await recoverMessageAddress({ message, signature });
      expect(await accountText()).toContain(truncated(address));
      expect(await verifyMessage({ address, message, signature })).toBe(true);
    },
    TEST_TIMEOUT,
  );

  it(
    "stays connected to the same account after a reload",
    async () => {
      await page.reload();
      await expect.poll(accountText, SLOW).toContain(truncated(address));
    },
    TEST_TIMEOUT,
  );

  it(
    "signs out: 'Connect wallet' again, and a reload does not bring the account back",
    async () => {
      await page.getByRole("button", { name: new RegExp(truncated(address)) }).click();
      await modal(page).getByRole("button", { name: "Disconnect" }).click({ timeout: 60_000 });
      await page.getByRole("button", { name: "Connect wallet" }).waitFor({ timeout: 60_000 });
      await page.reload();
      await page.getByRole("button", { name: "Connect wallet" }).waitFor({ timeout: 60_000 });
      await page.waitForTimeout(3000);
      expect(await accountText()).toBe("");
    },
    TEST_TIMEOUT,
  );
});
