import { BITCOIN_TESTNET, bitcoinMessages, messages, truncateAddress } from "@foyer/core/internal";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "../../packages/react/src/i18n/en.js";
import { walletEn } from "../../packages/react/src/i18n/walletEn.js";
import { type Browser, launchBrowser } from "./browser.js";
import { modal, modalViolations } from "./modal.js";
import { scanQrCode } from "./qrCode.js";
import { injectTestWallet, setWalletMode } from "./testWallet.js";
import { startWorld, type World } from "./world.js";

// The machine running these is shared and slow: waits are generous, never timed.
const SLOW = { timeout: 60_000, interval: 250 };
const TEST_TIMEOUT = 240_000;
const SATS = 100_000_000n;
const BITCOIN_ROW = /Foyer Test Wallet.*Bitcoin/;

// One world for the file: the regtest chain beside the devnet; each describe has its own browser profile.
let world: World;
beforeAll(async () => {
  world = await startWorld({ bitcoin: true });
}, 180_000);
afterAll(async () => {
  await world?.stop();
});

function bitcoinKeys() {
  const keys = world.bitcoin?.keys;
  const payment = keys?.payment[0];
  const other = keys?.payment[1];
  if (!keys || !payment || !other) throw new Error("the world has no Bitcoin keys");
  return { payment, ordinal: keys.ordinal, other };
}

/** Confirmed plus mempool sats of an address, read from the chain's own Esplora API. */
async function satsOf(address: string): Promise<bigint> {
  const response = await fetch(`${world.bitcoin?.esploraUrl}/address/${address}`);
  const info = (await response.json()) as Record<
    "chain_stats" | "mempool_stats",
    { funded_txo_sum: number; spent_txo_sum: number }
  >;
  const sum = (s: { funded_txo_sum: number; spent_txo_sum: number }) =>
    BigInt(s.funded_txo_sum) - BigInt(s.spent_txo_sum);
  return sum(info.chain_stats) + sum(info.mempool_stats);
}

/** "0.00000846 BTC" → 846n. */
function satsIn(text: string): bigint {
  const match = /(\d+)\.(\d{8}) BTC/.exec(text);
  if (!match) throw new Error(`no BTC amount in ${text}`);
  return BigInt(match[1] ?? "0") * SATS + BigInt(match[2] ?? "0");
}

async function connectBitcoin(page: Page) {
  await page.getByRole("button", { name: "Connect wallet" }).click();
  await modal(page).getByRole("button", { name: BITCOIN_ROW }).click();
}

describe("Bitcoin in the demo: the test wallet on the local regtest chain (Chromium)", () => {
  let browser: Browser;
  let page: Page;
  /** Requests the page made to the server for Bitcoin Testnet, which the world does not serve. */
  const testnetRequests: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.context.newPage();
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (
        url.origin === new URL(world.server.url).origin &&
        url.searchParams.get("chainId") === BITCOIN_TESTNET
      )
        testnetRequests.push(`${request.method()} ${url.pathname}`);
    });
    await injectTestWallet(page, world, "approve");
    await page.goto(world.demoUrl);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
  });

  const accountButton = () =>
    page.getByRole("button", { name: new RegExp(truncateAddress(bitcoinKeys().payment.address)) });
  async function openAccount() {
    if ((await modal(page).count()) === 0) await accountButton().click();
    await modal(page).getByRole("tablist").waitFor({ timeout: 60_000 });
  }
  /** The Send form, opened from Account unless it is already showing. */
  async function ensureSendForm() {
    if ((await modal(page).getByLabel(walletEn.amount).count()) > 0) return;
    await openAccount();
    await modal(page).getByRole("button", { name: walletEn.send, exact: true }).click();
    await modal(page).getByRole("combobox", { name: walletEn.token }).waitFor({ timeout: 60_000 });
  }
  async function fillSend(amount: string, to: string) {
    const form = modal(page);
    await form
      .getByRole("combobox", { name: walletEn.token })
      .selectOption({ label: "BTC · Bitcoin" });
    await form.getByLabel(walletEn.amount).fill(amount);
    await form.getByLabel(walletEn.receiver).fill(to);
    await form.getByRole("button", { name: walletEn.preview }).click();
  }
  const alertShows = (message: string) =>
    expect
      .poll(() => modal(page).getByRole("alert").filter({ hasText: message }).count(), SLOW)
      .toBe(1);
  /** Back from the preview to the form, which still holds what was typed. */
  async function backToForm(amount: string, to: string) {
    await modal(page).getByRole("button", { name: walletEn.edit }).click();
    expect(await modal(page).getByLabel(walletEn.amount).inputValue()).toBe(amount);
    expect(await modal(page).getByLabel(walletEn.receiver).inputValue()).toBe(to);
  }

  it(
    "lists the Bitcoin test wallet beside the EVM one, connects it and shows both accounts",
    async () => {
      const { payment, ordinal } = bitcoinKeys();
      await page.getByRole("button", { name: "Connect wallet" }).click();
      await modal(page).getByRole("button", { name: BITCOIN_ROW }).waitFor(SLOW);
      await modal(page)
        .getByRole("button", { name: /Foyer Test Wallet.*EVM/ })
        .waitFor();
      expect(await modalViolations(page)).toEqual([]);
      await modal(page).getByRole("button", { name: BITCOIN_ROW }).click();
      await accountButton().waitFor({ timeout: 60_000 });
      await openAccount();
      const accounts = modal(page)
        .getByRole("list", { name: en.bitcoinAccounts })
        .getByRole("listitem");
      await expect.poll(() => accounts.count(), SLOW).toBe(2);
      const rows = await accounts.allInnerTexts();
      expect(rows[0]).toContain(en.bitcoinPaymentAccount);
      expect(rows[0]).toContain(truncateAddress(payment.address));
      expect(rows[1]).toContain(en.bitcoinOrdinalAccount);
      expect(rows[1]).toContain(truncateAddress(ordinal.address));
      await expect
        .poll(() => page.getByTestId("account-balance").textContent(), SLOW)
        .toContain("BTC");
      const tokens = modal(page).getByRole("list", { name: "Tokens" }).getByRole("listitem");
      await expect.poll(() => tokens.count(), SLOW).toBe(1);
      expect(await tokens.first().textContent()).toContain("5.000 BTC");
      expect(await modalViolations(page)).toEqual([]);

      // Receive: the payment account, as a QR code that scans to it.
      await modal(page).getByRole("button", { name: walletEn.receive, exact: true }).click();
      await modal(page).getByRole("img", { name: walletEn.receiveQrLabel }).waitFor(SLOW);
      expect(await scanQrCode(modal(page).locator(".pairing-qr"))).toBe(payment.address);
      expect(await modal(page).getByTestId("receive-address").textContent()).toBe(payment.address);
      await modal(page).getByText(walletEn.receivePaymentAddress).waitFor();
      await modal(page).getByRole("button", { name: en.back }).click();
      await modal(page).getByRole("tablist").waitFor(SLOW);
    },
    TEST_TIMEOUT,
  );

  it(
    "refuses bad sends with a clear message, keeps the form and moves nothing",
    async () => {
      const { payment, other } = bitcoinKeys();
      const before = await satsOf(payment.address);
      await ensureSendForm();
      // A mainnet address: the right shape, the wrong network (the adapter decodes it).
      const mainnet = "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4";
      await fillSend("0.1", mainnet);
      await alertShows(messages.addressInvalid);
      await backToForm("0.1", mainnet);
      await fillSend("0.000001", other.address);
      await alertShows(bitcoinMessages.dust("0.00000294"));
      await backToForm("0.000001", other.address);
      // All five coins and nothing left for the fee.
      await fillSend("5", other.address);
      await alertShows(bitcoinMessages.insufficientFunds("5"));
      await backToForm("5", other.address);
      // The wallet says no to the PSBT: the form comes back as it was, and nothing is spent.
      await setWalletMode(page, "reject");
      await fillSend("0.1", other.address);
      await modal(page).getByRole("button", { name: walletEn.confirm }).click({ timeout: 60_000 });
      await alertShows(walletEn.transactionRejected);
      // Core swaps the "Sending" toast for the error one after a short pause.
      await expect
        .poll(
          () =>
            modal(page)
              .getByRole("status")
              .filter({ hasText: walletEn.transactionRejected })
              .count(),
          SLOW,
        )
        .toBe(1);
      await setWalletMode(page, "approve");
      expect(await modal(page).getByLabel(walletEn.amount).inputValue()).toBe("0.1");
      expect(await satsOf(payment.address)).toBe(before);
      expect(await modalViolations(page)).toEqual([]);
    },
    TEST_TIMEOUT,
  );

  it(
    "sends BTC to another regtest address at the fee chosen, and both balances move after the block",
    async () => {
      const { payment, other } = bitcoinKeys();
      const [senderBefore, receiverBefore] = [
        await satsOf(payment.address),
        await satsOf(other.address),
      ];
      await ensureSendForm();
      // The receiver a Bitcoin send takes, not an EVM address or name.
      expect(await modal(page).getByLabel(walletEn.receiver).getAttribute("placeholder")).toBe(
        walletEn.receiverPlaceholderBitcoin,
      );
      await fillSend("0.5", other.address);
      const fees = modal(page).getByRole("group", { name: walletEn.networkFee });
      await fees.waitFor(SLOW);
      for (const speed of ["Slow", "Normal", "Fast"]) {
        await fees.getByRole("radio", { name: speed }).waitFor();
      }
      await fees.getByRole("radio", { name: walletEn.feeSpeed.fast }).check();
      const fast = await fees
        .locator("label")
        .filter({ hasText: walletEn.feeSpeed.fast })
        .textContent();
      expect(fast).toMatch(/\d+ sat\/vB/);
      const fee = satsIn(fast ?? "");
      expect(await modalViolations(page)).toEqual([]);
      await modal(page).getByRole("button", { name: walletEn.confirm }).click();
      // The send resolves once the transaction is in a block; the flow ends on Account.
      await modal(page).getByRole("tablist").waitFor(SLOW);
      expect(await satsOf(other.address)).toBe(receiverBefore + SATS / 2n);
      expect(await satsOf(payment.address)).toBe(senderBefore - SATS / 2n - fee);
      const tokens = modal(page).getByRole("list", { name: "Tokens" }).getByRole("listitem");
      // 5 BTC less 0.5 and the fee, shown to 3 decimals rounded down (behaviour §9).
      await expect.poll(() => tokens.first().textContent(), SLOW).toContain("4.499 BTC");
    },
    TEST_TIMEOUT,
  );

  it(
    "Account → Activity lists the send with the amount and the receiver",
    async () => {
      const { other } = bitcoinKeys();
      await openAccount();
      await modal(page).getByRole("tab", { name: en.activity }).click();
      const rows = modal(page).getByTestId("activity-row");
      await rows.first().waitFor(SLOW);
      // Newest first: the send, then the coins the regtest seed gave the account.
      const sent = (await rows.first().textContent()) ?? "";
      expect(sent).toMatch(/^Send/);
      expect(sent).toContain("-0.500 BTC");
      expect(sent).toContain(`To ${truncateAddress(other.address)}`);
      expect(sent).toContain("Confirmed");
      expect(await modalViolations(page)).toEqual([]);
      await modal(page).getByRole("tab", { name: en.tokens }).click();
    },
    TEST_TIMEOUT,
  );

  it(
    "switches the wallet to Bitcoin Testnet and back: the accounts follow the network",
    async () => {
      const { payment } = bitcoinKeys();
      await openAccount();
      await modal(page)
        .getByRole("button", { name: /^Switch network: / })
        .click();
      await modal(page).getByRole("button", { name: "Bitcoin Testnet", exact: true }).click();
      await modal(page)
        .getByRole("button", { name: "Switch network: Bitcoin Testnet" })
        .waitFor(SLOW);
      const accounts = modal(page).getByRole("list", { name: en.bitcoinAccounts });
      // The world's server has no Esplora for testnet: the account says so.
      await expect
        .poll(() => modal(page).getByTestId("network-not-served").textContent(), SLOW)
        .toBe(en.networkNotServedBody("Bitcoin Testnet"));
      // The same key on testnet: its tb1 address.
      await expect.poll(() => accounts.first().textContent(), SLOW).toMatch(/tb1q/);
      await expect.poll(() => accounts.first().textContent(), SLOW).toMatch(/tb1p/);

      await modal(page)
        .getByRole("button", { name: /^Switch network: / })
        .click();
      await modal(page)
        .getByRole("button", { name: /Bitcoin Regtest/ })
        .click();
      await expect
        .poll(() => accounts.first().textContent(), SLOW)
        .toContain(truncateAddress(payment.address));
      // While on testnet Foyer asked nothing of a network the server does not serve: no
      // balance, Esplora or history call that could only answer 400. (The page's own status
      // line reads the tip as a dApp would, to show what the server answers.)
      expect(testnetRequests.filter((request) => !request.endsWith("/blocks/tip/height"))).toEqual(
        [],
      );
    },
    TEST_TIMEOUT,
  );
});

describe("Sign in with X on Bitcoin: BIP-322 by the payment address (Chromium)", () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.context.newPage();
    await injectTestWallet(page, world, "approve");
    await page.goto(`${world.demoUrl}/?siwx=required`);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
  });

  it(
    "connects the Bitcoin wallet, signs the server's message and shows the session",
    async () => {
      const { payment } = bitcoinKeys();
      await connectBitcoin(page);
      await modal(page).getByRole("heading", { name: "Sign in to Foyer demo" }).waitFor(SLOW);
      expect(await modalViolations(page)).toEqual([]);
      await modal(page).getByRole("button", { name: "Sign", exact: true }).click();
      await expect.poll(() => modal(page).count(), SLOW).toBe(0);
      await expect
        .poll(() => page.getByTestId("siwx-address").textContent(), SLOW)
        .toBe(payment.address);
      expect(await page.getByTestId("siwx-chain").textContent()).toContain(
        world.bitcoin?.caipNetworkId,
      );
    },
    TEST_TIMEOUT,
  );
});

describe("a Bitcoin wallet on none of the app's networks (Chromium)", () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.context.newPage();
    // A sats-connect wallet on signet, announced the way wallet extensions do: the demo lists
    // regtest, mainnet and testnet, so it supports none of them.
    await page.context().addInitScript(() => {
      const w = window as unknown as Record<string, unknown> & { btc_providers?: unknown[] };
      const answer = (id: unknown, result: unknown) => ({ jsonrpc: "2.0", id, result });
      w.SignetWallet = {
        bitcoin: {
          async request(method: string) {
            const network = { bitcoin: { name: "Signet" }, stacks: { name: "testnet" } };
            if (method === "wallet_connect") {
              return answer("1", {
                id: "signet",
                walletType: "software",
                network,
                addresses: [
                  {
                    address: "tb1q6rz28mcfaxtmd6v789l9rrlrusdprr9pv3cppk",
                    publicKey: `02${"11".repeat(32)}`,
                    purpose: "payment",
                    addressType: "p2wpkh",
                    walletType: "software",
                  },
                ],
              });
            }
            if (method === "wallet_getNetwork") return answer("1", network);
            if (method === "wallet_disconnect") return answer("1", null);
            return {
              jsonrpc: "2.0",
              id: "1",
              error: { code: -32601, message: "Method not found" },
            };
          },
          addListener: () => () => undefined,
        },
      };
      w.btc_providers = [
        ...(w.btc_providers ?? []),
        {
          id: "SignetWallet.bitcoin",
          name: "Signet Wallet",
          icon: "data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A//www.w3.org/2000/svg%22/%3E",
        },
      ];
    });
    await injectTestWallet(page, world, "approve");
    await page.goto(world.demoUrl);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
  });

  it(
    "is refused with 'The connector does not support any of the requested chains'",
    async () => {
      await page.getByRole("button", { name: "Connect wallet" }).click();
      await modal(page)
        .getByRole("button", { name: /Signet Wallet/ })
        .click();
      await modal(page).getByText(messages.connectorSupportsNoRequestedChain).waitFor(SLOW);
      expect(await modalViolations(page)).toEqual([]);
      // Nothing connected: the page still offers to connect.
      await page.keyboard.press("Escape");
      await page.getByRole("button", { name: "Connect wallet" }).waitFor(SLOW);
    },
    TEST_TIMEOUT,
  );
});

describe("an EVM-only page loads no Bitcoin code (Chromium)", () => {
  let browser: Browser;
  let page: Page;
  /**
   * The demo's Bitcoin setup, the adapter package and sats-connect, as the dev server serves
   * them. Not @scure/btc-signer: the development test wallet signs with it on every page (it
   * never ships in a production build, whose first load `npm run size` checks).
   */
  const BITCOIN_CODE = /\/src\/bitcoin\.ts|\/packages\/bitcoin\/|sats-connect/;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.context.newPage();
    await injectTestWallet(page, world, "approve");
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
  });

  async function scriptsLoaded(url: string): Promise<string[]> {
    const seen: string[] = [];
    const record = (request: { url(): string }) => seen.push(request.url());
    page.on("request", record);
    await page.goto(url);
    await page.getByRole("button", { name: "Connect wallet" }).click();
    await modal(page)
      .getByRole("button", { name: /Foyer Test Wallet/ })
      .first()
      .waitFor(SLOW);
    page.off("request", record);
    return seen.filter((entry) => BITCOIN_CODE.test(entry));
  }

  it(
    "fetches the Bitcoin chunks only where the page lists Bitcoin",
    async () => {
      expect(await scriptsLoaded(`${world.demoUrl}/?bitcoin=off`)).toEqual([]);
      await expect(modal(page).getByRole("button", { name: BITCOIN_ROW }).count()).resolves.toBe(0);
      expect((await scriptsLoaded(world.demoUrl)).length).toBeGreaterThan(0);
    },
    TEST_TIMEOUT,
  );
});
