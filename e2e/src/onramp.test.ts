/**
 * Buying crypto by card in Chromium, as a visitor does it from Account: the Buy view's limits
 * as you type, both sandbox providers' quotes (best first), the provider's checkout in its
 * own window (a declined card, then the test card), and the purchase followed until the USDC
 * is in the wallet and the deposit shows in Activity with '+'. Then by bank transfer (ACH):
 * the bank account's limits, and a purchase over the card's limit paid from the test account.
 */

import { CHECKOUT_TEXT } from "@foyer/server";
import type { Page } from "playwright-core";
import { type Address, parseUnits } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, launchBrowser } from "./browser.js";
import { chainTokens, devnetChain } from "./devnetChain.js";
import { accountButton, connectTestWallet, modal, modalViolations } from "./modal.js";
import { injectTestWallet } from "./testWallet.js";
import { startWorld, type World } from "./world.js";

const SLOW = { timeout: 120_000, interval: 250 };
const TEST_TIMEOUT = 300_000;

describe("buying USDC by card through the sandbox provider (Chromium)", () => {
  let world: World;
  let browser: Browser;
  let page: Page;
  let me: Address;

  beforeAll(async () => {
    world = await startWorld();
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
  const alertText = () => view().getByRole("alert").textContent();

  it(
    "checks the amount against the card limits as you type, and quotes both providers best first",
    async () => {
      await accountButton(page, me).click();
      await view().getByRole("tablist").waitFor({ timeout: 60_000 });
      await view().getByRole("button", { name: "Buy", exact: true }).click();
      const amount = view().getByLabel("Amount");
      await amount.waitFor({ timeout: 60_000 });
      expect(await view().getByRole("combobox", { name: "Buy" }).inputValue()).not.toBe("");
      expect(
        await view()
          .getByRole("combobox", { name: "Network" })
          .locator("option:checked")
          .textContent(),
      ).toBe("Foyer Devnet");
      expect(await view().getByText("Between 10.00 and 7500.00 USD by card").count()).toBe(1);

      await amount.fill("5");
      await expect.poll(alertText, SLOW).toBe("The minimum is 10.00 USD");
      await amount.fill("8000");
      await expect.poll(alertText, SLOW).toBe("The maximum is 7500.00 USD");
      await amount.fill("50");
      const quotes = view().getByTestId("onramp-quote");
      await expect.poll(() => quotes.count(), SLOW).toBe(2);
      expect(await view().getByRole("alert").count()).toBe(0);
      const [best, other] = await quotes.allInnerTexts();
      expect(best).toMatch(/^Foyer Pay \(sandbox\)\s+Best price/);
      expect(best).toContain("You get 50.000 USDC");
      expect(best).toContain("Provider fee 0.75 USD");
      expect(other).toMatch(/^Card Lane \(sandbox\)/);
      expect(other).toContain("Provider fee 1.00 USD");
      expect(await modalViolations(page)).toEqual([]);
    },
    TEST_TIMEOUT,
  );

  it(
    "pays 50 USD at the provider's checkout (a declined card first) and sees the USDC arrive",
    async () => {
      const chain = devnetChain(world);
      const usdc = chainTokens(world).find((token) => token.symbol === "USDC");
      if (!usdc) throw new Error("the devnet has no USDC");
      const before = await chain.balanceOf(usdc, me);

      const [checkout] = await Promise.all([
        page.waitForEvent("popup"),
        view().getByRole("button", { name: "Buy with Foyer Pay (sandbox)" }).click(),
      ]);
      await checkout
        .getByRole("heading", { name: CHECKOUT_TEXT.title("Foyer Pay (sandbox)") })
        .waitFor({ timeout: 60_000 });
      expect(await checkout.getByText(CHECKOUT_TEXT.providerFee("1.50")).count()).toBe(1);
      // The summary's labels keep their width (each on one line) beside a long receiver address.
      const labelLines = await checkout.locator("dt").evaluateAll((labels) =>
        labels.map((label) => {
          const range = document.createRange();
          range.selectNodeContents(label);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        }),
      );
      expect(labelLines.length).toBeGreaterThan(3);
      expect(labelLines.every((lines) => lines === 1)).toBe(true);
      await expect
        .poll(() => view().getByTestId("onramp-status").textContent(), SLOW)
        .toBe("Complete the payment in the Foyer Pay (sandbox) window");

      const pay = async (number: string) => {
        await checkout.getByLabel(CHECKOUT_TEXT.cardNumber).fill(number);
        await checkout.getByLabel(CHECKOUT_TEXT.expiry).fill("12/39");
        await checkout.getByLabel(CHECKOUT_TEXT.cvc).fill("123");
        await checkout.getByRole("button", { name: /^Pay / }).click();
      };
      await pay("4000 0000 0000 0002");
      await checkout.getByText(CHECKOUT_TEXT.cardProblems.declined).waitFor({ timeout: 60_000 });
      expect(await chain.balanceOf(usdc, me)).toBe(before);

      await pay("4242 4242 4242 4242");
      await checkout.getByText(CHECKOUT_TEXT.paid).waitFor({ timeout: 60_000 });
      await expect
        .poll(() => view().getByTestId("onramp-status").textContent(), SLOW)
        .toBe("50.000 USDC arrived in your wallet");
      expect((await chain.balanceOf(usdc, me)) - before).toBe(parseUnits("50", 6));
      await expect
        .poll(() => view().getByTestId("onramp-balance").textContent(), SLOW)
        .toBe("Balance: 100,050.000 USDC");
      await checkout.close();
    },
    TEST_TIMEOUT,
  );

  it(
    "the purchase shows in Activity as a deposit with '+'",
    async () => {
      await view().getByRole("button", { name: "Close" }).click();
      await expect.poll(() => modal(page).count(), SLOW).toBe(0);
      await accountButton(page, me).click();
      const tab = (name: string) => view().getByRole("tab", { name });
      const rows = view().getByTestId("activity-row");
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
        .toMatch(/Deposit[\s\S]*\+50\.000 USDC/);
    },
    TEST_TIMEOUT,
  );

  it(
    "by bank transfer (ACH): over its limit says so; 8000 USD, over the card's limit, is bought from the test bank account",
    async () => {
      const chain = devnetChain(world);
      const usdc = chainTokens(world).find((token) => token.symbol === "USDC");
      if (!usdc) throw new Error("the devnet has no USDC");
      const before = await chain.balanceOf(usdc, me);

      await view().getByRole("button", { name: "Buy", exact: true }).click();
      const again = view().getByRole("button", { name: "Buy more" });
      const amount = view().getByLabel("Amount");
      // The card purchase's outcome may still be on show: "Buy more" goes back to the form.
      await expect
        .poll(async () => (await again.count()) + (await amount.count()), SLOW)
        .toBeGreaterThan(0);
      if ((await again.count()) > 0) await again.click();
      await amount.waitFor({ timeout: 60_000 });
      await view()
        .getByRole("combobox", { name: "Payment method" })
        .selectOption({ label: "Bank transfer (ACH)" });
      expect(
        await view().getByText("Between 10.00 and 25000.00 USD by bank transfer").count(),
      ).toBe(1);
      await amount.fill("25000.01");
      await expect.poll(alertText, SLOW).toBe("The maximum is 25000.00 USD");
      await amount.fill("8000");
      const quotes = view().getByTestId("onramp-quote");
      await expect.poll(() => quotes.count(), SLOW).toBe(2);
      expect(await view().getByRole("alert").count()).toBe(0);

      const [checkout] = await Promise.all([
        page.waitForEvent("popup"),
        view().getByRole("button", { name: "Buy with Foyer Pay (sandbox)" }).click(),
      ]);
      await checkout
        .getByRole("heading", { name: CHECKOUT_TEXT.title("Foyer Pay (sandbox)") })
        .waitFor({ timeout: 60_000 });
      expect(await checkout.getByTestId("payment-method").textContent()).toBe(
        CHECKOUT_TEXT.paymentMethods.ach_bank_account,
      );
      expect(await checkout.getByLabel(CHECKOUT_TEXT.cardNumber).count()).toBe(0);
      const pay = async (account: string) => {
        await checkout.getByLabel(CHECKOUT_TEXT.routingNumber).fill("110000000");
        await checkout.getByLabel(CHECKOUT_TEXT.accountNumber).fill(account);
        await checkout.getByRole("button", { name: /^Pay / }).click();
      };
      await pay("000111111116");
      await checkout
        .getByText(CHECKOUT_TEXT.bankProblems.bankDeclined)
        .waitFor({ timeout: 60_000 });
      await pay("000123456789");
      await checkout.getByText(CHECKOUT_TEXT.paid).waitFor({ timeout: 60_000 });
      expect(await checkout.getByTestId("payment-method").textContent()).toBe(
        CHECKOUT_TEXT.paymentMethods.ach_bank_account,
      );
      await expect
        .poll(() => view().getByTestId("onramp-status").textContent(), SLOW)
        .toBe("8,000.000 USDC arrived in your wallet");
      expect((await chain.balanceOf(usdc, me)) - before).toBe(parseUnits("8000", 6));
      await checkout.close();
    },
    TEST_TIMEOUT,
  );
});
