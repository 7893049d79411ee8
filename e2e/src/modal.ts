import { AxeBuilder } from "@axe-core/playwright";
import type { Locator, Page } from "playwright-core";

/** `0xf39F…b92266`: the modal's 4-start / 6-end truncation (behaviour §9). */
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
 * Accessibility violations inside the modal, as `id: help (html of the first node)`, in the
 * mode it shows and, where the page follows the system's, in the other one too (prefixed
 * with that mode). Waits for the modal's finite animations first: axe measures colour
 * contrast as painted, and a view still fading in has not reached its colours yet.
 */
export async function modalViolations(page: Page): Promise<string[]> {
  const found = await violationsAsShown(page);
  // The demo follows the system's light or dark unless the visitor picked one: the other mode
  // is checked too, as the system would ask for it, then the page is put back.
  const mode = await page.evaluate(() => {
    let preference = "system";
    try {
      const stored = JSON.parse(localStorage.getItem("foyer-demo.theme") ?? "{}") as {
        preference?: string;
      };
      preference = stored.preference ?? "system";
    } catch {}
    const root = document.querySelector("foyer-modal")?.shadowRoot?.querySelector(".root");
    return preference === "system" ? (root?.getAttribute("data-theme") ?? undefined) : undefined;
  });
  if (mode !== "light" && mode !== "dark") return found;
  const other = mode === "dark" ? "light" : "dark";
  await page.emulateMedia({ colorScheme: other });
  try {
    await page.waitForFunction(
      (expected) =>
        document
          .querySelector("foyer-modal")
          ?.shadowRoot?.querySelector(".root")
          ?.getAttribute("data-theme") === expected,
      other,
    );
    const inOther = await violationsAsShown(page);
    return [...found, ...inOther.map((violation) => `${other}: ${violation}`)];
  } finally {
    await page.emulateMedia({ colorScheme: mode });
  }
}

async function violationsAsShown(page: Page): Promise<string[]> {
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
