/**
 * Behaviour §5 in Chromium: with Sign in with X required, the embedded wallet's
 * email login signs the dApp's SIWX message as part of the login (the message
 * travels with get-user), so the page shows the server-verified session
 * without the sign view or an approval in the frame ever appearing.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, launchBrowser } from "./browser.js";
import { enterCode, markSeen, nextCode, submitEmail } from "./emailMailbox.js";
import { modal, truncated } from "./modal.js";
import { startWorld, type World } from "./world.js";

const SLOW = { timeout: 120_000, interval: 500 };

/**
 * Starts recording, in the page, whether the SIWX sign view or an approval
 * (the frame laid over the page) ever shows; both stay up until someone acts,
 * so sampling cannot miss them.
 */
async function watchForApprovals(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { foyerApprovalsSeen: string[] }).foyerApprovalsSeen = seen;
    setInterval(() => {
      const frame = document.getElementById("foyer-embedded-frame");
      if (frame?.getAttribute("aria-hidden") === "false" && !seen.includes("frame")) {
        seen.push("frame");
      }
      const root = document.querySelector("foyer-modal")?.shadowRoot;
      const headings = Array.from(root?.querySelectorAll("h1, h2, h3") ?? [], (h) => h.textContent);
      if (headings.includes("Sign in to Foyer demo") && !seen.includes("signView")) {
        seen.push("signView");
      }
    }, 25);
  });
}

const approvalsSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { foyerApprovalsSeen: string[] }).foyerApprovalsSeen);

describe("email login with SIWX required: one step, no second approval (Chromium)", () => {
  let world: World;
  let browser: Browser;
  let page: Page;
  const email = `siwx-${Date.now()}@example.com`;
  const seen = new Set<string>();

  beforeAll(async () => {
    world = await startWorld();
    browser = await launchBrowser();
    page = await browser.context.newPage();
    await page.goto(`${world.demoUrl}/?testwallet=off&siwx=required`);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await world?.stop();
  });

  it("the mailed code logs in and signs in: the session is shown, no sign view, no approval", {
    timeout: 300_000,
  }, async () => {
    await watchForApprovals(page);
    await markSeen(world.server.url, email, seen);
    await submitEmail(page, email);
    await enterCode(page, await nextCode(world.server.url, email, seen, 60_000, page));

    await expect
      .poll(() => page.getByTestId("siwx-address").textContent(), SLOW)
      .toMatch(/^0x[0-9a-fA-F]{40}$/);
    const address = (await page.getByTestId("siwx-address").textContent()) ?? "";
    expect(await page.getByTestId("siwx-chain").textContent()).toBe("Foyer Devnet (eip155:31337)");
    // The session is the logged-in account's, and the modal closed by itself.
    await page
      .getByRole("button", { name: new RegExp(truncated(address)) })
      .waitFor({ timeout: 60_000 });
    await expect.poll(() => modal(page).count(), SLOW).toBe(0);
    expect(await approvalsSeen(page)).toEqual([]);
  });

  it("a reload keeps the session without asking anything", { timeout: 180_000 }, async () => {
    const address = (await page.getByTestId("siwx-address").textContent()) ?? "";
    await page.reload();
    await watchForApprovals(page);
    await expect.poll(() => page.getByTestId("siwx-address").textContent(), SLOW).toBe(address);
    expect(await modal(page).count()).toBe(0);
    expect(await approvalsSeen(page)).toEqual([]);
  });
});
