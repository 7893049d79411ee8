/**
 * Smart accounts in Chromium against a world with the bundler (as `npm start` runs it): an
 * email user lands on a smart account (behaviour §3), its first send deploys it, the account type
 * switch moves the dApp to the EOA and back (behaviour §4), an approve + swap batch is one atomic
 * user operation (EIP-5792), a session permission is granted, used without a new approval,
 * refused by the chain out of scope and revoked from Account → Permissions (ERC-7715), and SIWX signs in with the smart
 * account against the server's verifier.
 */
import type { Page } from "playwright-core";
import { type Address, createPublicClient, http, parseUnits } from "viem";
import { foundry } from "viem/chains";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { panelMessages } from "../../apps/demo/src/panels/panelMessages.js";
import { type Browser, launchBrowser } from "./browser.js";
import { chainTokens, devnetChain, expectedTokenAmount } from "./devnetChain.js";
import { enterCode, markSeen, nextCode, submitEmail } from "./emailMailbox.js";
import { ACCOUNT_BUTTON, approveInFrame, loginByEmail } from "./emailSession.js";
import { modal, truncated } from "./modal.js";
import { startWorld, type World } from "./world.js";

const SLOW = { timeout: 120_000, interval: 250 };
const TEST_TIMEOUT = 300_000;

describe("smart accounts: deploy, switch, batch, permissions, SIWX (Chromium)", () => {
  let world: World;
  let browser: Browser;
  let page: Page;
  const email = `sa${Date.now().toString(36)}@example.com`;
  const seen = new Set<string>();
  let smart: Address;

  const client = () => createPublicClient({ chain: foundry, transport: http(world.devnet.rpcUrl) });
  const hasCode = async (address: Address) => Boolean(await client().getCode({ address }));
  const frame = () => page.frameLocator("#foyer-embedded-frame");
  const shownAccount = async (): Promise<Address> => {
    const shown = await modal(page).locator("p.address").getAttribute("title");
    if (!shown) throw new Error("Account shows no address");
    return shown as Address;
  };

  async function openAccount() {
    if ((await modal(page).count()) === 0) {
      await page.getByRole("button", { name: ACCOUNT_BUTTON }).click();
    }
    await modal(page).getByRole("tablist").waitFor({ timeout: 60_000 });
  }

  async function closeModal() {
    if ((await modal(page).count()) > 0)
      await modal(page).getByRole("button", { name: "Close" }).click();
    await expect.poll(() => modal(page).count(), SLOW).toBe(0);
  }

  beforeAll(async () => {
    world = await startWorld({ smartAccounts: true });
    browser = await launchBrowser();
    page = await browser.context.newPage();
    await page.goto(world.demoUrl);
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await world?.stop();
  });

  it(
    "email login lands on a smart account, shown at once though not deployed",
    async () => {
      await loginByEmail(page, world.server.url, email, seen);
      await openAccount();
      smart = await shownAccount();
      expect(await page.getByRole("button", { name: ACCOUNT_BUTTON }).textContent()).toContain(
        truncated(smart),
      );
      expect(await hasCode(smart)).toBe(false);
      // The switch offers the way to the EOA: the account acting is the smart one.
      await modal(page).getByRole("button", { name: "Switch to your EOA" }).waitFor();
    },
    TEST_TIMEOUT,
  );

  it(
    "with no ETH, a swap's approval says the network fee can't be paid, and the debug log has it",
    async () => {
      const chain = devnetChain(world);
      await chain.sendUsdc(2, smart, "20");
      await page.getByLabel(panelMessages.logLevel).selectOption("trace");
      await openAccount();
      await modal(page).getByRole("button", { name: "Swap", exact: true }).click();
      const view = modal(page);
      await view.getByTestId("swap-balance").waitFor({ timeout: 60_000 });
      const select = async (name: string, symbol: string) => {
        const combo = view.getByRole("combobox", { name });
        const option = combo.locator("option").filter({ hasText: new RegExp(`^${symbol}( · |$)`) });
        await combo.selectOption((await option.first().getAttribute("value")) ?? "");
      };
      await select("From", "USDC");
      await select("To", "FOY");
      await view.getByLabel("Amount").fill("5");
      await expect
        .poll(() => view.getByTestId("swap-output").textContent(), SLOW)
        .toMatch(/^You receive: /);
      await view.getByRole("button", { name: "Review swap" }).click();
      await view.getByRole("button", { name: "Approve USDC" }).click({ timeout: 60_000 });
      // The wallet prices the operation before it asks (its approval names who pays the gas),
      // so an account that can't pay is told so without an approval to give.
      const said = "Not enough ETH to pay the network fee";
      await expect.poll(() => view.getByRole("alert").first().textContent(), SLOW).toBe(said);
      expect(await hasCode(smart)).toBe(false);
      await closeModal();

      // The failure is in the log a bug report carries, with its cause.
      await page.getByRole("button", { name: panelMessages.logRead }).click();
      const entries = ((await page.getByTestId("debug-log").textContent()) ?? "")
        .split("\n")
        .map((line) => JSON.parse(line) as { level: string; msg: string; code?: string });
      expect(entries).toContainEqual(
        expect.objectContaining({ msg: said, code: "SWAP_INSUFFICIENT_GAS" }),
      );
      await page.getByLabel(panelMessages.logLevel).selectOption("error");
    },
    TEST_TIMEOUT,
  );

  it(
    "its first send deploys it and moves devnet ETH",
    async () => {
      const chain = devnetChain(world);
      const [eth] = chainTokens(world);
      const receiver = world.devnet.manifest.accounts[6]?.address;
      if (!eth || !receiver) throw new Error("devnet ETH or account 6 missing");
      await chain.sendEth(1, smart, "1");
      const before = await chain.balanceOf(eth, receiver);

      await openAccount();
      await modal(page).getByRole("button", { name: "Send", exact: true }).click();
      const form = modal(page);
      await form.getByRole("combobox", { name: "Token" }).waitFor({ timeout: 60_000 });
      await expect
        .poll(() => form.getByRole("option", { name: "ETH · Ether" }).count(), SLOW)
        .toBe(1);
      await form.getByRole("combobox", { name: "Token" }).selectOption({ label: "ETH · Ether" });
      await form.getByLabel("Amount").fill("0.01");
      await form.getByLabel("Receiver address").fill(receiver);
      await form.getByRole("button", { name: "Preview" }).click();
      await form.getByRole("button", { name: "Confirm" }).click({ timeout: 60_000 });

      // The approval says what will happen, deployment included, before anything is signed.
      await frame()
        .getByRole("heading", { name: "Send transaction" })
        .waitFor({ timeout: 120_000 });
      expect(
        await frame().getByText("Not deployed yet: this also deploys your smart account").count(),
      ).toBe(1);
      await approveInFrame(page);

      await expect.poll(() => chain.balanceOf(eth, receiver), SLOW).toBe(before + 10n ** 16n);
      expect(await hasCode(smart)).toBe(true);
    },
    TEST_TIMEOUT,
  );

  it(
    "switches to the EOA and back; the dApp follows the address",
    async () => {
      await openAccount();
      await modal(page).getByRole("button", { name: "Switch to your EOA" }).click();
      await modal(page).getByRole("button", { name: "Switch to your smart account" }).waitFor({
        timeout: 60_000,
      });
      await expect.poll(shownAccount, SLOW).not.toBe(smart);
      const eoa = await shownAccount();
      // The dApp heard accountsChanged: its connect button names the EOA now.
      await expect
        .poll(() => page.getByRole("button", { name: ACCOUNT_BUTTON }).textContent(), SLOW)
        .toContain(truncated(eoa));
      expect(await hasCode(eoa)).toBe(false);

      await modal(page).getByRole("button", { name: "Switch to your smart account" }).click();
      await modal(page).getByRole("button", { name: "Switch to your EOA" }).waitFor({
        timeout: 60_000,
      });
      await expect.poll(shownAccount, SLOW).toBe(smart);
      await expect
        .poll(() => page.getByRole("button", { name: ACCOUNT_BUTTON }).textContent(), SLOW)
        .toContain(truncated(smart));
    },
    TEST_TIMEOUT,
  );

  it(
    "runs approve + swap on the devnet DEX as one atomic batch, with one approval",
    async () => {
      await closeModal();
      const chain = devnetChain(world);
      const [, usdc, foy] = chainTokens(world);
      if (!usdc || !foy) throw new Error("devnet tokens missing");
      await chain.sendUsdc(2, smart, "50");
      const usdcBefore = await chain.balanceOf(usdc, smart);
      const usdcRow = modal(page)
        .getByRole("list", { name: "Tokens" })
        .getByRole("listitem")
        .filter({ hasText: "USD Coin" });
      const shown = (raw: bigint) => `${expectedTokenAmount(raw, 6)} USDC`;
      // The Tokens tab shows the USDC just received (a transfer in, which the 30 s caches
      // learn of only when they expire: the tab is opened again until it shows). Its caches
      // then hold the balance from before the batch.
      await openAccount();
      await expect
        .poll(
          async () => {
            await modal(page).getByRole("tab", { name: "NFTs" }).click();
            await modal(page).getByRole("tab", { name: "Tokens" }).click();
            return (await usdcRow.count()) > 0 ? usdcRow.textContent() : "";
          },
          { timeout: 120_000, interval: 2_000 },
        )
        .toContain(shown(usdcBefore));
      await closeModal();

      await page.getByRole("button", { name: "Approve + swap 1 USDC" }).click();
      await frame()
        .getByRole("heading", { name: "Send 2 calls in one transaction (all or none)" })
        .waitFor({ timeout: 120_000 });
      await approveInFrame(page);

      await expect
        .poll(() => page.getByTestId("batch-status").textContent(), SLOW)
        .toMatch(/^Batch confirmed in transaction 0x[0-9a-f]{64}$/);
      const status = (await page.getByTestId("batch-status").textContent()) ?? "";
      const hash = status.slice(status.lastIndexOf(" ") + 1) as `0x${string}`;
      const receipt = await client().getTransactionReceipt({ hash });
      expect(receipt.status).toBe("success");
      expect(await chain.balanceOf(usdc, smart)).toBe(usdcBefore - parseUnits("1", 6));
      expect(await chain.balanceOf(foy, smart)).toBeGreaterThan(0n);
      // The dApp's wallet_sendCalls went through the adapter's provider: once the batch was
      // mined, the Tokens tab shows what it left, without a reload.
      await openAccount();
      await expect
        .poll(() => usdcRow.textContent(), SLOW)
        .toContain(shown(usdcBefore - parseUnits("1", 6)));
      await closeModal();
      // Both calls in the one transaction: the USDC approval and the pool's swap both logged there.
      const emitters = new Set(receipt.logs.map((log) => log.address.toLowerCase()));
      expect(emitters.has(usdc.address?.toLowerCase() ?? "")).toBe(true);
      expect(emitters.has(world.devnet.manifest.contracts.pairs["FOY/USDC"].toLowerCase())).toBe(
        true,
      );
    },
    TEST_TIMEOUT,
  );

  it(
    "grants a permission, uses it without a new approval, sees the chain refuse more, revokes it",
    async () => {
      const chain = devnetChain(world);
      const [, usdc] = chainTokens(world);
      if (!usdc) throw new Error("USDC missing");
      const status = () => page.getByTestId("permission-status").textContent();

      await page.getByRole("button", { name: "Grant permission" }).click();
      await frame()
        .getByRole("heading", { name: "Grant permission" })
        .waitFor({ timeout: 120_000 });
      expect(
        await frame()
          .getByText(/Transfer up to 10 USDC/)
          .count(),
      ).toBe(1);
      await approveInFrame(page);
      await expect.poll(status, SLOW).toMatch(/^Granted: session 0x[0-9a-fA-F]{40}/);

      const before = await chain.balanceOf(usdc, smart);
      await page.getByRole("button", { name: "Send 1 USDC with the session key" }).click();
      await expect.poll(status, SLOW).toMatch(/^Session sent 1 USDC in transaction 0x/);
      expect(await chain.balanceOf(usdc, smart)).toBe(before - parseUnits("1", 6));
      // No approval was shown for it: the frame stayed hidden.
      expect(await page.locator("#foyer-embedded-frame").getAttribute("aria-hidden")).toBe("true");

      await page.getByRole("button", { name: "Try 20 USDC (outside the scope)" }).click();
      await expect
        .poll(status, SLOW)
        .toBe(
          "Session transfer of 20 USDC refused: Refused by the chain: ERC20TransferAmountEnforcer:allowance-exceeded",
        );
      expect(await chain.balanceOf(usdc, smart)).toBe(before - parseUnits("1", 6));

      // The person revokes it from the account: Account → Permissions lists what it allows.
      await openAccount();
      await modal(page).getByRole("button", { name: "Permissions" }).click();
      const granted = modal(page).getByTestId("permission");
      await expect.poll(() => granted.count(), SLOW).toBe(1);
      // The allowance in units once the account's token list (its decimals) has loaded.
      await expect.poll(() => granted.textContent(), SLOW).toContain("Transfer up to 10 USDC");
      expect(await granted.textContent()).toMatch(/Session key 0x[0-9a-fA-F]{4}/);
      await granted.getByRole("button", { name: "Revoke" }).click();
      await frame()
        .getByRole("heading", { name: "Revoke permission" })
        .waitFor({ timeout: 120_000 });
      await approveInFrame(page);
      await expect.poll(() => granted.textContent(), SLOW).toContain("Revoked");
      expect(await granted.getByRole("button", { name: "Revoke" }).count()).toBe(0);
      await closeModal();

      await page.getByRole("button", { name: "Send 1 USDC with the session key" }).click();
      await expect
        .poll(status, SLOW)
        .toBe(
          "Session transfer of 1 USDC refused: Refused by the chain: CannotUseADisabledDelegation()",
        );
      const listed = await fetch(
        `${world.server.url}/v1/sessions/${smart}?projectId=demo&chainId=eip155:31337`,
      ).then(
        (response) => response.json() as Promise<{ sessions: { revokedAt: string | null }[] }>,
      );
      expect(listed.sessions).toHaveLength(1);
      expect(listed.sessions[0]?.revokedAt).toMatch(/^\d{4}-/);
    },
    TEST_TIMEOUT,
  );

  it(
    "signs in with SIWX as a new smart account, verified by the server through ERC-6492",
    async () => {
      // A new visitor: its own profile, so nothing of the first user's login is on the page.
      const fresh = await launchBrowser();
      try {
        const other = await fresh.context.newPage();
        await other.goto(`${world.demoUrl}/?testwallet=off&siwx=required`);
        const siwxEmail = `sx${Date.now().toString(36)}@example.com`;
        await markSeen(world.server.url, siwxEmail, seen);
        await submitEmail(other, siwxEmail);
        await enterCode(other, await nextCode(world.server.url, siwxEmail, seen));
        await expect
          .poll(() => other.getByTestId("siwx-address").textContent(), SLOW)
          .toMatch(/^0x[0-9a-fA-F]{40}$/);
        const signedIn = (await other.getByTestId("siwx-address").textContent()) as Address;
        await other
          .getByRole("button", { name: new RegExp(truncated(signedIn)) })
          .waitFor({ timeout: 60_000 });
        // The session's address is the smart account acting (the switch offers the EOA), not
        // deployed yet: the server's verifier accepted its ERC-6492 signature.
        await other.getByRole("button", { name: new RegExp(truncated(signedIn)) }).click();
        await modal(other).getByRole("button", { name: "Switch to your EOA" }).waitFor({
          timeout: 60_000,
        });
        expect(await modal(other).locator("p.address").getAttribute("title")).toBe(signedIn);
        expect(await hasCode(signedIn)).toBe(false);
      } finally {
        await fresh.close();
      }
    },
    TEST_TIMEOUT,
  );
});
