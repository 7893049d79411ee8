import { formatTokenAmount } from "@foyer/core/internal";
import type { Locator, Page } from "playwright-core";
import { type Address, createPublicClient, formatUnits, http } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, launchBrowser } from "./browser.js";
import { chainTokens, devnetChain } from "./devnetChain.js";
import { enterCode, markSeen, nextCode, submitEmail } from "./emailMailbox.js";
import { ACCOUNT_BUTTON, approveInFrame, loginByEmail } from "./emailSession.js";
import { modal, truncated } from "./modal.js";
import { DEVNET2, startWorld, type World } from "./world.js";

const SLOW = { timeout: 120_000, interval: 500 };
const TEST_TIMEOUT = 300_000;
const COOLDOWN = /^Please try again after (\d+) seconds$/;
const LOCKED = "Too many wrong codes, request a new one";
const WRONG = "Invalid code";
/** The server's wrong-code budget: after a few wrong codes in a row it asks for a short wait. */
const BACKOFF = /^Too many wrong codes, try again in (\d+) seconds?$/;
/** What `answerTo` reports when the code was taken and the next screen shows. */
const CONNECTED = "(accepted)";

/** Five 6-digit codes that are all not `code`. */
function wrongCodes(code: string): string[] {
  return [1, 2, 3, 4, 5].map((step) =>
    ((Number(code) + step * 111_111) % 1_000_000).toString().padStart(6, "0"),
  );
}

/**
 * The embedded wallet's remaining flows, one visitor in one tab (frame
 * storage blocked, Chromium's default): the 30 s cooldown, five wrong codes
 * locking the code, sending devnet ETH with Approve in the frame, and the
 * email update through both codes, confirmed in a second tab while the first waits.
 */
describe("embedded wallet flows: cooldown, wrong codes, send ETH, update email (Chromium)", () => {
  let world: World;
  let browser: Browser;
  let page: Page;
  // Under 30 characters, so the UI shows them whole (behaviour §9 shortens longer ones).
  const stamp = Date.now().toString(36);
  const email = `e${stamp}@example.com`;
  const newEmail = `n${stamp}@example.com`;
  const seen = new Set<string>();
  let address: Address;

  beforeAll(async () => {
    world = await startWorld();
    browser = await launchBrowser();
    page = await browser.context.newPage();
    await page.goto(world.demoUrl);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await world?.stop();
  });

  /** The message under the email or code field (`role=alert` in the modal). */
  const alertText = async (tab: Page = page) => {
    const alerts = modal(tab).getByRole("alert");
    return (await alerts.count()) > 0 ? ((await alerts.first().textContent()) ?? "") : "";
  };

  /**
   * Enters a code and reads the answer under the field. When the server asks the visitor to
   * wait out a burst of wrong codes, waits as long as it says and enters the code again, as
   * a person would. While a code is being checked the form is busy and shows no message.
   */
  async function answerTo(
    code: string,
    next: Locator = accountButton(),
    tab: Page = page,
  ): Promise<string> {
    for (;;) {
      await enterCode(tab, code);
      const answered = async () => {
        if ((await next.count()) > 0) return true;
        const busy = await modal(tab).locator("form[aria-busy='true']").count();
        return busy === 0 && (await alertText(tab)) !== "";
      };
      await expect.poll(answered, SLOW).toBe(true);
      if ((await next.count()) > 0) return CONNECTED;
      const text = await alertText(tab);
      const wait = BACKOFF.exec(text);
      if (!wait) return text;
      await tab.waitForTimeout(Number(wait[1]) * 1000);
    }
  }

  const accountButton = () => page.getByRole("button", { name: ACCOUNT_BUTTON });

  /** The seconds a cooldown message names, once it shows. */
  async function cooldownSeconds(): Promise<number> {
    await expect.poll(alertText, SLOW).toMatch(COOLDOWN);
    return Number(COOLDOWN.exec(await alertText())?.[1]);
  }

  /** Opens the modal on Account unless it is open there. */
  async function openAccount(tab: Page = page) {
    if ((await modal(tab).count()) === 0) {
      await tab.getByRole("button", { name: ACCOUNT_BUTTON }).click({ timeout: 120_000 });
    }
    await modal(tab).getByRole("tablist").waitFor({ timeout: 60_000 });
  }

  /** Account → Update email → the new address: the view then asks for the current address's code. */
  async function startUpdate(tab: Page) {
    await modal(tab).getByRole("button", { name: "Update email" }).click();
    await modal(tab).getByRole("textbox", { name: "New email" }).fill(newEmail);
    await modal(tab).getByRole("button", { name: "Continue", exact: true }).click();
    await modal(tab)
      .getByText(`Enter the code we sent to your current email ${email}`)
      .waitFor({ timeout: 60_000 });
  }

  it(
    "a second email login within 30 s says 'Please try again after {n} seconds', on Connect and on Resend",
    async () => {
      await markSeen(world.server.url, email, seen);
      await submitEmail(page, email);
      await nextCode(world.server.url, email, seen);
      await modal(page).getByRole("textbox", { name: "6-digit code" }).waitFor();

      // Resend on the code view: still within the 30 s.
      await modal(page).getByRole("button", { name: "Resend code" }).click();
      const onResend = await cooldownSeconds();
      expect(onResend).toBeGreaterThanOrEqual(1);
      expect(onResend).toBeLessThanOrEqual(30);

      // Back to Connect and the same address again.
      await modal(page).getByRole("button", { name: "Back" }).click();
      await modal(page).getByRole("textbox", { name: "Email" }).fill(email);
      await modal(page).getByRole("button", { name: "Continue", exact: true }).click();
      const onConnect = await cooldownSeconds();
      expect(onConnect).toBeGreaterThanOrEqual(1);
      expect(onConnect).toBeLessThanOrEqual(onResend);
      // Refused before anything was asked: no second code was mailed.
      await page.waitForTimeout(1000);
      await expect(nextCode(world.server.url, email, seen, 1000)).rejects.toThrow(/no new code/);

      // Once the cooldown is over the same form sends a code again.
      await page.waitForTimeout(onConnect * 1000);
      await modal(page).getByRole("button", { name: "Continue", exact: true }).click();
      await modal(page).getByRole("textbox", { name: "6-digit code" }).waitFor({ timeout: 60_000 });
    },
    TEST_TIMEOUT,
  );

  it(
    "five wrong codes lock the code: the right one is refused too, a resent code works",
    async () => {
      const code = await nextCode(world.server.url, email, seen);
      const wrong = wrongCodes(code);
      for (const [index, guess] of wrong.entries()) {
        expect(await answerTo(guess)).toBe(index < wrong.length - 1 ? WRONG : LOCKED);
        // The field is free again before the next try.
        await expect
          .poll(() => modal(page).getByRole("textbox", { name: "6-digit code" }).inputValue(), SLOW)
          .toBe("");
      }
      // The right code from the mailbox, after the lock: refused the same way.
      expect(await answerTo(code)).toBe(LOCKED);
      await page.waitForTimeout(2000);
      expect(await page.getByRole("button", { name: ACCOUNT_BUTTON }).count()).toBe(0);

      // Resend, after waiting out the cooldown if it still runs, mails a new code that works.
      await modal(page).getByRole("button", { name: "Resend code" }).click();
      await page.waitForTimeout(1000);
      const waiting = COOLDOWN.exec(await alertText());
      if (waiting) {
        await page.waitForTimeout(Number(waiting[1]) * 1000);
        await modal(page).getByRole("button", { name: "Resend code" }).click();
      }
      const fresh = await nextCode(world.server.url, email, seen);
      expect(await answerTo(fresh)).toBe(CONNECTED);
    },
    TEST_TIMEOUT,
  );

  it(
    "sends 0.01 ETH from the embedded account after Approve in the frame; the receiver gets exactly that",
    async () => {
      const chain = devnetChain(world);
      const [eth] = chainTokens(world);
      const receiver = world.devnet.manifest.accounts[5]?.address;
      if (!eth || !receiver) throw new Error("devnet ETH or account 5 missing");

      await openAccount();
      const shown = await modal(page).locator("p.address").getAttribute("title");
      if (!shown) throw new Error("Account shows no address");
      address = shown as Address;
      expect(await page.getByRole("button", { name: ACCOUNT_BUTTON }).textContent()).toContain(
        truncated(address),
      );
      // A devnet account funds the new wallet, as a faucet would.
      await chain.sendEth(1, address, "1");
      const before = await chain.balanceOf(eth, receiver);
      // Behaviour §7: the balance comes from the wallet's asset discovery (wallet_getCapabilities
      // then wallet_getAssets), which the frame answers from the server's balance route.
      const balancePath = `/v1/account/${address.toLowerCase()}/balance`;
      const frameBalanceReads: string[] = [];
      page.on("request", (request) => {
        const url = new URL(request.url());
        if (url.pathname.toLowerCase() !== balancePath) return;
        if (request.frame() !== page.mainFrame()) frameBalanceReads.push(url.search);
      });

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

      // The frame shows what is being sent before anything is signed.
      const frame = page.frameLocator("#foyer-embedded-frame");
      await frame.getByRole("heading", { name: "Send transaction" }).waitFor({ timeout: 120_000 });
      expect(await frame.getByText(receiver).count()).toBeGreaterThan(0);
      expect(await frame.getByText("0.01 ETH", { exact: true }).count()).toBe(1);
      await approveInFrame(page);

      await expect.poll(() => chain.balanceOf(eth, receiver), SLOW).toBe(before + 10n ** 16n);
      await expect.poll(() => page.getByText(/^Sent 0x/).count(), SLOW).toBeGreaterThan(0);
      await modal(page).getByRole("tablist").waitFor({ timeout: 60_000 });
      // Once mined the balance is read again, through the frame: Account shows what the chain holds.
      const left = `${formatTokenAmount(formatUnits(await chain.balanceOf(eth, address), 18))} ETH`;
      await expect
        .poll(() => modal(page).getByTestId("account-balance").textContent(), SLOW)
        .toBe(left);
      expect(frameBalanceReads.length).toBeGreaterThan(0);
      expect(frameBalanceReads.every((query) => query.includes("forceUpdate=true"))).toBe(true);
    },
    TEST_TIMEOUT,
  );

  it(
    "on Foyer Devnet 2 the embedded account's send is mined on Devnet 2, not on the devnet it started on",
    async () => {
      const receiver = world.devnet.manifest.accounts[6]?.address;
      if (!receiver) throw new Error("devnet account 6 missing");
      const devnet2 = createPublicClient({ transport: http(world.devnet2.rpcUrl) });
      const devnet1 = createPublicClient({ transport: http(world.devnet.rpcUrl) });
      // A faucet on Devnet 2 funds the embedded account there.
      await devnet2.request({
        method: "anvil_setBalance" as never,
        params: [address, "0xde0b6b3a7640000"] as never,
      });
      const before2 = await devnet2.getBalance({ address: receiver });
      const before1 = await devnet1.getBalance({ address: receiver });

      await openAccount();
      await modal(page)
        .getByRole("button", { name: /^Switch network: / })
        .click();
      await modal(page)
        .getByRole("button", { name: new RegExp(DEVNET2.name) })
        .click();
      await modal(page)
        .getByRole("button", { name: `Switch network: ${DEVNET2.name}` })
        .waitFor(SLOW);

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
      await approveInFrame(page);

      await expect
        .poll(() => devnet2.getBalance({ address: receiver }), SLOW)
        .toBe(before2 + 10n ** 16n);
      expect(await devnet1.getBalance({ address: receiver })).toBe(before1);
      await expect.poll(() => page.getByText(/^Sent 0x/).count(), SLOW).toBeGreaterThan(0);
    },
    TEST_TIMEOUT,
  );

  it(
    "updates the email with a code to the old address and one to the new, confirmed in another tab; it stays after a reload and logs in to the same account",
    async () => {
      await openAccount();
      await markSeen(world.server.url, email, seen);
      await markSeen(world.server.url, newEmail, seen);
      // This tab starts the update and waits for the first code.
      await startUpdate(page);
      await nextCode(world.server.url, email, seen);

      // The visitor finishes it in a second tab of the same browser: the session carries over.
      // Its start mails the current address again: the fifth mail there this hour, the
      // server's budget, so no test before this one may mail that address once more.
      const other = await browser.context.newPage();
      try {
        await other.goto(world.demoUrl);
        await openAccount(other);
        await startUpdate(other);
        // The wrong codes of the test before still count against this address for a while.
        const secondStep = modal(other).getByText(`Enter the code we sent to ${newEmail}`);
        const primary = await nextCode(world.server.url, email, seen);
        expect(await answerTo(primary, secondStep, other)).toBe(CONNECTED);
        // Back on Account, which names the new address.
        const secondary = await nextCode(world.server.url, newEmail, seen);
        expect(await answerTo(secondary, modal(other).getByRole("tablist"), other)).toBe(CONNECTED);
        await expect.poll(() => modal(other).getByText(newEmail).count(), SLOW).toBe(1);
      } finally {
        await other.close();
      }

      // The first tab notices by its 1 s poll: back on Account with the new address, no code entered.
      await modal(page).getByRole("tablist").waitFor({ timeout: 60_000 });
      await expect.poll(() => modal(page).getByText(newEmail).count(), SLOW).toBe(1);
      expect(await modal(page).getByText(email, { exact: true }).count()).toBe(0);

      await page.reload();
      await page.getByRole("button", { name: ACCOUNT_BUTTON }).waitFor({ timeout: 120_000 });
      await openAccount();
      await expect.poll(() => modal(page).getByText(newEmail).count(), SLOW).toBe(1);

      // Sign out, then in again with the new address: the same account.
      await modal(page).getByRole("button", { name: "Disconnect" }).click();
      await page.getByRole("button", { name: "Connect wallet" }).waitFor({ timeout: 60_000 });
      await loginByEmail(page, world.server.url, newEmail, seen);
      await openAccount();
      expect(await modal(page).locator("p.address").getAttribute("title")).toBe(address);
      await expect.poll(() => modal(page).getByText(newEmail).count(), SLOW).toBe(1);
    },
    TEST_TIMEOUT,
  );
});
