import { createServer, type Server } from "node:http";
import { type Browser, chromium, type Page } from "playwright-core";
import { type Hex, verifyMessage } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testWalletInitScript } from "./node/initScript.js";
import { type Anvil, DEV_ACCOUNTS, freePort, startAnvil } from "./testing/anvil.js";

// The whole path a browser test takes: init script → EIP-6963 → panel clicks.
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const [alice] = DEV_ACCOUNTS;

// A dApp in miniature: collects EIP-6963 announcements, asking after load like real dApps do.
const DAPP_HTML = `<!doctype html><html><head><title>dApp</title></head><body>
<main style="height:100vh;display:grid;place-items:center"><h1>Tiny dApp</h1></main>
<script>
  window.found = [];
  window.addEventListener("eip6963:announceProvider", (event) => window.found.push(event.detail));
  window.dispatchEvent(new Event("eip6963:requestProvider"));
  window.call = (method, params) =>
    window.found[0].provider.request({ method, params }).then(
      (result) => ({ result }),
      (error) => ({ code: error.code, message: error.message, isError: error instanceof Error }),
    );
</script></body></html>`;

interface DappWindow {
  found: { info: { rdns: string; name: string; uuid: string } }[];
  call(
    method: string,
    params?: unknown[],
  ): Promise<{ result?: unknown; code?: number; isError?: boolean }>;
  pendingCall?: Promise<{ result?: unknown; code?: number }>;
  foyerTestWallet: { setMode(mode: string): void };
}

let anvil: Anvil;
let server: Server;
let browser: Browser;
let origin: string;

beforeAll(async () => {
  anvil = await startAnvil();
  const port = await freePort();
  server = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html" });
    response.end(DAPP_HTML);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${port}`;
  browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
    ],
  });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
  await anvil?.stop();
});

async function openDapp(
  mode: "approve" | "reject" | "ask",
  viewport = { width: 1200, height: 800 },
): Promise<Page> {
  const context = await browser.newContext({ viewport });
  await context.addInitScript({
    content: testWalletInitScript({
      privateKey: alice.privateKey,
      chains: [{ chainId: 31337, rpcUrl: anvil.url, name: "Anvil" }],
      mode,
      panel: true,
    }),
  });
  const page = await context.newPage();
  await page.goto(origin);
  return page;
}

const call = (page: Page, method: string, params?: unknown[]) =>
  page.evaluate(([m, p]) => (window as unknown as DappWindow).call(m as string, p as unknown[]), [
    method,
    params,
  ] as const);

describe("in Chromium", () => {
  it("announces via EIP-6963 and connects through the panel's Approve button", async () => {
    const page = await openDapp("ask");
    const found = await page.evaluate(() =>
      (window as unknown as DappWindow).found.map((d) => d.info),
    );
    // Once at install (before the dApp listened) is lost; the dApp's request gets exactly one answer.
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ rdns: "dev.foyer.testwallet", name: "Foyer Test Wallet" });

    const panel = page.getByRole("region", { name: "Foyer Test Wallet" });
    await expect.poll(() => panel.isVisible()).toBe(true);
    // It starts as a small bar in the bottom-left corner, over none of the page's controls.
    const show = panel.getByRole("button", { name: "Show test wallet panel" });
    expect(await show.getAttribute("aria-expanded")).toBe("false");
    const bar = await panel.boundingBox();
    expect(bar).not.toBeNull();
    expect(bar!.x).toBeLessThan(40);
    expect(bar!.y + bar!.height).toBeGreaterThan(760);
    expect(bar!.width).toBeLessThan(240);
    expect(bar!.height).toBeLessThan(40);

    await show.click();
    expect(await panel.getByText("Not connected").isVisible()).toBe(true);
    expect(await panel.getByText("Anvil (31337)").isVisible()).toBe(true);
    expect(await page.getByRole("radio", { name: "Ask" }).isChecked()).toBe(true);
    // Unfolded, bottom-left and narrow: the middle of the page (where modals go) stays clear.
    const box = await panel.boundingBox();
    expect(box!.x + box!.width).toBeLessThan(400);
    await panel.getByRole("button", { name: "Hide test wallet panel" }).click();

    // A request unfolds it; once answered it folds again.
    await page.evaluate(() => {
      const w = window as unknown as DappWindow;
      w.pendingCall = w.call("eth_requestAccounts");
    });
    await page.getByRole("button", { name: "Approve connect request" }).click();
    const connected = await page.evaluate(() => (window as unknown as DappWindow).pendingCall);
    expect(connected).toEqual({ result: [alice.address] });
    await expect.poll(() => show.getAttribute("aria-expanded")).toBe("false");
    expect((await panel.boundingBox())!.height).toBeLessThan(40);
    await show.click();
    await expect.poll(() => panel.getByText("Connected", { exact: true }).isVisible()).toBe(true);

    // Like an extension, the wallet remembers the site across a reload.
    await page.reload();
    expect(await call(page, "eth_accounts")).toEqual({ result: [alice.address] });

    // Ask mode: Reject on the panel → 4001 for the dApp.
    await page.evaluate(() => {
      const w = window as unknown as DappWindow;
      w.pendingCall = w.call("personal_sign", [
        "0x6869",
        "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
      ]);
    });
    await page.getByRole("button", { name: "Reject sign message request" }).click();
    expect(await page.evaluate(() => (window as unknown as DappWindow).pendingCall)).toMatchObject({
      code: 4001,
      isError: true,
    });

    // The global switch, by clicking the panel (folded again after the answer)…
    await panel.getByRole("button", { name: "Show test wallet panel" }).click();
    await page.getByRole("radio", { name: "Reject all" }).check();
    expect(await call(page, "personal_sign", ["0x6869", alice.address])).toMatchObject({
      code: 4001,
    });
    // …and from test code.
    await page.evaluate(() => (window as unknown as DappWindow).foyerTestWallet.setMode("approve"));
    expect(await page.getByRole("radio", { name: "Approve all" }).isChecked()).toBe(true);
    const signed = await call(page, "personal_sign", ["0x6869", alice.address]);
    expect(
      await verifyMessage({
        address: alice.address,
        message: "hi",
        signature: signed.result as Hex,
      }),
    ).toBe(true);

    await page.getByRole("button", { name: "Disconnect test wallet from this site" }).click();
    expect(await call(page, "eth_accounts")).toEqual({ result: [] });
    await page.context().close();
  }, 60_000);

  it("on a 375 px page, folds into a bar within a modal's 16 px margin, unfolds for a request and folds after it", async () => {
    const page = await openDapp("ask", { width: 375, height: 667 });
    const panel = page.getByRole("region", { name: "Foyer Test Wallet" });
    await expect.poll(() => panel.isVisible()).toBe(true);
    const toggle = panel.getByRole("button", { name: "Show test wallet panel" });
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    const folded = await panel.boundingBox();
    expect(folded).not.toBeNull();
    // Docked on the bottom edge, no taller than the margin a centred modal keeps.
    expect(folded!.y + folded!.height).toBeCloseTo(667, 0);
    expect(folded!.height).toBeLessThanOrEqual(16);

    // A request waiting for the user's answer unfolds it, its buttons in reach.
    await page.evaluate(() => {
      const w = window as unknown as DappWindow;
      w.pendingCall = w.call("eth_requestAccounts");
    });
    const approve = page.getByRole("button", { name: "Approve connect request" });
    await expect.poll(() => approve.isVisible()).toBe(true);
    const open = await panel.boundingBox();
    expect(open!.width).toBeCloseTo(375, 0);
    await approve.click();
    expect(await page.evaluate(() => (window as unknown as DappWindow).pendingCall)).toEqual({
      result: [alice.address],
    });

    // Answered, it folds by itself, clear of the modal's buttons again…
    await expect.poll(async () => (await panel.boundingBox())!.height).toBeLessThanOrEqual(16);
    // …and unfolds and folds by hand.
    await panel.getByRole("button", { name: "Show test wallet panel" }).click();
    expect((await panel.boundingBox())!.height).toBeGreaterThan(16);
    await panel.getByRole("button", { name: "Hide test wallet panel" }).click();
    expect((await panel.boundingBox())!.height).toBeLessThanOrEqual(16);
    await page.context().close();
  }, 60_000);

  it("sends a transaction from the page in approve mode", async () => {
    const page = await openDapp("approve");
    await call(page, "eth_requestAccounts");
    const sent = await call(page, "eth_sendTransaction", [
      { from: alice.address, to: DEV_ACCOUNTS[1].address, value: "0x2386f26fc10000" },
    ]);
    // Mined on send, but the receipt may land a moment after the hash under load.
    let receipt: { status: string } | null = null;
    for (let attempt = 0; attempt < 200 && !receipt; attempt++) {
      receipt = (await anvil.rpc("eth_getTransactionReceipt", [sent.result])) as {
        status: string;
      } | null;
      if (!receipt) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(receipt?.status).toBe("0x1");
    await page.context().close();
  }, 60_000);
});
