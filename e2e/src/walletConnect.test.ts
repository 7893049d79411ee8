/**
 * WalletConnect end to end on this machine: the demo's modal pairs with the
 * WalletConnect test wallet app (apps/wallet, a second tab) through the local
 * relay (apps/relay), with the official SDK on both sides. The URI is taken
 * the way a person takes it (the "Copy link" button, then the clipboard) and
 * pasted into the wallet, whose buttons approve or reject.
 */
import type { Page } from "playwright-core";
import { type Hex, verifyMessage, verifyTypedData } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { panelMessages } from "../../apps/demo/src/panels/panelMessages.js";
import { type Browser, launchBrowser, PHONE } from "./browser.js";
import { accountButton, modal, modalAnimationsSettled, modalViolations } from "./modal.js";
import { RawRelayClient } from "./rawRelayClient.js";
import { recordHosts } from "./requestHosts.js";
import { injectTestWallet } from "./testWallet.js";
import {
  copyPairingUri,
  DEMO_NAME,
  openWalletApp,
  pairWallet,
  qrUri,
  requestCard,
  WALLET_ACCOUNT,
} from "./walletApp.js";
import { DEVNET2, startWorld, type World } from "./world.js";

/** MetaMask is in the registry but not in this browser, so choosing it pairs over WalletConnect. */
const PAIRED_WALLET = /MetaMask/;
/** Another registry wallet that pairs the same way. */
const OTHER_PAIRED_WALLET = /Trust Wallet/;

/**
 * From now on, notes in the page whether the pairing views' preparing state
 * ("Preparing the pairing…", the QR placeholder) is ever added to the modal,
 * however briefly.
 */
async function watchForPreparing(page: Page): Promise<void> {
  await page.evaluate(() => {
    const root = document.querySelector("foyer-modal")?.shadowRoot;
    if (!root) throw new Error("The modal is not open");
    const flag = window as unknown as { preparingShown: boolean };
    flag.preparingShown = false;
    const selector = '[aria-label="Preparing the pairing…"]';
    new MutationObserver((records) => {
      for (const record of records) {
        record.addedNodes.forEach((node) => {
          if (!(node instanceof Element)) return;
          if (node.matches(selector) || node.querySelector(selector)) flag.preparingShown = true;
        });
      }
    }).observe(root, { childList: true, subtree: true });
  });
}

async function preparingWasShown(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { preparingShown: boolean }).preparingShown);
}

describe("WalletConnect between the demo and the wallet app (Chromium)", () => {
  let world: World;
  let browser: Browser;
  let demo: Page;
  let wallet: Page;
  let demoUrl: string;
  /** Every address the wallet app reaches from its (re)load on. */
  let walletReached: ReturnType<typeof recordHosts>;

  beforeAll(async () => {
    world = await startWorld({ walletApp: true });
    browser = await launchBrowser();
    // Without the injected dev wallet, the only way in is pairing.
    demoUrl = `${world.demoUrl}/?testwallet=off`;
    await browser.context.grantPermissions(["clipboard-read", "clipboard-write"], {
      origin: world.demoUrl,
    });
    demo = await browser.context.newPage();
    await demo.goto(demoUrl);
    wallet = await openWalletApp(browser.context, world.walletUrl ?? "");
    // Loaded again under watch: what its SDK reaches as it starts counts too.
    walletReached = recordHosts(wallet);
    await wallet.reload();
  });

  afterAll(async () => {
    await browser?.close();
    await world?.stop();
  });

  /** Opens the modal and chooses the registry wallet: the view shows a QR code and the copy button. */
  async function startPairing(page: Page): Promise<string> {
    await page.getByRole("button", { name: "Connect wallet" }).click();
    await modal(page).getByRole("button", { name: PAIRED_WALLET }).click();
    await modal(page).getByRole("button", { name: "Copy link" }).waitFor({ timeout: 60_000 });
    return copyPairingUri(page);
  }

  /** Clicks "Sign message" in the demo, approves in the wallet, returns the signature shown. */
  async function signThroughSession(): Promise<Hex> {
    await demo.bringToFront();
    await demo.getByRole("button", { name: "Sign message" }).click();
    const card = requestCard(wallet);
    await card.getByText("personal_sign").waitFor({ timeout: 30_000 });
    await card.getByRole("button", { name: "Approve request" }).click();
    const shown = demo.getByTestId("signature");
    await expect.poll(() => shown.textContent(), { timeout: 30_000 }).toMatch(/^Signature: 0x/);
    return ((await shown.textContent()) ?? "").replace("Signature: ", "") as Hex;
  }

  it("shows a QR code and a copyable URI, the same one again after going back to choose another wallet; the wallet pairs and the demo shows the account", async () => {
    // Everything the page reaches during the pairing: only the demo itself, its
    // server and the configured relay (no Verify, telemetry, push or other host).
    const reached = recordHosts(demo);
    const warnings: string[] = [];
    demo.on("console", (message) => {
      if (message.type() === "warning" || message.type() === "error") warnings.push(message.text());
    });

    // Sockets to the relay (the dev server's own reload socket is not one).
    const relayHost = new URL(world.relay?.url ?? "").host;
    const sockets: string[] = [];
    demo.on("websocket", (socket) => {
      if (new URL(socket.url()).host === relayHost) sockets.push(socket.url());
    });
    await demo.getByRole("button", { name: "Connect wallet" }).click();
    const row = modal(demo).getByRole("button", { name: PAIRED_WALLET });
    await row.waitFor();
    // Opening the modal is not yet interest in WalletConnect: no relay socket. (CI's
    // page budget holds the same, after the page is quiet: npm run size:page.)
    expect(sockets).toEqual([]);
    // A pointer on a wallet that pairs is: the SDK loads and reaches the relay before the click.
    await row.hover();
    await expect.poll(() => sockets.length, { timeout: 30_000 }).toBe(1);
    await row.click();
    const first = await qrUri(demo);
    expect(first).toMatch(/^wc:[0-9a-f]{64}@2\?/);
    expect(first).toContain(`relay-protocol=irn`);

    // Back to the list, and another wallet that pairs: the pending pairing's
    // QR comes back as it was, with no "Preparing the pairing…" in between.
    await watchForPreparing(demo);
    await modal(demo).getByRole("button", { name: "Back" }).click();
    await modal(demo).getByRole("button", { name: OTHER_PAIRED_WALLET }).click();
    expect(await qrUri(demo)).toBe(first);
    expect(await preparingWasShown(demo)).toBe(false);
    await modal(demo).getByText("Scan this code with Trust Wallet on your phone").waitFor();
    expect(await modalViolations(demo)).toEqual([]);

    // The copyable URI is that same pairing, and it pairs.
    const uri = await copyPairingUri(demo);
    expect(uri).toBe(first);
    const proposal = await pairWallet(wallet, uri);
    await proposal.getByText("eip155:31337").waitFor();
    // The wallet's status follows: the proposal is here, not still awaited.
    await wallet
      .getByRole("status")
      .filter({ hasText: `${DEMO_NAME} asks to connect` })
      .waitFor();
    await proposal.getByRole("button", { name: "Approve", exact: true }).click();

    await accountButton(demo, WALLET_ACCOUNT).waitFor({ timeout: 30_000 });
    await expect.poll(() => modal(demo).count()).toBe(0);
    await wallet.getByRole("button", { name: `Disconnect ${DEMO_NAME}` }).waitFor();

    reached.stop();
    const allowed = [world.demoUrl, world.server.url, world.relay?.url ?? ""].map(
      (url) => new URL(url).host,
    );
    expect(reached.outside(allowed)).toEqual([]);
    // The wallet app too stays on this machine (no WalletConnect analytics ping).
    const loopback = ["127.0.0.1", "localhost", "[::1]"];
    expect(
      walletReached.outside([]).filter((url) => !loopback.includes(new URL(url).hostname)),
    ).toEqual([]);
    // One SDK core for the page's one Foyer instance.
    expect(warnings.filter((text) => text.includes("already initialized"))).toEqual([]);
  }, 180_000);

  it("signs a message through the session when the wallet approves", async () => {
    const signature = await signThroughSession();
    expect(
      await verifyMessage({
        address: WALLET_ACCOUNT,
        message: "Hello from the Foyer demo",
        signature,
      }),
    ).toBe(true);
  }, 90_000);

  it("signs typed data through the session: the wallet approved eth_signTypedData_v4 and signs it", async () => {
    await demo.bringToFront();
    await demo.getByRole("button", { name: panelMessages.typedButton }).click();
    const card = requestCard(wallet);
    await card.getByText("eth_signTypedData_v4").waitFor({ timeout: 30_000 });
    await card.getByRole("button", { name: "Approve request" }).click();
    const shown = demo.getByTestId("typed-signature");
    await expect
      .poll(() => shown.textContent(), { timeout: 30_000 })
      .toMatch(/^Signature: 0x[0-9a-f]{130}$/);
    const signature = ((await shown.textContent()) ?? "").replace("Signature: ", "") as Hex;
    const typedData = JSON.parse((await demo.getByTestId("typed-data").textContent()) ?? "{}");
    const { EIP712Domain: _domain, ...types } = typedData.types;
    expect(
      await verifyTypedData({
        address: WALLET_ACCOUNT,
        domain: typedData.domain,
        types,
        primaryType: typedData.primaryType,
        message: typedData.message,
        signature,
      }),
    ).toBe(true);
  }, 90_000);

  it("switches chain: the wallet approves wallet_switchEthereumChain and the demo shows the network", async () => {
    await accountButton(demo, WALLET_ACCOUNT).click();
    await modal(demo).getByRole("button", { name: "Switch network: Foyer Devnet" }).click();
    await modal(demo)
      .getByRole("button", { name: new RegExp(DEVNET2.name) })
      .click();

    const card = requestCard(wallet);
    await card.getByText("wallet_switchEthereumChain").waitFor({ timeout: 30_000 });
    await card.getByText('"chainId": "0x7a6a"').waitFor();
    await card.getByRole("button", { name: "Approve request" }).click();

    await modal(demo)
      .getByRole("button", { name: `Switch network: ${DEVNET2.name}` })
      .waitFor({ timeout: 30_000 });
    await modal(demo).getByRole("button", { name: "Close" }).click();
  }, 90_000);

  it("keeps the session across a reload of the demo, and still signs through it", async () => {
    await demo.reload();
    await accountButton(demo, WALLET_ACCOUNT).waitFor({ timeout: 60_000 });
    await accountButton(demo, WALLET_ACCOUNT).click();
    await modal(demo)
      .getByRole("button", { name: `Switch network: ${DEVNET2.name}` })
      .waitFor();
    await modal(demo).getByRole("button", { name: "Close" }).click();

    const signature = await signThroughSession();
    expect(
      await verifyMessage({
        address: WALLET_ACCOUNT,
        message: "Hello from the Foyer demo",
        signature,
      }),
    ).toBe(true);
  }, 120_000);

  it("the relay answers malformed frames and unknown methods with JSON-RPC errors and keeps serving the session", async () => {
    const intruder = await RawRelayClient.connect(world.relay?.url ?? "");
    try {
      expect((await intruder.send("{not json")).error?.code).toBe(-32700);
      expect(
        (await intruder.send(JSON.stringify({ id: 5, method: "irn_subscribe" }))).error?.code,
      ).toBe(-32600);
      expect(
        await intruder.send(
          JSON.stringify({ id: 6, jsonrpc: "2.0", method: "irn_steal", params: {} }),
        ),
      ).toEqual({
        id: 6,
        jsonrpc: "2.0",
        error: { code: -32601, message: "Method not found: irn_steal" },
      });
      expect(
        (
          await intruder.send(
            JSON.stringify({
              id: 7,
              jsonrpc: "2.0",
              method: "irn_publish",
              params: { topic: "not-a-topic" },
            }),
          )
        ).error?.code,
      ).toBe(-32602);
      expect(intruder.open).toBe(true);

      // The demo and the wallet, on their own sockets, go on as before.
      const signature = await signThroughSession();
      expect(
        await verifyMessage({
          address: WALLET_ACCOUNT,
          message: "Hello from the Foyer demo",
          signature,
        }),
      ).toBe(true);
    } finally {
      await intruder.close();
    }
  }, 90_000);

  it("a disconnect from the wallet ends the demo's session", async () => {
    await wallet.bringToFront();
    await wallet.getByRole("button", { name: `Disconnect ${DEMO_NAME}` }).click();
    await wallet.getByText("No dApp is connected.").waitFor();
    await demo.getByRole("button", { name: "Connect wallet" }).waitFor({ timeout: 30_000 });
    await expect.poll(() => accountButton(demo, WALLET_ACCOUNT).count()).toBe(0);
    // Nothing to sign with any more.
    expect(await demo.getByRole("button", { name: "Sign message" }).count()).toBe(0);
  }, 60_000);

  it("shows 'Connection rejected' when the wallet rejects, and pairs again on Try again", async () => {
    const uri = await startPairing(demo);
    const proposal = await pairWallet(wallet, uri);
    await proposal.getByRole("button", { name: "Reject", exact: true }).click();
    await modal(demo).getByText("Connection rejected").waitFor({ timeout: 30_000 });

    await modal(demo).getByRole("button", { name: "Try again" }).click();
    const fresh = await copyPairingUri(demo);
    expect(fresh).not.toBe(uri);
    await modal(demo).getByRole("button", { name: "Close" }).click();
    await expect.poll(() => modal(demo).count()).toBe(0);
  }, 120_000);

  it("replaces a URI with under 10 s left by a fresh one, which pairs", async () => {
    // A new tab whose clock the test moves: Playwright's fake clock stands in
    // for the 4 minutes a real pairing would take to expire.
    const page = await browser.context.newPage();
    await page.clock.install();
    await page.goto(demoUrl);
    const first = await startPairing(page);
    const shownAt = await page.evaluate(() => Date.now());

    // Checked every second, a URI with minutes left stays.
    await page.waitForTimeout(2_500);
    expect(await qrUri(page)).toBe(first);

    // 3 min 55 s later by the page's clock: at most 5 s left, so expired (behaviour §9).
    await page.clock.setSystemTime(shownAt + 235_000);
    await expect.poll(() => qrUri(page), { timeout: 30_000 }).not.toBe(first);
    const fresh = await copyPairingUri(page);
    expect(fresh).not.toBe(first);
    expect(await qrUri(page)).toBe(fresh);
    // The replaced attempt is not a failure to show.
    expect(await modal(page).getByText("Connection rejected").count()).toBe(0);
    expect(await modal(page).getByText("Failed to connect").count()).toBe(0);

    const proposal = await pairWallet(wallet, fresh);
    await proposal.getByRole("button", { name: "Approve", exact: true }).click();
    await accountButton(page, WALLET_ACCOUNT).waitFor({ timeout: 30_000 });
    await page.close();
  }, 180_000);

  it("on a phone the pairing-only page opens on All wallets, as a bottom sheet, and choosing MetaMask opens its app by deep link with a live pairing URI", async () => {
    const phone = await launchBrowser({ phone: true });
    try {
      const page = await phone.context.newPage();
      // Navigations the page starts to another app's scheme, as the phone would hand them over.
      const appLinks: string[] = [];
      page.on("request", (request) => {
        if (request.url().startsWith("metamask:")) appLinks.push(request.url());
      });
      await page.goto(`${world.demoUrl}/?walletconnect=only`);
      await page.getByRole("button", { name: "Connect wallet" }).tap();
      await modal(page).getByRole("searchbox", { name: "Search wallets" }).waitFor();
      expect(await modal(page).getByRole("heading", { level: 2 }).textContent()).toBe(
        "All wallets",
      );

      // The card is a bottom sheet: the phone's full width, on the screen's bottom edge.
      await modalAnimationsSettled(page);
      const sheet = await modal(page).boundingBox();
      expect(sheet?.width).toBe(PHONE.viewport.width);
      expect(Math.round((sheet?.y ?? 0) + (sheet?.height ?? 0))).toBe(PHONE.viewport.height);
      // Rows are thumb-sized.
      const row = await modal(page).getByRole("button", { name: PAIRED_WALLET }).boundingBox();
      expect(row?.height).toBeGreaterThanOrEqual(44);

      await modal(page).getByRole("button", { name: PAIRED_WALLET }).tap();
      await expect.poll(() => appLinks.length, { timeout: 60_000 }).toBe(1);
      const link = new URL(appLinks[0] ?? "");
      expect(`${link.protocol}//${link.host}${link.pathname}`).toBe("metamask://wc");
      const uri = link.searchParams.get("uri") ?? "";
      expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);
      // The page stays, its pairing pending; Open goes to the same link again.
      const open = modal(page).getByRole("link", { name: "Open MetaMask" });
      expect(await open.getAttribute("href")).toBe(appLinks[0]);

      // The wallet app approves that very pairing: the phone's page is connected.
      const proposal = await pairWallet(wallet, uri);
      await proposal.getByRole("button", { name: "Approve", exact: true }).click();
      await accountButton(page, WALLET_ACCOUNT).waitFor({ timeout: 30_000 });
      expect(appLinks).toHaveLength(1);

      // In a wallet's in-app browser its provider is on the page: it connects directly.
      const inApp = await phone.context.newPage();
      const address = await injectTestWallet(inApp, world);
      inApp.on("request", (request) => {
        if (!/^https?:|^data:|^blob:|^ws:/.test(request.url())) appLinks.push(request.url());
      });
      await page.close();
      // A visitor new to the page: not the WalletConnect session kept above.
      await inApp.goto(world.demoUrl);
      await inApp.evaluate(() => localStorage.clear());
      await inApp.reload();
      await inApp.getByRole("button", { name: "Connect wallet" }).tap();
      await modal(inApp)
        .getByRole("button", { name: /Foyer Test Wallet/ })
        .first()
        .tap();
      await accountButton(inApp, address).waitFor({ timeout: 30_000 });
      expect(appLinks).toHaveLength(1);
    } finally {
      await phone.close();
    }
  }, 180_000);
});
