import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BrowserContext, chromium } from "playwright-core";

/** Debian's Chromium; CI installs it with apt-get. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

// This machine's network is closed: without these, Chromium's background
// services open (and fail) many connections at every start.
const chromiumArgs = [
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

export interface BrowserOptions {
  /** Let cross-site frames use storage (third-party cookies allowed in the profile). */
  thirdPartyStorage?: boolean;
  /** A phone held upright: 390×844, touch, a mobile user agent (an Android Chrome's). */
  phone?: boolean;
}

/** What a phone's browser looks like to a page: its size, touch and a mobile user agent. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  userAgent:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
} as const;

/**
 * A headless Chromium with a fresh, throw-away profile. Playwright refuses
 * `--user-data-dir` in args, so the profile goes through launchPersistentContext.
 */
export async function launchBrowser(options: BrowserOptions = {}): Promise<Browser> {
  const profile = await mkdtemp(join(tmpdir(), "foyer-e2e-profile-"));
  if (options.thirdPartyStorage) {
    // Chromium's "allow third-party cookies" setting (0); the default (1 in this headless
    // build) denies storage to a cross-site frame such as the embedded wallet's.
    await mkdir(join(profile, "Default"), { recursive: true });
    await writeFile(
      join(profile, "Default", "Preferences"),
      JSON.stringify({ profile: { cookie_controls_mode: 0 } }),
    );
  }
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    args: chromiumArgs,
    ...(options.phone ? PHONE : {}),
  });
  return {
    context,
    async close() {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}
