import type { Page } from "playwright-core";
import { type Address, type Hex, recoverMessageAddress } from "viem";
import { enterCode, markSeen, nextCode, submitEmail } from "./emailMailbox.js";

/** The demo's connect button once it names an account: `0x1234…abcdef`. */
export const ACCOUNT_BUTTON = /0x[0-9a-fA-F]{4}…[0-9a-fA-F]{6}/;

/** The message the demo's "Sign message" button signs. */
export const DEMO_MESSAGE = "Hello from the Foyer demo";

/** The connect button's text once it names an account, else "". */
export async function accountText(page: Page): Promise<string> {
  const button = page.getByRole("button", { name: ACCOUNT_BUTTON });
  return (await button.count()) > 0 ? ((await button.textContent()) ?? "") : "";
}

/**
 * The whole email login as a visitor does it: Connect wallet → Email →
 * Continue, the code from the dev mailbox, until the connect button names
 * the account. For an address the server already knows on an approved
 * device (or a new user); a new device needs the approval link first.
 */
export async function loginByEmail(
  page: Page,
  serverUrl: string,
  email: string,
  seen: Set<string>,
): Promise<void> {
  await markSeen(serverUrl, email, seen);
  await submitEmail(page, email);
  let code: string;
  try {
    code = await nextCode(serverUrl, email, seen, 120_000, page);
  } catch (error) {
    // Say what the visitor saw: a refusal, a spinner or a reloaded page.
    const body = await page
      .locator("body")
      .textContent()
      .catch(() => null);
    const shown = (body ?? "").slice(0, 600);
    throw new Error(`${(error as Error).message}; the page showed: ${JSON.stringify(shown)}`);
  }
  await enterCode(page, code);
  await page.getByRole("button", { name: ACCOUNT_BUTTON }).waitFor({ timeout: 120_000 });
}

/** Clicks Approve in the embedded wallet's frame (its ApproveTransaction view). */
export async function approveInFrame(page: Page): Promise<void> {
  const approve = page
    .frameLocator("#foyer-embedded-frame")
    .getByRole("button", { name: "Approve" });
  await approve.waitFor({ timeout: 120_000 });
  await frameAtRest(page);
  await approve.click({ timeout: 120_000 });
}

/**
 * Waits until the frame has kept its place on the page for a few animation
 * frames. The frame follows the modal's card, which animates its height when
 * the approval shows; Playwright waits for the button to rest inside the
 * frame, not for the frame to rest on the page, so a click during the
 * animation would land where the button was.
 */
export async function frameAtRest(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const frame = document.getElementById("foyer-embedded-frame");
      const box = frame?.getBoundingClientRect();
      const probe = window as unknown as { foyerFrameBox?: string; foyerFrameStill?: number };
      const key = box ? `${box.x},${box.y},${box.width},${box.height}` : "";
      probe.foyerFrameStill = key === probe.foyerFrameBox ? (probe.foyerFrameStill ?? 0) + 1 : 0;
      probe.foyerFrameBox = key;
      return box !== undefined && box.width > 0 && probe.foyerFrameStill >= 5;
    },
    undefined,
    { polling: "raf", timeout: 120_000 },
  );
}

/** The demo's signature line once it shows one, as hex. */
export async function shownSignature(page: Page): Promise<Hex | undefined> {
  const text = (await page.getByTestId("signature").textContent()) ?? "";
  return text.startsWith("Signature: 0x") ? (text.slice("Signature: ".length) as Hex) : undefined;
}

/**
 * The demo's "Sign message", approved in the frame; answers the signature
 * and the address it recovers to (what the frame really signed with). The
 * status line says "Waiting for the wallet…" from the click until the answer.
 */
export async function signDemoMessage(
  page: Page,
  timeoutMs = 120_000,
): Promise<{ signature: Hex; address: Address }> {
  await page.getByRole("button", { name: "Sign message" }).click();
  await approveInFrame(page);
  const deadline = Date.now() + timeoutMs;
  let signature = await shownSignature(page);
  while (!signature && Date.now() < deadline) {
    await page.waitForTimeout(250);
    signature = await shownSignature(page);
  }
  if (!signature) throw new Error("the demo showed no signature");
  return { signature, address: await recoverMessageAddress({ message: DEMO_MESSAGE, signature }) };
}
