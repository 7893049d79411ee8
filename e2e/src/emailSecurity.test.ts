import type { Page } from "playwright-core";
import type { Address } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, launchBrowser } from "./browser.js";
import { loginByEmail, signDemoMessage } from "./emailSession.js";
import {
  type DappTraffic,
  dappSideText,
  findSecrets,
  recordDappMessages,
  recordDappTraffic,
  shareSecret,
} from "./keyMaterialScan.js";
import { truncated } from "./modal.js";
import { startWorld, type World } from "./world.js";

const TEST_TIMEOUT = 300_000;

/**
 * "The dApp never sees key material": after login and a signature, the
 * frame's stored device share appears nowhere the dApp's origin can read. The
 * private key and the server's shares are scanned for after a key export in
 * emailExport.test.ts.
 */
describe("embedded wallet: no key material reaches the dApp's origin (Chromium)", () => {
  let world: World;
  let browser: Browser;
  let page: Page;
  const email = `sec-${Date.now()}@example.com`;
  const seen = new Set<string>();
  let traffic: DappTraffic;
  let address: Address;

  beforeAll(async () => {
    world = await startWorld();
    // Storage allowed, so the frame keeps its device share where this test can read it.
    browser = await launchBrowser({ thirdPartyStorage: true });
    page = await browser.context.newPage();
    await recordDappMessages(page);
    traffic = recordDappTraffic(page);
    await page.goto(world.demoUrl);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await world?.stop();
  });

  const frame = () => {
    const found = page.frames().find((f) => f.url().includes("/frame/"));
    if (!found) throw new Error("the embedded wallet's frame is not on the page");
    return found;
  };

  it(
    "logs in and signs",
    async () => {
      await loginByEmail(page, world.server.url, email, seen);
      address = (await signDemoMessage(page)).address;
      expect(await page.getByRole("button", { name: new RegExp(truncated(address)) }).count()).toBe(
        1,
      );
    },
    TEST_TIMEOUT,
  );

  it(
    "the frame's device share is nowhere on the dApp side (storage, DOM, messages, responses)",
    async () => {
      // The frame's own storage: every value longer than a UUID (device share, token).
      const frameValues = await frame().evaluate(() =>
        Object.keys(localStorage).map((key) => localStorage.getItem(key) ?? ""),
      );
      const share = frameValues.find((value) => value.length > 40 && !value.startsWith("ey"));
      expect(share, "the frame keeps a device share in its storage").toBeDefined();
      const secrets = [shareSecret("device share", String(share))];

      expect((await page.evaluate(() => window.__foyerReceived?.length)) ?? 0).toBeGreaterThan(0);
      expect(traffic.requests).toBeGreaterThan(0);
      const dapp = await dappSideText(page, traffic);
      expect(findSecrets(dapp, secrets)).toEqual([]);
      // The scan can fail: the share planted on the dApp side is found.
      expect(findSecrets([...dapp, `planted=${share}`], secrets)).not.toEqual([]);
    },
    TEST_TIMEOUT,
  );

  it(
    "the frame answers the dApp's window but ignores the same message from another window or origin",
    async () => {
      const outcome = await page.evaluate(async (serverOrigin) => {
        const target = (document.getElementById("foyer-embedded-frame") as HTMLIFrameElement)
          .contentWindow;
        if (!target) throw new Error("no frame window");
        const message = () => ({ type: "@foyer/app/get-chain-id", id: crypto.randomUUID() });
        const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

        // Control: the real parent gets an answer.
        const own = message();
        let answered = false;
        const onReply = (event: MessageEvent) => {
          if (event.data?.id === own.id) answered = true;
        };
        window.addEventListener("message", onReply);
        target.postMessage(own, serverOrigin);

        // A foreign window on the same origin (blob: child) and a foreign origin (data: URL).
        const replies: string[] = [];
        let posted = 0;
        window.addEventListener("message", (event) => {
          if (event.data?.kind === "foreign-posted") {
            posted += 1;
            replies.push(`posted from ${event.data.from}`);
          }
          if (event.data?.kind === "foreign-reply") replies.push(String(event.data.data));
        });
        const script = `
          const frame = parent.frames[0];
          window.addEventListener("message", (e) => parent.postMessage({ kind: "foreign-reply", data: JSON.stringify(e.data) }, "*"));
          frame.postMessage({ type: "@foyer/app/get-chain-id", id: "3f1c2a4e-8b7d-4c5e-9a6f-1b2c3d4e5f60" }, "*");
          parent.postMessage({ kind: "foreign-posted", from: String(location.origin) }, "*");`;
        const sameOrigin = document.createElement("iframe");
        sameOrigin.src = URL.createObjectURL(
          new Blob([`<script>${script}</script>`], { type: "text/html" }),
        );
        document.body.append(sameOrigin);
        for (let i = 0; i < 100 && posted < 1; i++) await wait(100);
        const foreign = document.createElement("iframe");
        foreign.src = `data:text/html,<script>${encodeURIComponent(script)}</script>`;
        document.body.append(foreign);
        for (let i = 0; i < 100 && posted < 2; i++) await wait(100);
        await wait(3000);
        window.removeEventListener("message", onReply);
        sameOrigin.remove();
        foreign.remove();
        return {
          answered,
          replies: replies.filter((r) => !r.startsWith("posted")),
          posted,
          log: replies,
        };
      }, new URL(world.server.url).origin);
      expect(outcome.answered).toBe(true);
      // Both foreign windows did post to the frame; neither got an answer.
      expect(outcome.posted, JSON.stringify(outcome.log)).toBe(2);
      expect(outcome.replies).toEqual([]);
    },
    TEST_TIMEOUT,
  );
});
