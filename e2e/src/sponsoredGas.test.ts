/**
 * Sponsored gas in Chromium, against a world where the demo project pays its users' gas as `npm
 * start` has it: a brand-new email wallet with no ETH mints a test NFT from the demo's panel and
 * sends USDC from the modal. Each approval says who pays the gas before anything is signed, each
 * operation is mined, and the account still holds no ETH. The send's approval shows the balance
 * change the server simulated, and an unlimited token approval is a warning to tick first.
 */
import type { Page } from "playwright-core";
import {
  type Address,
  createPublicClient,
  erc20Abi,
  http,
  maxUint256,
  parseAbi,
  parseUnits,
} from "viem";
import { foundry } from "viem/chains";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, launchBrowser } from "./browser.js";
import { chainTokens, devnetChain } from "./devnetChain.js";
import { ACCOUNT_BUTTON, approveInFrame, loginByEmail } from "./emailSession.js";
import { modal } from "./modal.js";
import { startWorld, type World } from "./world.js";

const SLOW = { timeout: 120_000, interval: 250 };
const TEST_TIMEOUT = 300_000;
const nftAbi = parseAbi(["function balanceOf(address) view returns (uint256)"]);

describe("sponsored gas: a new email wallet with no ETH acts at once (Chromium)", () => {
  let world: World;
  let browser: Browser;
  let page: Page;
  const seen = new Set<string>();
  let smart: Address;

  const client = () => createPublicClient({ chain: foundry, transport: http(world.devnet.rpcUrl) });
  const frame = () => page.frameLocator("#foyer-embedded-frame");

  beforeAll(async () => {
    world = await startWorld({ smartAccounts: true, sponsoredGas: true });
    browser = await launchBrowser();
    page = await browser.context.newPage();
    await page.goto(world.demoUrl);
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await world?.stop();
  });

  it(
    "mints a test NFT from the demo's panel: the approval says the app pays the gas",
    async () => {
      await loginByEmail(page, world.server.url, `gas${Date.now().toString(36)}@example.com`, seen);
      await page.getByRole("button", { name: ACCOUNT_BUTTON }).click();
      smart = (await modal(page).locator("p.address").getAttribute("title")) as Address;
      await modal(page).getByRole("button", { name: "Close" }).click();
      expect(await client().getBalance({ address: smart })).toBe(0n);

      await page.getByRole("button", { name: "Mint a test NFT" }).click();
      await frame().getByRole("heading", { name: "Send transaction" }).waitFor(SLOW);
      expect(await frame().getByText("Gas sponsored by Foyer Demo").count()).toBe(1);
      await approveInFrame(page);

      await expect
        .poll(() => page.getByTestId("mint-status").textContent(), SLOW)
        .toMatch(/^Minted in transaction 0x[0-9a-f]{64}$/);
      const nft = world.devnet.manifest.contracts.nft.address;
      expect(
        await client().readContract({
          address: nft,
          abi: nftAbi,
          functionName: "balanceOf",
          args: [smart],
        }),
      ).toBe(1n);
      expect(await client().getBalance({ address: smart })).toBe(0n);
    },
    TEST_TIMEOUT,
  );

  it(
    "sends USDC from the modal with no ETH: sponsored, mined, the account still at 0 ETH",
    async () => {
      const chain = devnetChain(world);
      const [, usdc] = chainTokens(world);
      const receiver = world.devnet.manifest.accounts[7]?.address;
      if (!usdc || !receiver) throw new Error("devnet USDC or account 7 missing");
      await chain.sendUsdc(1, smart, "5");
      const before = await chain.balanceOf(usdc, receiver);

      await page.getByRole("button", { name: ACCOUNT_BUTTON }).click();
      await modal(page).getByRole("button", { name: "Send", exact: true }).click();
      const form = modal(page);
      await expect
        .poll(() => form.getByRole("option", { name: /^USDC/ }).count(), SLOW)
        .toBeGreaterThan(0);
      const option = await form.getByRole("option", { name: /^USDC/ }).first().textContent();
      await form.getByRole("combobox", { name: "Token" }).selectOption({ label: option ?? "" });
      await form.getByLabel("Amount").fill("1");
      await form.getByLabel("Receiver address").fill(receiver);
      await form.getByRole("button", { name: "Preview" }).click();
      await form.getByRole("button", { name: "Confirm" }).click({ timeout: 60_000 });

      await frame().getByRole("heading", { name: "Send transaction" }).waitFor(SLOW);
      expect(await frame().getByText("Gas sponsored by Foyer Demo").count()).toBe(1);
      // Before Approve: the server's simulation of the send, as the account's balance change.
      const changes = frame().getByTestId("balance-changes").locator(".changes li");
      await expect.poll(() => changes.allTextContents(), SLOW).toEqual(["−1 USDC"]);
      expect(await frame().getByTestId("request-origin").textContent()).toBe(
        new URL(world.demoUrl).origin,
      );
      await approveInFrame(page);

      await expect
        .poll(() => chain.balanceOf(usdc, receiver), SLOW)
        .toBe(before + parseUnits("1", 6));
      expect(await client().getBalance({ address: smart })).toBe(0n);
    },
    TEST_TIMEOUT,
  );

  it(
    "an unlimited USDC approval is a warning: Approve stays off until it is ticked as read",
    async () => {
      const { usdc, dexRouter } = world.devnet.manifest.contracts;
      // The send left Account open over the page: close it to reach the demo's cards.
      if ((await modal(page).count()) > 0) {
        await modal(page).getByRole("button", { name: "Close" }).click();
      }
      await expect.poll(() => modal(page).count(), SLOW).toBe(0);
      await page.getByRole("button", { name: "Approve unlimited USDC" }).click();
      await frame().getByRole("heading", { name: "Send transaction" }).waitFor(SLOW);
      const warning = frame().locator(".warnings [role='alert']");
      await warning.waitFor(SLOW);
      expect(await warning.textContent()).toMatch(
        /^Unlimited approval: 0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4} can take all your USDC/,
      );
      expect(await frame().getByTestId("balance-changes").textContent()).toContain(
        "No balance changes",
      );
      const approve = frame().getByRole("button", { name: "Approve" });
      expect(await approve.isDisabled()).toBe(true);
      await frame().getByLabel("I have read the warning").check();
      await approveInFrame(page);

      await expect
        .poll(() => page.getByTestId("approval-status").textContent(), SLOW)
        .toMatch(/^Approved in transaction 0x[0-9a-f]{64}$/);
      expect(
        await client().readContract({
          address: usdc.address,
          abi: erc20Abi,
          functionName: "allowance",
          args: [smart, dexRouter.address],
        }),
      ).toBe(maxUint256);
    },
    TEST_TIMEOUT,
  );
});
