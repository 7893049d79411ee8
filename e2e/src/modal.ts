import { AxeBuilder } from "@axe-core/playwright";
import type { Locator, Page } from "playwright-core";

/** `0xf39F…b92266`: the modal's 4-start / 6-end truncation (SPEC §9). */
export function truncated(address: string): string {
  return `${address.slice(0, 6)}…${address.slice(-6)}`;
}

/** The open modal (its shadow root is open, so role queries reach inside). */
export function modal(page: Page): Locator {
  return page.getByRole("dialog");
}

/**
 * Resolves once the modal's finite animations (card entry, view fade, height,
 * a toast fading in) have ended. Checks again after each wait, since a toast
 * that core reshows after a short delay starts its fade while we wait.
 */
export async function modalAnimationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const running = () =>
      (document.querySelector("foyer-modal")?.shadowRoot?.getAnimations() ?? []).filter(
        (animation) =>
          animation.playState === "running" &&
          animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY,
      );
    for (let pending = running(); pending.length > 0; pending = running()) {
      await Promise.all(pending.map((animation) => animation.finished.catch(() => undefined)));
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });
}

/**
 * Accessibility violations inside the modal, as `id: help (html of the first node)`.
 * Waits for the modal's finite animations first: axe measures colour contrast
 * as painted, and a view still fading in has not reached its colours yet.
 */
export async function modalViolations(page: Page): Promise<string[]> {
  await modalAnimationsSettled(page);
  const results = await new AxeBuilder({ page }).include("foyer-modal").analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes[0]?.html ?? "?"})`,
  );
}

/** Opens the modal from the page's "Connect wallet" button and picks the Foyer Test Wallet. */
export async function connectTestWallet(page: Page, address: string): Promise<void> {
  await page.getByRole("button", { name: "Connect wallet" }).click();
  await modal(page)
    .getByRole("button", { name: /Foyer Test Wallet/ })
    .click();
  await accountButton(page, address).waitFor();
}

/** The page's connect button once it names the account. */
export function accountButton(page: Page, address: string): Locator {
  return page.getByRole("button", { name: new RegExp(truncated(address)) });
}
