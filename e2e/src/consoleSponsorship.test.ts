/**
 * Gas sponsorship from the operator's console, against a world where the demo project sponsors
 * its users' gas as `npm start` has it: the operator turns it off and the paymaster refuses with
 * its reason; on again, a brand-new email wallet with no ETH mints from the demo, registers a name
 * and swaps USDC, the gas paid each time; the console counts today's sponsored operations, and
 * its Usage view shows that traffic (the login, the RPC calls by method, the paymaster's).
 */
import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { type Address, createPublicClient, http, toHex } from "viem";
import { entryPoint07Address } from "viem/account-abstraction";
import { foundry } from "viem/chains";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, launchBrowser } from "./browser.js";
import { devnetChain } from "./devnetChain.js";
import { ACCOUNT_BUTTON, approveInFrame, loginByEmail } from "./emailSession.js";
import { connectTestWallet, modal } from "./modal.js";
import { injectTestWallet } from "./testWallet.js";
import { startWorld, type World } from "./world.js";

const SLOW = { timeout: 120_000, interval: 250 };
const TEST_TIMEOUT = 300_000;

describe("gas sponsorship from the operator's console (Chromium)", () => {
  let world: World;
  let browser: Browser;
  let console_: Page;

  beforeAll(async () => {
    world = await startWorld({ console: true, smartAccounts: true, sponsoredGas: true });
    // The demo (localhost) and the server (127.0.0.1) are cross-site: the email wallet's
    // frame needs its storage.
    browser = await launchBrowser({ thirdPartyStorage: true });
    console_ = await browser.context.newPage();
    const operator = await injectTestWallet(console_, world);
    await console_.goto(world.consoleUrl ?? "");
    await connectTestWallet(console_, operator);
    await modal(console_).getByRole("button", { name: "Sign", exact: true }).click();
    await console_.getByRole("heading", { name: "Projects", level: 2 }).waitFor();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await world?.stop();
  });

  const chain = () => createPublicClient({ chain: foundry, transport: http(world.devnet.rpcUrl) });

  /**
   * Asks for the paymaster's signature as a wallet does, through the demo project's RPC URL
   * from the demo's origin: a new account's operation, its calls unread.
   */
  async function askPaymaster() {
    const sender = toHex(crypto.getRandomValues(new Uint8Array(20)));
    const response = await fetch(`${world.server.url}/v1/?chainId=eip155:31337&projectId=demo`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: new URL(world.demoUrl).origin },
      body: JSON.stringify({
        jsonrpc: "2.0",
        id: 1,
        method: "pm_getPaymasterData",
        params: [
          {
            sender,
            nonce: "0x0",
            callData: "0x",
            callGasLimit: "0x10000",
            verificationGasLimit: "0x10000",
            preVerificationGas: "0x10000",
            maxFeePerGas: "0x3b9aca00",
            maxPriorityFeePerGas: "0x1",
          },
          entryPoint07Address,
          "0x7a69",
          {},
        ],
      }),
    });
    return (await response.json()) as {
      result?: { paymasterData: string };
      error?: { message: string; data?: { code: string; reason: string } };
    };
  }

  /** Today's count of sponsored operations, as the console shows it. */
  const operationsToday = async () =>
    Number(
      await console_
        .locator(".totals div")
        .filter({ hasText: "Sponsored operations" })
        .locator("dd")
        .textContent(),
    );

  const saved = (state: "on" | "off") =>
    console_.getByText(`Sponsorship of demo saved (${state}): in force on every server at once.`);

  it(
    "shows the demo's policy and today's use, from the project's card",
    async () => {
      await console_.getByRole("link", { name: "Gas sponsorship of Foyer Demo" }).click();
      await console_.getByRole("heading", { name: "Sponsorship", level: 2 }).waitFor();
      await console_.getByText("Sponsoring", { exact: true }).waitFor();
      const sponsor = console_.getByRole("checkbox", {
        name: "Sponsor gas for this project's users",
      });
      expect(await sponsor.isChecked()).toBe(true);
      expect(await console_.getByRole("checkbox", { name: "eip155:31337" }).isChecked()).toBe(true);
      expect(await console_.getByRole("radio", { name: "All contracts" }).isChecked()).toBe(true);
      expect(
        await console_.getByRole("textbox", { name: "Per user a day (ETH)" }).inputValue(),
      ).toBe("0.5");
      expect(
        await console_.getByRole("textbox", { name: "Operations per user a day" }).inputValue(),
      ).toBe("50");
      expect(
        await console_.getByRole("textbox", { name: "All users a day (ETH)" }).inputValue(),
      ).toBe("100");
      await console_.getByText("0 ETH of 100 ETH").waitFor();
      // The tab shows the console's own icon, served beside it.
      const icon = await console_.evaluate(
        () => document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.href ?? "",
      );
      expect(icon).toBe(`${world.consoleUrl}favicon.svg`);
      const served = await fetch(icon);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
      // Axe-clean in light and dark, and it fits a 375 px phone.
      for (const theme of ["Dark", "Light"]) {
        await console_.getByRole("radio", { name: theme }).check();
        const results = await new AxeBuilder({ page: console_ }).exclude("foyer-modal").analyze();
        expect(
          results.violations.map((violation) => violation.id),
          theme,
        ).toEqual([]);
      }
      await console_.setViewportSize({ width: 375, height: 800 });
      expect(
        await console_.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      ).toBeLessThanOrEqual(0);
      await console_.setViewportSize({ width: 1280, height: 900 });
    },
    TEST_TIMEOUT,
  );

  it(
    "checks a limit as it is typed",
    async () => {
      const limit = console_.getByRole("textbox", { name: "Per user a day (ETH)" });
      await limit.fill("0.5.1");
      await console_
        .getByText(
          "The per-user daily limit must be an amount in ETH such as 0.05 (at most 18 decimals)",
        )
        .waitFor();
      await limit.fill("0.5");
      await expect.poll(() => console_.getByText(/per-user daily limit must be/).count()).toBe(0);
    },
    TEST_TIMEOUT,
  );

  it(
    "turned off: the paymaster refuses with its reason",
    async () => {
      expect((await askPaymaster()).result?.paymasterData).toMatch(/^0x[0-9a-f]+$/);
      await console_
        .getByRole("checkbox", { name: "Sponsor gas for this project's users" })
        .uncheck();
      await console_.getByRole("button", { name: "Save sponsorship" }).click();
      await saved("off").waitFor();
      await console_.getByText("Not sponsoring", { exact: true }).waitFor();

      const refused = await askPaymaster();
      expect(refused.result).toBeUndefined();
      expect(refused.error).toMatchObject({
        message: "This app does not sponsor gas",
        data: { code: "SPONSORSHIP_OFF", reason: "This app does not sponsor gas" },
      });
    },
    TEST_TIMEOUT,
  );

  it(
    "on again: a new email wallet with no ETH mints, registers a name and swaps USDC, the gas paid; Sponsorship and Usage count it",
    async () => {
      await console_
        .getByRole("checkbox", { name: "Sponsor gas for this project's users" })
        .check();
      await console_.getByRole("button", { name: "Save sponsorship" }).click();
      await saved("on").waitFor();
      const before = await operationsToday();

      const demo = await browser.context.newPage();
      await demo.goto(world.demoUrl);
      await loginByEmail(
        demo,
        world.server.url,
        `sponsor${Date.now().toString(36)}@example.com`,
        new Set(),
      );
      await demo.getByRole("button", { name: ACCOUNT_BUTTON }).click();
      const smart = (await modal(demo).locator("p.address").getAttribute("title")) as Address;
      await modal(demo).getByRole("button", { name: "Close" }).click();
      expect(await chain().getBalance({ address: smart })).toBe(0n);

      await demo.getByRole("button", { name: "Mint a test NFT" }).click();
      const frame = demo.frameLocator("#foyer-embedded-frame");
      await frame.getByRole("heading", { name: "Send transaction" }).waitFor(SLOW);
      expect(await frame.getByText("Gas sponsored by Foyer Demo").count()).toBe(1);
      await approveInFrame(demo);
      await expect
        .poll(() => demo.getByTestId("mint-status").textContent(), SLOW)
        .toMatch(/^Minted in transaction 0x[0-9a-f]{64}$/);
      expect(await chain().getBalance({ address: smart })).toBe(0n);

      // A name is a signed registration (the account need not be deployed or hold ETH).
      const label = `gasless${Date.now().toString(36)}`;
      await demo.getByRole("button", { name: ACCOUNT_BUTTON }).click();
      const view = modal(demo);
      await view.getByRole("button", { name: "Choose a name" }).click({ timeout: 60_000 });
      await view.getByLabel("Name", { exact: true }).fill(label);
      await expect
        .poll(() => view.getByRole("status").first().textContent(), SLOW)
        .toBe(`${label}.foyer.id is available`);
      await view.getByRole("button", { name: "Register" }).click();
      await approveInFrame(demo);
      await view.getByRole("heading", { name: "Name registered" }).waitFor({ timeout: 120_000 });
      expect(await chain().getBalance({ address: smart })).toBe(0n);

      // A swap of USDC with no ETH: the approval of USDC and the swap, each paid for.
      await devnetChain(world).sendUsdc(1, smart, "50");
      await view.getByRole("button", { name: "Done" }).click();
      await view.getByRole("button", { name: "Swap", exact: true }).click({ timeout: 60_000 });
      const pick = async (name: string, symbol: string) => {
        const combo = view.getByRole("combobox", { name });
        const option = combo.locator("option").filter({ hasText: new RegExp(`^${symbol}( · |$)`) });
        await combo.selectOption((await option.first().getAttribute("value")) ?? "");
      };
      await expect
        .poll(() => view.getByRole("combobox", { name: "From" }).locator("option").count(), SLOW)
        .toBeGreaterThan(1);
      await pick("From", "USDC");
      await pick("To", "FOY");
      await view.getByLabel("Amount").fill("10");
      await expect
        .poll(() => view.getByTestId("swap-output").textContent(), SLOW)
        .toMatch(/^You receive: /);
      await view.getByRole("button", { name: "Review swap" }).click();
      await view.getByRole("button", { name: "Approve USDC" }).click({ timeout: 60_000 });
      await frame.getByText("Gas sponsored by Foyer Demo").waitFor(SLOW);
      await approveInFrame(demo);
      await demo.getByText("USDC approved").waitFor({ timeout: 120_000 });
      await view.getByRole("button", { name: "Swap", exact: true }).click({ timeout: 60_000 });
      await frame.getByText("Gas sponsored by Foyer Demo").waitFor(SLOW);
      await approveInFrame(demo);
      await demo.getByText(/^Swapped 10\.000 USDC for [\d,.]+ FOY$/).waitFor({ timeout: 120_000 });
      expect(await chain().getBalance({ address: smart })).toBe(0n);
      await demo.close();

      await console_.bringToFront();
      await console_.getByRole("button", { name: "Refresh" }).click();
      // The mint, the approval of USDC and the swap: three operations paid for today.
      await expect.poll(operationsToday).toBe(before + 3);

      // The same traffic in Usage: the login, and the RPC calls by method — the paymaster's too.
      await console_.getByRole("link", { name: "Usage", exact: true }).click();
      await console_.getByRole("heading", { name: "Usage", level: 2 }).waitFor();
      const total = async (name: string) =>
        Number(
          await console_
            .locator(".totals div")
            .filter({ hasText: name })
            .locator("dd")
            .textContent(),
        );
      // Each instance adds its counts to Postgres every few seconds: ask again until they are in.
      await expect
        .poll(
          async () => {
            await console_.getByRole("button", { name: "Refresh" }).click();
            return total("Logins");
          },
          { timeout: 60_000, interval: 1_000 },
        )
        .toBeGreaterThanOrEqual(1);
      expect(await total("RPC requests")).toBeGreaterThan(0);
      const rpc = console_.getByRole("figure", { name: "RPC requests per method" });
      await rpc.getByText("As a table").click();
      await expect
        .poll(
          async () => {
            await console_.getByRole("button", { name: "Refresh" }).click();
            return rpc.getByRole("cell", { name: "pm_getPaymasterData", exact: true }).count();
          },
          { timeout: 60_000, interval: 1_000 },
        )
        .toBe(1);
    },
    TEST_TIMEOUT,
  );
});
