import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BrowserContext, chromium } from "playwright-core";

// Debian's Chromium, as in e2e/; the flags keep its background services from
// dialling out on this offline machine.
const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const args = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export interface Browser {
  context: BrowserContext;
  close(): Promise<void>;
}

/** Playwright refuses --user-data-dir in args, so a throw-away profile goes through launchPersistentContext. */
export async function launchBrowser(): Promise<Browser> {
  const profile = await mkdtemp(join(tmpdir(), "foyer-wallet-profile-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    args,
  });
  return {
    context,
    async close() {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}
