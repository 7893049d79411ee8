import { APPROVAL_TITLES } from "@foyer/core/internal";
import type { Page } from "playwright-core";
import { getAddress, type Hex } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { expect } from "vitest";
import { frameAtRest } from "./emailSession.js";
import { modal } from "./modal.js";

const WAIT = { timeout: 60_000 };

/**
 * Account (already open) → Export private key, for a user whose recent sign-in is the proof
 * (social, Farcaster): the frame asks no email code, Reveal shows a key of the address the
 * account shows, and Done leaves the "exported" notice.
 */
export async function exportKeyWithRecentSignIn(page: Page): Promise<void> {
  const shown = getAddress(String(await modal(page).locator("p.address").getAttribute("title")));
  await modal(page).getByRole("button", { name: "Export private key" }).click(WAIT);
  const frame = page.frameLocator("#foyer-embedded-frame");
  await frame.getByRole("dialog", { name: APPROVAL_TITLES.exportKey }).waitFor(WAIT);
  await frame
    .getByText("Your sign-in of the last few minutes confirms it is you.", { exact: false })
    .waitFor(WAIT);
  expect(await frame.getByRole("textbox", { name: "Code from your email" }).count()).toBe(0);
  await frame.getByRole("button", { name: "Reveal private key" }).waitFor(WAIT);
  // The frame follows the modal's card while it grows: click once it is still.
  await frameAtRest(page);
  await frame.getByRole("button", { name: "Reveal private key" }).click(WAIT);
  const output = frame.locator('output[aria-label="Private key"]');
  await expect.poll(() => output.textContent(), WAIT).toMatch(/^0x[0-9a-f]{64}$/);
  const key = String(await output.textContent()) as Hex;
  expect(privateKeyToAccount(key).address).toBe(shown);
  await frameAtRest(page);
  await frame.getByRole("button", { name: "Done" }).click();
  await expect
    .poll(() => page.getByText("Private key exported. Keep it somewhere safe.").count(), WAIT)
    .toBe(1);
}
