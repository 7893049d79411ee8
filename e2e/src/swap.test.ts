/**
 * Swaps in Chromium against the devnet DEX, as a visitor does them from Account: ETH → USDC
 * with the test wallet (balances move by the quote, within the 1 % slippage), USDC → FOY with
 * the server's simulated balance changes in the review and the approval first, the refusals (more than held, a wallet that declines, a quote gone
 * stale that reverts on-chain), then the same swap from an email (embedded) wallet with its
 * approval in the frame.
 */
import { dexRouterAbi } from "@foyer/devnet";
import type { Page } from "playwright-core";
import {
  type Address,
  createPublicClient,
  createWalletClient,
  http,
  maxUint256,
  parseEther,
  parseUnits,
} from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { foundry } from "viem/chains";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, launchBrowser } from "./browser.js";
import { type ChainToken, chainTokens, devnetChain } from "./devnetChain.js";
import { ACCOUNT_BUTTON, approveInFrame, loginByEmail } from "./emailSession.js";
import { accountButton, connectTestWallet, modal, modalViolations } from "./modal.js";
import { injectTestWallet, setWalletMode } from "./testWallet.js";
import { startWorld, type World } from "./world.js";

const SLOW = { timeout: 120_000, interval: 250 };
const TEST_TIMEOUT = 300_000;

describe("swaps on the devnet DEX from Account (Chromium)", () => {
  let world: World;
  let browser: Browser;
  let page: Page;
  let me: Address;
  let chain: ReturnType<typeof devnetChain>;
  let eth: ChainToken;
  let usdc: ChainToken;
  let foy: ChainToken;

  beforeAll(async () => {
    world = await startWorld();
    chain = devnetChain(world);
    const tokens = chainTokens(world);
    const find = (symbol: string) => {
      const token = tokens.find((t) => t.symbol === symbol);
      if (!token) throw new Error(`the devnet has no ${symbol}`);
      return token;
    };
    [eth, usdc, foy] = [find("ETH"), find("USDC"), find("FOY")];
    browser = await launchBrowser();
    page = await browser.context.newPage();
    me = (await injectTestWallet(page, world, "approve")) as Address;
    await page.goto(world.demoUrl);
    await connectTestWallet(page, me);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await world?.stop();
  });

  const view = () => modal(page);
  async function closeModal() {
    if ((await modal(page).count()) === 0) return;
    await view().getByRole("button", { name: "Close" }).click();
    await expect.poll(() => modal(page).count(), SLOW).toBe(0);
  }
  const amountField = () => view().getByLabel("Amount");
  const output = () => view().getByTestId("swap-output");

  /** Opens Swap from Account, as a visitor does: the account button, then Swap. */
  async function openSwap(account = () => accountButton(page, me)) {
    await closeModal();
    await account().click();
    await view().getByRole("tablist").waitFor({ timeout: 60_000 });
    await view().getByRole("button", { name: "Swap", exact: true }).click();
    await view().getByRole("combobox", { name: "From" }).waitFor({ timeout: 60_000 });
    // The balances are in once the chosen token's shows.
    await view().getByTestId("swap-balance").waitFor({ timeout: 60_000 });
  }

  /** Picks the pair and amount, and waits for the quote: what it says comes out, as shown. */
  async function quote(from: string, to: string, amount: string): Promise<string> {
    const select = async (name: string, symbol: string) => {
      const combo = view().getByRole("combobox", { name });
      // By value (the token's CAIP-10 id): the label carries the balance, which may still load.
      const option = combo.locator("option").filter({ hasText: new RegExp(`^${symbol}( · |$)`) });
      const value = await option.first().getAttribute("value");
      await combo.selectOption(value ?? "");
    };
    await select("From", from);
    await select("To", to);
    await amountField().fill(amount);
    await expect.poll(() => output().textContent(), SLOW).toMatch(/^You receive: /);
    return ((await output().textContent()) ?? "").replace("You receive: ", "");
  }

  /** "1,234.567 USDC" → smallest units (the 3 shown decimals). */
  const unitsOf = (shown: string, decimals: number) =>
    parseUnits(shown.split(" ")[0]?.replaceAll(",", "") ?? "0", decimals);

  it(
    "ETH → USDC with the test wallet: the quote shows rate, impact, fees and 1 % slippage; balances move by the quote",
    async () => {
      await openSwap();
      // ETH into USDC is where a first swap starts.
      const received = await quote("ETH", "USDC", "0.5");
      const quotedUnits = unitsOf(received, 6);
      expect(quotedUnits).toBeGreaterThan(parseUnits("1450", 6));
      expect(await view().getByTestId("swap-rate").textContent()).toMatch(
        /^1 ETH = 2,9\d\d\.\d\d USDC$/,
      );
      expect(await view().getByTestId("swap-impact").textContent()).toBe("0.05%");
      expect(await view().getByTestId("swap-pool-fee").textContent()).toBe("0.30%");
      expect(await view().getByTestId("swap-network-fee").textContent()).toMatch(
        /^\$\d+\.\d\d$|^\$<0\.01$/,
      );
      expect(await view().getByTestId("swap-slippage").textContent()).toBe("1%");
      expect(await modalViolations(page)).toEqual([]);

      const ethBefore = await chain.balanceOf(eth, me);
      const usdcBefore = await chain.balanceOf(usdc, me);
      await view().getByRole("button", { name: "Review swap" }).click();
      await expect.poll(() => view().getByTestId("swap-pay").textContent(), SLOW).toBe("0.500 ETH");
      const minimum = unitsOf((await view().getByTestId("swap-minimum").textContent()) ?? "", 6);
      await view().getByRole("button", { name: "Swap", exact: true }).click();
      await page.getByText(/^Swapped 0\.500 ETH for [\d,.]+ USDC$/).waitFor({ timeout: 120_000 });

      const gained = (await chain.balanceOf(usdc, me)) - usdcBefore;
      // What arrived is the quote (shown at 3 decimals), and never under the 1 % minimum.
      expect(gained).toBeGreaterThanOrEqual(minimum);
      expect(gained - quotedUnits).toBeGreaterThanOrEqual(0n);
      expect(gained - quotedUnits).toBeLessThan(1_000n);
      const spent = ethBefore - (await chain.balanceOf(eth, me));
      expect(spent).toBeGreaterThan(parseEther("0.5"));
      expect(spent).toBeLessThan(parseEther("0.501"));
      // The form is back, empty, with the new balance.
      expect(await amountField().inputValue()).toBe("");
      await expect
        .poll(() => view().getByTestId("swap-balance").textContent(), SLOW)
        .not.toMatch(/^Balance: 10,000\.000 ETH$/);
    },
    TEST_TIMEOUT,
  );

  it(
    "the trade shows in Activity",
    async () => {
      await closeModal();
      await accountButton(page, me).click();
      const tab = (name: string) => view().getByRole("tab", { name });
      const rows = view().getByTestId("activity-row");
      // The indexer follows the head about once a second; the tab reads history when opened.
      await expect
        .poll(
          async () => {
            await tab("Tokens").click();
            await tab("Activity").click();
            await rows
              .first()
              .waitFor({ timeout: 30_000 })
              .catch(() => {});
            return (await rows.allInnerTexts()).join("\n");
          },
          { timeout: 90_000, interval: 1_000 },
        )
        .toMatch(/^Trade/m);
    },
    TEST_TIMEOUT,
  );

  it(
    "USDC → FOY: the review shows −250 USDC / +FOY and both calls before the wallet is asked, approves USDC first (its own wallet request), then swaps",
    async () => {
      await openSwap();
      const received = await quote("USDC", "FOY", "250");
      const quotedUnits = unitsOf(received, 18);
      const usdcBefore = await chain.balanceOf(usdc, me);
      const foyBefore = await chain.balanceOf(foy, me);
      const nonceBefore = await chain.nonceOf(me);

      await view().getByRole("button", { name: "Review swap" }).click();
      // Before the wallet is asked for anything, the review shows what the approval and the
      // swap after it do (the server's simulation of both): the USDC that leaves and the FOY
      // the quote said would come in, and each call in words.
      const changes = view().getByTestId("balance-change");
      await expect.poll(() => changes.count(), SLOW).toBe(2);
      const [spent, bought] = await changes.allTextContents();
      expect(spent).toBe("−250 USDC");
      const simulated = parseUnits(/^\+([\d.]+) FOY$/.exec(bought ?? "")?.[1] ?? "0", 18);
      expect(simulated - quotedUnits).toBeGreaterThanOrEqual(0n);
      expect(simulated - quotedUnits).toBeLessThan(10n ** 15n);
      const calls = await view().getByTestId("decoded-calls").locator("li").allTextContents();
      expect(calls).toHaveLength(2);
      expect(calls[0]).toMatch(/^Allow 0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4} to spend 250 USDC$/);
      expect(calls[1]).toMatch(/^Swap 250 USDC for at least [\d.]+ FOY$/);
      // The approval is exactly the amount: nothing to warn about, nothing to tick.
      expect(await view().getByLabel("I have read the warning").count()).toBe(0);
      expect(await chain.nonceOf(me)).toBe(nonceBefore);
      await view().getByRole("button", { name: "Approve USDC" }).click({ timeout: 60_000 });
      await page.getByText("USDC approved").waitFor({ timeout: 120_000 });
      // The approval alone reached the chain: one transaction, no USDC moved yet.
      expect(await chain.nonceOf(me)).toBe(nonceBefore + 1);
      expect(await chain.balanceOf(usdc, me)).toBe(usdcBefore);

      await view().getByRole("button", { name: "Swap", exact: true }).click({ timeout: 60_000 });
      await page.getByText(/^Swapped 250\.000 USDC for [\d,.]+ FOY$/).waitFor({ timeout: 120_000 });
      expect(usdcBefore - (await chain.balanceOf(usdc, me))).toBe(parseUnits("250", 6));
      const gained = (await chain.balanceOf(foy, me)) - foyBefore;
      expect(gained).toBeGreaterThanOrEqual((quotedUnits * 99n) / 100n);
      expect(gained - quotedUnits).toBeLessThan(10n ** 15n);
    },
    TEST_TIMEOUT,
  );

  it(
    "says what went wrong: more than held, a declined wallet, a quote gone stale that reverted on-chain",
    async () => {
      await openSwap();
      await quote("USDC", "FOY", "1000000");
      await expect
        .poll(() => view().getByRole("alert").textContent(), SLOW)
        .toBe("Insufficient balance");
      expect(await view().getByRole("button", { name: "Review swap" }).isDisabled()).toBe(true);

      await quote("ETH", "USDC", "1");
      await view().getByRole("button", { name: "Review swap" }).click();
      await setWalletMode(page, "reject");
      await view().getByRole("button", { name: "Swap", exact: true }).click({ timeout: 60_000 });
      await expect
        .poll(() => view().getByRole("alert").textContent(), SLOW)
        .toBe("Transaction rejected");
      await setWalletMode(page, "approve");

      // Someone sells 30 ETH into the pool before our swap lands: the price falls ~6 %.
      const usdcBefore = await chain.balanceOf(usdc, me);
      await sellEth(world, 7, "30");
      await view().getByRole("button", { name: "Swap", exact: true }).click();
      await expect
        .poll(() => view().getByRole("alert").textContent(), SLOW)
        .toBe(
          "The swap reverted on-chain: the price moved past your 1% slippage tolerance. Nothing was swapped; only the network fee was spent",
        );
      expect(await chain.balanceOf(usdc, me)).toBe(usdcBefore);
      // A new quote reads the moved pool: it asks for review again from the form.
      await expect.poll(() => output().textContent(), SLOW).toMatch(/^You receive: /);
    },
    TEST_TIMEOUT,
  );

  it(
    "the same ETH → USDC swap from an email wallet, approved in the frame after it shows both balance changes",
    async () => {
      await closeModal();
      await accountButton(page, me).click();
      await view().getByRole("button", { name: "Disconnect" }).click();
      await page.getByRole("button", { name: "Connect wallet" }).waitFor({ timeout: 60_000 });
      const email = `sw${Date.now().toString(36)}@example.com`;
      await loginByEmail(page, world.server.url, email, new Set());
      await page.getByRole("button", { name: ACCOUNT_BUTTON }).click();
      await view().getByRole("tablist").waitFor({ timeout: 60_000 });
      const shown = await view().locator("p.address").getAttribute("title");
      if (!shown) throw new Error("Account shows no address");
      const embedded = shown as Address;
      await chain.sendEth(1, embedded, "1");

      await openSwap(() => page.getByRole("button", { name: ACCOUNT_BUTTON }));
      await expect
        .poll(() => view().getByTestId("swap-balance").textContent(), SLOW)
        .toBe("Balance: 1.000 ETH");
      const received = await quote("ETH", "USDC", "0.1");
      await view().getByRole("button", { name: "Review swap" }).click();
      await view().getByRole("button", { name: "Swap", exact: true }).click({ timeout: 60_000 });
      // Before Approve, the frame shows what the swap does to both balances (the server's
      // simulation): the ETH that leaves and the USDC the quote said would come in.
      const changes = page
        .frameLocator("#foyer-embedded-frame")
        .getByTestId("balance-changes")
        .locator(".changes li");
      await expect.poll(() => changes.count(), SLOW).toBe(2);
      const [spent, bought] = await changes.allTextContents();
      expect(spent).toBe("−0.1 ETH");
      const simulated = parseUnits(/^\+([\d.]+) USDC$/.exec(bought ?? "")?.[1] ?? "0", 6);
      expect(simulated - unitsOf(received, 6)).toBeGreaterThanOrEqual(0n);
      expect(simulated - unitsOf(received, 6)).toBeLessThan(1_000n);
      await approveInFrame(page);
      await page.getByText(/^Swapped 0\.100 ETH for [\d,.]+ USDC$/).waitFor({ timeout: 120_000 });
      const gained = await chain.balanceOf(usdc, embedded);
      expect(gained - unitsOf(received, 6)).toBeGreaterThanOrEqual(0n);
      expect(gained - unitsOf(received, 6)).toBeLessThan(1_000n);
    },
    TEST_TIMEOUT,
  );
});

/** A dev account sells ETH for USDC straight on the router, as another trader would. */
async function sellEth(world: World, index: number, amount: string): Promise<void> {
  const { rpcUrl, manifest } = world.devnet;
  const key = manifest.accounts[index]?.privateKey;
  if (!key) throw new Error(`no dev account ${index}`);
  const account = privateKeyToAccount(key);
  const wallet = createWalletClient({ account, chain: foundry, transport: http(rpcUrl) });
  const { weth, usdc, dexRouter } = manifest.contracts;
  const hash = await wallet.writeContract({
    address: dexRouter.address,
    abi: dexRouterAbi,
    functionName: "swapExactETHForTokens",
    args: [0n, [weth.address, usdc.address], account.address, maxUint256],
    value: parseEther(amount),
  });
  const client = createPublicClient({ chain: foundry, transport: http(rpcUrl) });
  await client.waitForTransactionReceipt({ hash, pollingInterval: 100 });
}
