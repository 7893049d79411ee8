import { BITCOIN_REGTEST, esploraProxyUrl } from "@foyer/protocol";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, launchBrowser } from "./browser.js";
import { injectTestWallet, setWalletMode } from "./testWallet.js";
import { LOCAL_BTC_PRICE_USD, startWorld, type World } from "./world.js";

// The Bitcoin world a dApp meets: the test wallet's sats-connect provider in Chromium, the
// regtest chain behind it and the server's Esplora proxy and balances. The demo's own
// Bitcoin views are tested with @foyer/bitcoin.
let world: World;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  world = await startWorld({ bitcoin: true });
  browser = await launchBrowser();
  page = await browser.context.newPage();
  await injectTestWallet(page, world, "approve");
  await page.goto(world.demoUrl);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await world?.stop();
});

/** What sats-connect does: find the provider by its dotted id from btc_providers, then call it. */
function satsConnectRequest(method: string, params: unknown, on: Page = page) {
  return on.evaluate(
    async ({ method, params }) => {
      const w = window as unknown as {
        btc_providers?: { id: string; name: string }[];
      } & Record<string, unknown>;
      const entry = w.btc_providers?.find((provider) => provider.name === "Foyer Test Wallet");
      if (!entry) throw new Error("no Foyer Test Wallet in window.btc_providers");
      const provider = entry.id
        .split(".")
        .reduce<unknown>((at, part) => (at as Record<string, unknown>)?.[part], w) as {
        request(method: string, params: unknown): Promise<unknown>;
      };
      return provider.request(method, params);
    },
    { method, params },
  );
}

async function serverBalance(address: string): Promise<{ numeric: string; value: number }> {
  const url = `${world.server.url}/v1/account/${address}/balance?currency=usd&chainId=${BITCOIN_REGTEST}&projectId=demo&forceUpdate=true`;
  const body = (await page.evaluate((u) => fetch(u).then((r) => r.json()), url)) as {
    balances: { quantity: { numeric: string }; value: number }[];
  };
  const [btc] = body.balances;
  if (!btc) throw new Error("no BTC balance");
  return { numeric: btc.quantity.numeric, value: btc.value };
}

describe("Bitcoin world (Chromium): test wallet, regtest chain, server", () => {
  it("connects both accounts, sends BTC and the server's balance moves after the block", async () => {
    const bitcoin = world.bitcoin!;
    const connected = (await satsConnectRequest("wallet_connect", null)) as {
      result: { addresses: { address: string; purpose: string }[] };
    };
    expect(connected.result.addresses).toEqual([
      expect.objectContaining({ address: bitcoin.keys.payment[0]!.address, purpose: "payment" }),
      expect.objectContaining({ address: bitcoin.keys.ordinal.address, purpose: "ordinals" }),
    ]);
    const receiver = bitcoin.keys.payment[1]!.address;
    const before = await serverBalance(receiver);
    expect(before).toEqual({ numeric: "3", value: 3 * LOCAL_BTC_PRICE_USD });
    const sent = (await satsConnectRequest("sendTransfer", {
      recipients: [{ address: receiver, amount: 25_000_000 }],
    })) as { result: { txid: string } };
    const status = (await page.evaluate(
      (u) => fetch(u).then((r) => r.json()),
      esploraProxyUrl({
        serverUrl: world.server.url,
        caipNetworkId: BITCOIN_REGTEST,
        projectId: "demo",
        path: `/tx/${sent.result.txid}/status`,
      }),
    )) as { confirmed: boolean };
    expect(status.confirmed).toBe(true);
    expect((await serverBalance(receiver)).numeric).toBe("3.25");
  });

  it("a rejected signature is error 4001 and signs nothing", async () => {
    await setWalletMode(page, "reject");
    const answer = (await satsConnectRequest("signMessage", {
      address: world.bitcoin!.keys.payment[0]!.address,
      message: "Sign in",
      protocol: "BIP322",
    })) as { error?: { code: number } };
    expect(answer.error?.code).toBe(4001);
  });
});

describe("the demo's own dev test wallet (Chromium, npm start's setup)", () => {
  let plain: Browser;
  let own: Page;
  beforeAll(async () => {
    // A profile without the injected wallet: the demo installs its built-in one, with its panel.
    plain = await launchBrowser();
    own = await plain.context.newPage();
    await own.goto(world.demoUrl);
    // The built-in wallet loads in a chunk of its own after the page.
    await own.waitForFunction(
      () =>
        (window as { btc_providers?: { name: string }[] }).btc_providers?.some(
          (provider) => provider.name === "Foyer Test Wallet",
        ),
      undefined,
      { timeout: 60_000 },
    );
  }, 120_000);
  afterAll(async () => {
    await plain?.close();
  });

  it("announces the Bitcoin side and connects both accounts after Approve in the panel", async () => {
    const connecting = satsConnectRequest("wallet_connect", null, own);
    await own.getByRole("button", { name: "Approve connect request" }).click();
    const connected = (await connecting) as { result: { addresses: { purpose: string }[] } };
    expect(connected.result.addresses.map((a) => a.purpose)).toEqual(["payment", "ordinals"]);
    await expect
      // In the wallet's panel: the demo's page lists Bitcoin networks of its own.
      .poll(
        () =>
          own
            .locator('[aria-label="Foyer Test Wallet"]')
            .getByText("Bitcoin", { exact: true })
            .count(),
        { timeout: 30_000 },
      )
      .toBe(1);
  });

  it("folds its panel once the request is answered, and the page's last controls scroll clear of it", async () => {
    const panel = own.getByRole("region", { name: "Foyer Test Wallet" });
    await expect
      .poll(() => panel.getByRole("button", { name: "Show test wallet panel" }).count())
      .toBe(1);
    // Scrolled to its end, no control of the page (Batch, the Debug log's Log level, …) is under the bar.
    await own.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const covered = await own.evaluate(() => {
      const host = document.querySelector("[data-foyer-testwallet-panel]");
      const bar = host?.shadowRoot?.querySelector("section")?.getBoundingClientRect();
      if (!bar) return ["no panel"];
      return [...document.querySelectorAll("button, select, input, textarea, a[href]")]
        .filter((control) => {
          const box = control.getBoundingClientRect();
          if (box.width === 0 || box.height === 0) return false;
          return (
            box.left < bar.right &&
            box.right > bar.left &&
            box.top < bar.bottom &&
            box.bottom > bar.top
          );
        })
        .map((control) => control.outerHTML.slice(0, 80));
    });
    expect(covered).toEqual([]);
  });
});
