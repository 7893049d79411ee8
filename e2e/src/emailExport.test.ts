import { APPROVAL_TITLES } from "@foyer/core/internal";
import type { Frame, Page } from "playwright-core";
import { getAddress, type Hex } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, launchBrowser } from "./browser.js";
import { nextCode } from "./emailMailbox.js";
import { ACCOUNT_BUTTON as ACCOUNT, frameAtRest, loginByEmail } from "./emailSession.js";
import {
  type DappTraffic,
  dappSideText,
  findSecrets,
  privateKeySecret,
  recordDappMessages,
  recordDappTraffic,
  type Secret,
  shareSecret,
} from "./keyMaterialScan.js";
import { modal } from "./modal.js";
import { startWorld, type World } from "./world.js";

const SLOW = { timeout: 120_000, interval: 500 };
const TEST_TIMEOUT = 300_000;
const FRAME = "#foyer-embedded-frame";

/**
 * Key export, end to end in Chromium with the wallet's frame on
 * another site: the account view's button, a fresh code from the dev mailbox,
 * the key revealed inside the frame — and a scan of everything the dApp's
 * origin can read (storage, IndexedDB, cookies, DOM and shadow roots, its own
 * network traffic, the postMessages it receives) for the key and all three
 * shares. Runs with the frame's storage blocked (Chromium's default for a
 * cross-site frame: server fallback) and allowed.
 */
describe.each([
  { storage: "blocked", thirdPartyStorage: false },
  { storage: "allowed", thirdPartyStorage: true },
])("embedded wallet key export with frame storage $storage (Chromium)", ({ thirdPartyStorage }) => {
  let world: World;
  let browser: Browser;
  let page: Page;
  let traffic: DappTraffic;
  const email = `export-${thirdPartyStorage ? "a" : "b"}-${Date.now()}@example.com`;
  const seen = new Set<string>();
  let shownAddress: string;
  let revealedKey: Hex;

  beforeAll(async () => {
    world = await startWorld();
    browser = await launchBrowser({ thirdPartyStorage });
    page = await browser.context.newPage();
    await recordDappMessages(page);
    traffic = recordDappTraffic(page);
    await page.goto(world.demoUrl);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await world?.stop();
  });

  const walletFrame = (): Frame => {
    const found = page.frames().find((f) => f.url().includes("/frame/"));
    if (!found) throw new Error("the embedded wallet's frame is not on the page");
    return found;
  };
  const inFrame = () => page.frameLocator(FRAME);
  // A CSS locator: before Reveal the output sits in a hidden block, outside the accessibility tree.
  const keyOutput = () => inFrame().locator('output[aria-label="Private key"]');

  /** Opens the account view from the page's account button. */
  async function openAccount() {
    if ((await modal(page).count()) === 0)
      await page.getByRole("button", { name: ACCOUNT }).click();
    await modal(page).getByRole("button", { name: "Export private key" }).waitFor(SLOW);
  }

  it(
    "logs in by email; the account view shows the address",
    async () => {
      await loginByEmail(page, world.server.url, email, seen);
      await openAccount();
      const full = await modal(page).locator("p.address").getAttribute("title");
      expect(full).toMatch(/^0x[0-9a-fA-F]{40}$/);
      shownAddress = getAddress(String(full));
    },
    TEST_TIMEOUT,
  );

  it(
    "Export private key shows the frame over the modal; a wrong code reveals nothing",
    async () => {
      await openAccount();
      await modal(page).getByRole("button", { name: "Export private key" }).click();
      await inFrame().getByRole("dialog", { name: APPROVAL_TITLES.exportKey }).waitFor(SLOW);
      await expect.poll(() => page.locator(FRAME).getAttribute("aria-hidden"), SLOW).toBe("false");
      // The modal under the frame names the screen too.
      await page.getByRole("dialog", { name: APPROVAL_TITLES.exportKey }).waitFor(SLOW);
      await expect
        .poll(() => modal(page).getByText("Finish the export in the secure wallet window").count())
        .toBe(1);

      const code = await nextCode(world.server.url, email, seen);
      const field = inFrame().getByRole("textbox", { name: "Code from your email" });
      await field.fill(code === "000000" ? "111111" : "000000");
      // The card is still growing to the frame's height; a click now could miss.
      await frameAtRest(page);
      await inFrame().getByRole("button", { name: "Continue" }).click();
      await expect
        .poll(() => inFrame().getByRole("alert").textContent(), SLOW)
        .toBe("Invalid code");
      expect(await inFrame().getByRole("button", { name: "Reveal private key" }).isVisible()).toBe(
        false,
      );
      expect(await keyOutput().textContent()).toBe("");

      // The right code still works (one wrong try of five).
      await field.fill(code);
      await inFrame().getByRole("button", { name: "Continue" }).click();
      await inFrame().getByRole("button", { name: "Reveal private key" }).waitFor(SLOW);
      expect(await keyOutput().textContent()).toBe("");
    },
    TEST_TIMEOUT,
  );

  it(
    "Reveal shows, inside the frame, the key of the address the dApp shows",
    async () => {
      await inFrame().getByRole("button", { name: "Reveal private key" }).click();
      await expect.poll(() => keyOutput().textContent(), SLOW).toMatch(/^0x[0-9a-f]{64}$/);
      revealedKey = String(await keyOutput().textContent()) as Hex;
      expect(privateKeyToAccount(revealedKey).address).toBe(shownAddress);
    },
    TEST_TIMEOUT,
  );

  it(
    "no key material reaches the dApp's origin, with the key on screen and after Done",
    async () => {
      const secrets = [privateKeySecret(revealedKey), ...(await serverShares())];
      expect(secrets.map((s) => s.label)).toEqual([
        "private key",
        "device share",
        "auth share",
        "recovery share",
      ]);
      expect(traffic.requests).toBeGreaterThan(0);
      expect(await page.evaluate(() => window.__foyerReceived?.length ?? 0)).toBeGreaterThan(0);

      // The key is on screen in the frame right now: the most exposed moment.
      expect(findSecrets(await dappSideText(page, traffic), secrets)).toEqual([]);

      await inFrame().getByRole("button", { name: "Done" }).click();
      await expect.poll(() => page.locator(FRAME).getAttribute("aria-hidden"), SLOW).toBe("true");
      await expect
        .poll(() => page.getByText("Private key exported. Keep it somewhere safe.").count(), SLOW)
        .toBe(1);
      // The frame's own page keeps nothing of it either, once closed.
      const frameText = await walletFrame().evaluate(() => document.documentElement.outerHTML);
      expect(findSecrets([frameText], [privateKeySecret(revealedKey)])).toEqual([]);
      expect(findSecrets(await dappSideText(page, traffic), secrets)).toEqual([]);

      // Self-check: the same scan does find the key once the dApp holds it.
      await page.evaluate((key) => sessionStorage.setItem("planted", key.slice(2)), revealedKey);
      expect(findSecrets(await dappSideText(page, traffic), secrets)).toContain(
        `private key (${revealedKey.slice(2, 12)}…)`,
      );
      await page.evaluate(() => sessionStorage.removeItem("planted"));
    },
    TEST_TIMEOUT,
  );

  /**
   * The three shares, fetched the way only the frame should: the session
   * token (the frame's storage, or the dApp's copy when the frame has none),
   * then the auth share, the device share (frame storage or the server
   * fallback) and the recovery share behind a reauth code from the mailbox.
   */
  async function serverShares(): Promise<Secret[]> {
    const frameStore = await walletFrame().evaluate(() => {
      try {
        return Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage[k]]));
      } catch {
        return {} as Record<string, string>;
      }
    });
    const token =
      frameStore["foyer.frame.session"] ??
      (await page.evaluate(() => localStorage.getItem("@foyer/embedded_session_token")));
    if (!token) throw new Error("no session token on either side");
    const claims = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString());
    const projectId = new URL(walletFrame().url()).searchParams.get("projectId");
    const call = async (method: string, path: string, body?: unknown) => {
      const url = `${world.server.url}/auth/v1/embedded${path}?projectId=${projectId}`;
      const response = await fetch(url, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          "x-foyer-device": String(claims.device),
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      return response.status === 204 ? {} : ((await response.json()) as Record<string, string>);
    };
    const me = await call("GET", "/me");
    const device =
      frameStore[`foyer.frame.deviceShare.${me.id}`] ??
      (await call("GET", "/wallet/device-fallback")).deviceShare;
    const { authShare } = await call("GET", "/wallet/auth-share");
    await call("POST", "/email/reauth", {});
    const otp = await nextCode(world.server.url, email, seen);
    const { recoveryShare } = await call("POST", "/wallet/recovery", { otp });
    return [
      shareSecret("device share", String(device)),
      shareSecret("auth share", String(authShare)),
      shareSecret("recovery share", String(recoveryShare)),
    ];
  }
});
