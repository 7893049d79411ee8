import { APPROVAL_TITLES, foyerMessages } from "@foyer/core/internal";
import type { Frame, Page } from "playwright-core";
import { type Address, type Hex, verifyTypedData } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, launchBrowser } from "./browser.js";
import {
  ACCOUNT_BUTTON,
  approveInFrame,
  frameAtRest,
  loginByEmail,
  signDemoMessage,
} from "./emailSession.js";
import { modal, modalViolations } from "./modal.js";
import { startWorld, type World } from "./world.js";

const SLOW = { timeout: 120_000, interval: 250 };
const TEST_TIMEOUT = 300_000;
const FRAME = "#foyer-embedded-frame";

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The embedded wallet's screens inside the modal (Chromium, frame cross-site):
 * after an email login, each request shows the frame over the modal's content
 * area — under the modal's header, which names the request — in the modal's
 * theme, following the host's colour scheme; with nothing to approve, the
 * frame covers nothing.
 */
describe("embedded wallet: the frame's screens inside the modal (Chromium)", () => {
  let world: World;
  let browser: Browser;
  let page: Page;
  let address: Address;
  const email = `frame-${Date.now()}@example.com`;
  const seen = new Set<string>();

  beforeAll(async () => {
    world = await startWorld();
    browser = await launchBrowser();
    page = await browser.context.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(world.demoUrl);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await world?.stop();
  });

  const frameElement = () => page.locator(FRAME);
  const walletFrame = (): Frame => {
    const found = page.frames().find((f) => f.url().includes("/frame/"));
    if (!found) throw new Error("the embedded wallet's frame is not on the page");
    return found;
  };
  const ariaHidden = () => frameElement().getAttribute("aria-hidden");
  /** The frame's box as laid out (zero when hidden), and whether anything of it is painted. */
  const frameLayout = () =>
    page.evaluate((selector) => {
      const element = document.querySelector(selector);
      if (!element) return undefined;
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return { width: rect.width, height: rect.height, visibility: style.visibility };
    }, FRAME);
  /** What the page hit-tests at a point: the frame, the modal's host, or something else. */
  const topElementAt = (x: number, y: number) =>
    page.evaluate(([px, py]) => document.elementFromPoint(px ?? 0, py ?? 0)?.tagName, [x, y]);

  async function boxOf(locator: ReturnType<Page["locator"]>): Promise<Box> {
    const box = await locator.boundingBox();
    if (!box) throw new Error("not laid out");
    return box;
  }

  /** Waits until the frame shows, then checks it lies inside the modal and under its header. */
  async function expectFrameInsideModal() {
    await expect.poll(ariaHidden, SLOW).toBe("false");
    // The card's height animates as the view changes: measure it with the frame, each try.
    await expect
      .poll(async () => {
        const card = await boxOf(modal(page));
        const header = await boxOf(modal(page).locator(".header"));
        const frame = await boxOf(frameElement());
        return (
          frame.width > 100 &&
          frame.height > 100 &&
          frame.x >= card.x - 0.5 &&
          frame.y >= header.y + header.height - 0.5 &&
          frame.x + frame.width <= card.x + card.width + 0.5 &&
          frame.y + frame.height <= card.y + card.height + 0.5
        );
      }, SLOW)
      .toBe(true);
    const header = await boxOf(modal(page).locator(".header"));
    // The header is on top where it is drawn: the frame covers none of it.
    expect(await topElementAt(header.x + header.width / 2, header.y + header.height / 2)).toBe(
      "FOYER-MODAL",
    );
    const frame = await boxOf(frameElement());
    expect(await topElementAt(frame.x + frame.width / 2, frame.y + frame.height / 2)).toBe(
      "IFRAME",
    );
  }

  it(
    "logs in by email",
    async () => {
      await loginByEmail(page, world.server.url, email, seen);
      if ((await modal(page).count()) > 0) await page.keyboard.press("Escape");
      await expect.poll(() => modal(page).count(), SLOW).toBe(0);
    },
    TEST_TIMEOUT,
  );

  it(
    "Sign message: the frame's approval sits in the modal under a 'Sign message' header, on desktop and phone widths",
    async () => {
      await page.getByRole("button", { name: "Sign message" }).click();
      await page
        .getByRole("dialog", { name: APPROVAL_TITLES.signMessage })
        .waitFor({ timeout: 120_000 });
      await page
        .frameLocator(FRAME)
        .getByRole("heading", { name: APPROVAL_TITLES.signMessage })
        .waitFor({ timeout: 120_000 });
      await expectFrameInsideModal();
      expect(await modalViolations(page)).toEqual([]);

      // A phone: the modal takes the width, and the frame follows it there.
      await page.setViewportSize({ width: 375, height: 667 });
      await expectFrameInsideModal();
      await page.setViewportSize({ width: 1280, height: 800 });
      await expectFrameInsideModal();

      await approveInFrame(page);
      await expect
        .poll(() => page.getByTestId("signature").textContent(), SLOW)
        .toMatch(/^Signature: 0x[0-9a-f]+$/);
      await expect.poll(() => modal(page).count(), SLOW).toBe(0);
    },
    TEST_TIMEOUT,
  );

  it(
    "with the host in dark mode, a typed-data request says 'Sign typed data' and the frame wears the modal's dark theme",
    async () => {
      await page.emulateMedia({ colorScheme: "dark" });
      await page.getByRole("button", { name: "Sign typed data" }).click();
      await page
        .getByRole("dialog", { name: APPROVAL_TITLES.signTypedData })
        .waitFor({ timeout: 120_000 });
      await page
        .frameLocator(FRAME)
        .getByRole("heading", { name: APPROVAL_TITLES.signTypedData })
        .waitFor({ timeout: 120_000 });
      await expectFrameInsideModal();

      const modalColours = await modal(page).evaluate((card) => {
        const style = getComputedStyle(card);
        return { background: style.backgroundColor, text: style.color, font: style.fontFamily };
      });
      // Dark: the modal's background is darker than its text.
      expect(luminance(modalColours.background)).toBeLessThan(luminance(modalColours.text));
      const frameColours = await walletFrame().evaluate(() => {
        const style = getComputedStyle(document.documentElement);
        return {
          background: style.backgroundColor,
          text: style.color,
          scheme: style.colorScheme,
          font: style.fontFamily,
        };
      });
      expect(frameColours).toEqual({ ...modalColours, scheme: "dark" });
      // The typed data reads field by field under its domain, not as JSON; the title is the
      // modal header's, so the frame's own heading is for screen readers only.
      const fields = await walletFrame().evaluate(() =>
        Array.from(document.querySelectorAll(".field"), (row) => [
          row.querySelector("dt")?.textContent,
          row.querySelector("dd")?.textContent,
        ]),
      );
      expect(fields.slice(0, 4)).toEqual([
        ["Domain", "Foyer demo · 1"],
        ["Chain", "31337"],
        ["Type", "Greeting"],
        ["from", expect.stringMatching(/^0x[0-9a-fA-F]{40}$/)],
      ]);
      expect(fields.map(([label]) => label)).toContain("contents");
      expect(fields.some(([, value]) => value?.trimStart().startsWith("{"))).toBe(false);
      const heading = await walletFrame().evaluate(() => {
        const h1 = document.querySelector("h1");
        return h1 ? h1.getBoundingClientRect().height : undefined;
      });
      expect(heading).toBeLessThanOrEqual(1);
      // Reject is the modal's secondary button, Approve its primary (accent) one.
      const buttons = await walletFrame().evaluate(() =>
        Array.from(document.querySelectorAll("button"), (b) => [b.textContent, b.className]),
      );
      expect(buttons).toEqual([
        ["Reject", "secondary"],
        ["Approve", "primary"],
      ]);

      await approveInFrame(page);
      let signature: Hex | undefined;
      await expect
        .poll(async () => {
          const text = (await page.getByTestId("typed-signature").textContent()) ?? "";
          signature = text.startsWith("Signature: 0x")
            ? (text.slice("Signature: ".length) as Hex)
            : undefined;
          return signature !== undefined;
        }, SLOW)
        .toBe(true);
      address = await accountAddress();
      // The demo shows the typed data it asked to sign: verify the signature over exactly that.
      const typedData = JSON.parse((await page.getByTestId("typed-data").textContent()) ?? "{}");
      const { EIP712Domain: _domain, ...types } = typedData.types;
      expect(
        await verifyTypedData({
          address,
          domain: typedData.domain,
          types,
          primaryType: typedData.primaryType,
          message: typedData.message,
          signature: signature as Hex,
        }),
      ).toBe(true);
    },
    TEST_TIMEOUT,
  );

  it(
    "with nothing to approve the frame covers nothing; closing the modal gives a request up",
    async () => {
      await expect.poll(ariaHidden, SLOW).toBe("true");
      expect(await frameLayout()).toEqual({ width: 0, height: 0, visibility: "hidden" });
      // The page's own buttons are the page's again.
      // (The dev test wallet's panel may sit over a card: what matters is that the frame does not.)
      const button = await boxOf(page.getByRole("button", { name: "Sign message" }));
      expect(
        await topElementAt(button.x + button.width / 2, button.y + button.height / 2),
      ).not.toBe("IFRAME");

      await page.getByRole("button", { name: "Sign message" }).click();
      await expectFrameInsideModal();
      await modal(page).getByRole("button", { name: "Close" }).click();
      // To the dApp, closing the approval is turning it down.
      await expect
        .poll(() => page.getByTestId("signature").textContent(), SLOW)
        .toBe(`Not signed: ${foyerMessages.walletUserRejected}`);
      await expect.poll(ariaHidden, SLOW).toBe("true");
      expect(await frameLayout()).toEqual({ width: 0, height: 0, visibility: "hidden" });

      // And the wallet still answers the next request.
      expect((await signDemoMessage(page)).address).toBe(address);
    },
    TEST_TIMEOUT,
  );

  it(
    "a page that claims another app's name and URL: the approval names the origin it verified above the claim, and warns they disagree",
    async () => {
      // The demo gives itself another name and another origin's URL in its metadata; the
      // email session carries over to this second tab of the same browser.
      const claimed = "https://wallet.other.example";
      const other = await browser.context.newPage();
      try {
        await other.goto(
          `${world.demoUrl}?appname=${encodeURIComponent("Other App")}&appurl=${encodeURIComponent(claimed)}`,
        );
        await other.getByRole("button", { name: ACCOUNT_BUTTON }).waitFor({ timeout: 120_000 });
        await other.getByRole("button", { name: "Sign message" }).click();
        const frame = other.frameLocator(FRAME);
        await frame
          .getByRole("heading", { name: APPROVAL_TITLES.signMessage })
          .waitFor({ timeout: 120_000 });
        const origin = new URL(world.demoUrl).origin;
        expect(await frame.getByTestId("request-origin").textContent()).toBe(origin);
        expect(await frame.getByText("Calls itself Other App").count()).toBe(1);
        expect(
          await frame.getByRole("alert").filter({ hasText: "This app says it is" }).textContent(),
        ).toBe(`This app says it is ${claimed}, but the request comes from ${origin}.`);
        // The origin is above the claim: the person reads who asks before what it calls itself.
        // Both boxes are read at one instant inside the frame: the frame itself may still be
        // following the modal's card on the page.
        const originAbove = await frame.getByTestId("request-origin").evaluate((origin) => {
          const claim = [...origin.ownerDocument.querySelectorAll("p")].find(
            (p) => p.textContent?.trim() === "Calls itself Other App",
          );
          return (
            claim !== undefined &&
            origin.getBoundingClientRect().bottom <= claim.getBoundingClientRect().top
          );
        });
        expect(originAbove).toBe(true);
        await frameAtRest(other);
        await frame.getByRole("button", { name: "Reject" }).click();
        await expect
          .poll(() => other.getByTestId("signature").textContent(), SLOW)
          .toBe(`Not signed: ${foyerMessages.walletUserRejected}`);
      } finally {
        await other.close();
      }
    },
    TEST_TIMEOUT,
  );

  /** The account's full address, from the account view. */
  async function accountAddress(): Promise<Address> {
    await page.getByRole("button", { name: ACCOUNT_BUTTON }).click();
    const full = await modal(page).locator("p.address").getAttribute("title", { timeout: 60_000 });
    await page.keyboard.press("Escape");
    await expect.poll(() => modal(page).count(), SLOW).toBe(0);
    return full as Address;
  }
});

/** Relative luminance of a computed `rgb(…)` colour, enough to tell dark from light. */
function luminance(rgb: string): number {
  const [r = 0, g = 0, b = 0] = (rgb.match(/[\d.]+/g) ?? []).map(Number);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
