import type { Page } from "playwright-core";

/** The focused element's accessible text, looking through open shadow roots (the modal's). */
export function focusedLabel(page: Page): Promise<string> {
  return page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active || active === document.body) return "";
    return (active.getAttribute("aria-label") ?? active.textContent ?? "").trim();
  });
}

/** Presses Tab until the focused control's text matches, as a keyboard user scans; fails after `max`. */
export async function tabTo(page: Page, pattern: RegExp, max = 20): Promise<void> {
  const seen: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    const label = await focusedLabel(page);
    if (pattern.test(label)) return;
    seen.push(label);
  }
  throw new Error(`Tab never reached ${pattern}; focused in turn: ${JSON.stringify(seen)}`);
}

/** The focused control's text inside the wallet frame (its own document), "" when none. */
export async function frameFocusedLabel(page: Page): Promise<string> {
  const frame = page.frames().find((f) => new URL(f.url()).pathname.startsWith("/frame/"));
  if (!frame) return "";
  return frame.evaluate(() =>
    document.hasFocus() && document.activeElement !== document.body
      ? (document.activeElement?.textContent ?? "").trim()
      : "",
  );
}
