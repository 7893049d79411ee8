import { AxeBuilder } from "@axe-core/playwright";
import { APPROVAL_TEXT } from "@foyer/server";
import type { Page } from "playwright-core";
import { type Address, verifyMessage } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, launchBrowser } from "./browser.js";
import {
  enterCode,
  markSeen,
  nextCode,
  nextDeviceLink,
  submitEmail,
  unseenMail,
} from "./emailMailbox.js";
import {
  ACCOUNT_BUTTON,
  accountText,
  DEMO_MESSAGE,
  loginByEmail,
  signDemoMessage,
} from "./emailSession.js";
import { modal, truncated } from "./modal.js";
import { startWorld, type World } from "./world.js";

const SLOW = { timeout: 120_000, interval: 500 };
const TEST_TIMEOUT = 300_000;

/** Whether the embedded wallet's frame (cross-site) may use its own localStorage. */
async function frameHasStorage(page: Page): Promise<boolean> {
  const frame = page.frames().find((f) => f.url().includes("/frame/"));
  if (!frame) throw new Error("the embedded wallet's frame is not on the page");
  return frame.evaluate(() => {
    try {
      localStorage.setItem("foyer-e2e-probe", "1");
      localStorage.removeItem("foyer-e2e-probe");
      return true;
    } catch {
      return false;
    }
  });
}

describe.each([
  { storage: "blocked", thirdPartyStorage: false },
  { storage: "allowed", thirdPartyStorage: true },
])(
  "embedded wallet with frame storage $storage: email login, sign, reload, device approval, sign out (Chromium, cross-site frame)",
  ({ thirdPartyStorage }) => {
    let world: World;
    let browser: Browser;
    let page: Page;
    const email = `ada-${Date.now()}@example.com`;
    const seen = new Set<string>();
    let address: Address;

    beforeAll(async () => {
      world = await startWorld();
      browser = await launchBrowser({ thirdPartyStorage });
      page = await browser.context.newPage();
      await page.goto(world.demoUrl);
    }, 180_000);

    afterAll(async () => {
      await browser?.close();
      await world?.stop();
    });

    it(
      "logs in with the mailed code and shows the account",
      async () => {
        await loginByEmail(page, world.server.url, email, seen);
        expect(await accountText(page)).toMatch(ACCOUNT_BUTTON);
        expect(await frameHasStorage(page)).toBe(thirdPartyStorage);
      },
      TEST_TIMEOUT,
    );

    it(
      "signs a message after Approve inside the frame; the signature is the shown account's",
      async () => {
        if ((await modal(page).count()) > 0) await page.keyboard.press("Escape");
        const signed = await signDemoMessage(page);
        address = signed.address;
        expect(await accountText(page)).toContain(truncated(address));
        expect(
          await verifyMessage({ address, message: DEMO_MESSAGE, signature: signed.signature }),
        ).toBe(true);
      },
      TEST_TIMEOUT,
    );

    it(
      "stays connected to the same account after a reload",
      async () => {
        await page.reload();
        await expect.poll(() => accountText(page), SLOW).toContain(truncated(address));
      },
      TEST_TIMEOUT,
    );

    it(
      "a fresh browser profile asks to approve the device, then the code, and gets the SAME account",
      async () => {
        const fresh = await launchBrowser({ thirdPartyStorage });
        try {
          const other = await fresh.context.newPage();
          await other.goto(world.demoUrl);
          await markSeen(world.server.url, email, seen);
          await submitEmail(other, email);
          await modal(other).getByText("Approve this device").waitFor({ timeout: 120_000 });
          const link = await nextDeviceLink(world.server.url, email, seen);
          const tab = await fresh.context.newPage();
          // Opening the link (a GET, as a mail scanner makes it) only asks.
          await tab.goto(link);
          await tab.getByRole("heading", { name: APPROVAL_TEXT.askTitle }).waitFor();
          expect(await tab.getByText(email).count()).toBeGreaterThan(0);
          expect((await new AxeBuilder({ page: tab }).analyze()).violations).toEqual([]);
          // The server sent no code and the frame still waits on "Approve this device":
          // under the old GET approval the code mail went out before the page answered.
          expect(await unseenMail(world.server.url, email, seen)).toEqual([]);
          expect(await modal(other).getByText("Approve this device").isVisible()).toBe(true);
          await tab.getByRole("button", { name: APPROVAL_TEXT.approveButton }).click();
          await tab.getByText(APPROVAL_TEXT.approved).waitFor();
          await tab.close();
          await enterCode(other, await nextCode(world.server.url, email, seen));
          await other
            .getByRole("button", { name: new RegExp(truncated(address)) })
            .waitFor({ timeout: 120_000 });
          // The full address, not just its shortened form: the new device signs for it.
          expect((await signDemoMessage(other)).address).toBe(address);
        } finally {
          await fresh.close();
        }
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
        expect(await accountText(page)).toBe("");
      },
      TEST_TIMEOUT,
    );
  },
);
