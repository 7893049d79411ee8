import type { Page } from "playwright-core";
import { type Address, formatUnits } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, launchBrowser } from "./browser.js";
import {
  chainTokens,
  devnetChain,
  expectedFiatCents,
  expectedTokenAmount,
  formatCents,
} from "./devnetChain.js";
import { accountButton, connectTestWallet, modal, modalViolations, truncated } from "./modal.js";
import { scanQrCode } from "./qrCode.js";
import { injectTestWallet } from "./testWallet.js";
import { startWorld, type World } from "./world.js";

// The machine running these is shared and slow: waits are generous, never timed.
const SLOW = { timeout: 60_000, interval: 500 };
/** Per test: a world on a loaded 2-core machine can take minutes to answer a few clicks. */
const TEST_TIMEOUT = 240_000;

describe("account area against the devnet: tokens, send, activity, NFTs (Chromium)", () => {
  let world: World;
  let browser: Browser;
  let page: Page;
  let address: Address;
  let chain: ReturnType<typeof devnetChain>;
  let receiver: Address;

  beforeAll(async () => {
    world = await startWorld();
    chain = devnetChain(world);
    const other = world.devnet.manifest.accounts[5];
    if (!other) throw new Error("the devnet manifest has no account 5");
    receiver = other.address;
    browser = await launchBrowser();
    page = await browser.context.newPage();
    address = (await injectTestWallet(page, world, "approve")) as Address;
    await page.goto(world.demoUrl);
    await connectTestWallet(page, address);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await world?.stop();
  });

  /** Opens the modal on Account (a connected account opens there) unless it is open. */
  async function openAccount() {
    if ((await modal(page).count()) === 0) await accountButton(page, address).click();
    await modal(page).getByRole("tablist").waitFor({ timeout: 60_000 });
  }
  async function closeModal() {
    await modal(page).getByRole("button", { name: "Close" }).click();
    await expect.poll(() => modal(page).count(), SLOW).toBe(0);
  }
  const tab = (name: string) => modal(page).getByRole("tab", { name });

  it(
    "shows the Tokens tab's balances as the chain holds them: 3 decimals, USD at 2, total on top, marked as devnet prices",
    async () => {
      await openAccount();
      const rows = modal(page).getByRole("list", { name: "Tokens" }).getByRole("listitem");
      await rows.first().waitFor({ timeout: 60_000 });

      let totalCents = 0n;
      const expected: { symbol: string; amount: string; fiat: string }[] = [];
      for (const token of chainTokens(world)) {
        const raw = await chain.balanceOf(token, address);
        // The native coin is always listed; tokens only when held.
        if (raw === 0n && token.address !== undefined) continue;
        const cents = expectedFiatCents(raw, await chain.usdPrice(token));
        totalCents += cents;
        expected.push({
          symbol: token.symbol,
          amount: `${expectedTokenAmount(raw, token.decimals)} ${token.symbol}`,
          fiat: `$${formatCents(cents)}`,
        });
      }
      // The seed gives the test wallet ETH, USDC and FOY (and no WETH).
      expect(expected.map((token) => token.symbol).sort()).toEqual(["ETH", "FOY", "USDC"]);

      const shown = await rows.allInnerTexts();
      expect(shown).toHaveLength(expected.length);
      for (const token of expected) {
        const row = shown.find((text) => text.includes(token.amount));
        expect(row, `a row showing ${token.amount} in ${JSON.stringify(shown)}`).toBeDefined();
        expect(row).toContain(token.fiat);
      }
      expect(await modal(page).getByTestId("token-total").textContent()).toBe(
        `$${formatCents(totalCents)}`,
      );
      // The world's server prices from its devnet (its config answer says so): marked as such.
      expect(await modal(page).getByTestId("devnet-prices").textContent()).toBe("Devnet prices");
    },
    TEST_TIMEOUT,
  );

  it(
    "refuses invalid sends with the spec's messages (and the view's own)",
    async () => {
      await openAccount();
      await modal(page).getByRole("button", { name: "Send", exact: true }).click();
      const form = modal(page);
      const amount = form.getByLabel("Amount");
      const to = form.getByLabel("Receiver address");
      const token = form.getByRole("combobox", { name: "Token" });
      await token.waitFor({ timeout: 60_000 });
      const previewShows = async (message: string) => {
        await form.getByRole("button", { name: "Preview" }).click();
        await expect
          .poll(() => form.getByRole("alert").filter({ hasText: message }).count(), SLOW)
          .toBe(1);
      };

      // The form starts on the native token.
      await expect
        .poll(() => token.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text))
        .toBe("ETH · Ether");
      await previewShows("An amount and receiver address are required");
      await amount.fill("1");
      await previewShows("An amount and receiver address are required");
      await to.fill(receiver);
      // Its cause fixed, the message goes without another Preview.
      await expect.poll(() => form.getByRole("alert").count(), SLOW).toBe(0);
      expect(await modalViolations(page)).toEqual([]);
      await token.selectOption({ label: "Choose a token" });
      await previewShows("A token is required");
      await token.selectOption({ label: "USDC · USD Coin" });
      await expect.poll(() => form.getByRole("alert").count(), SLOW).toBe(0);
      await amount.fill("0");
      await previewShows("An amount and receiver address are required");
      await amount.fill("1.1234567");
      await previewShows("Enter an amount this token can hold");
      await amount.fill("1");
      await to.fill("0x1234");
      await previewShows("Address is invalid");
      await to.fill("nobody.eth");
      await previewShows("No address found for nobody.eth");

      // More than the token holds: refused before the wallet is asked.
      const nonce = await chain.nonceOf(address);
      const usdc = chainTokens(world).find((t) => t.symbol === "USDC");
      if (!usdc) throw new Error("the devnet has no USDC");
      const usdcHeld = await chain.balanceOf(usdc, address);
      await to.fill(receiver);
      await amount.fill(formatUnits(usdcHeld + 10n ** 6n, 6));
      await previewShows("Insufficient balance");
      // All the ETH leaves nothing for gas: the preview says so once the fee is estimated,
      // and Confirm stays disabled.
      const eth = chainTokens(world).find((t) => t.address === undefined);
      if (!eth) throw new Error("the devnet has no native token");
      const ethHeld = formatUnits(await chain.balanceOf(eth, address), 18);
      await token.selectOption({ label: "ETH · Ether" });
      await amount.fill(ethHeld);
      await form.getByRole("button", { name: "Preview" }).click();
      await expect
        .poll(
          () =>
            form
              .getByRole("alert")
              .filter({ hasText: "Insufficient balance for the amount and the network fee" })
              .count(),
          SLOW,
        )
        .toBe(1);
      expect(await form.getByRole("button", { name: "Confirm" }).isDisabled()).toBe(true);
      await form.getByRole("button", { name: "Edit" }).click();
      // Max keeps room for the fee: less than all of it, and the preview lets it through.
      await form.getByRole("button", { name: "Max" }).click();
      await expect.poll(() => amount.inputValue(), SLOW).not.toBe(ethHeld);
      expect(Number(await amount.inputValue())).toBeGreaterThan(Number(ethHeld) - 0.01);
      await form.getByRole("button", { name: "Preview" }).click();
      await expect
        .poll(() => form.getByTestId("send-fee").textContent(), SLOW)
        .not.toBe("Estimating…");
      expect(await form.getByRole("alert").count()).toBe(0);
      expect(await form.getByRole("button", { name: "Confirm" }).isDisabled()).toBe(false);
      await form.getByRole("button", { name: "Edit" }).click();
      // Nothing reached the wallet or the chain.
      expect(await chain.nonceOf(address)).toBe(nonce);
      await closeModal();
    },
    TEST_TIMEOUT,
  );

  /**
   * Sends through the Send view; the injected wallet approves. With `shows`, the review must
   * first show the server's preview — the balance change and the call in words — while the
   * wallet has not been asked yet.
   */
  async function sendInView(
    tokenLabel: string,
    amount: string,
    to: string = receiver,
    shows?: { change: string; call: RegExp },
  ) {
    await openAccount();
    await modal(page).getByRole("button", { name: "Send", exact: true }).click();
    const form = modal(page);
    await form.getByRole("combobox", { name: "Token" }).waitFor({ timeout: 60_000 });
    await form.getByRole("combobox", { name: "Token" }).selectOption({ label: tokenLabel });
    await form.getByLabel("Amount").fill(amount);
    await form.getByLabel("Receiver address").fill(to);
    const nonce = await chain.nonceOf(address);
    await form.getByRole("button", { name: "Preview" }).click();
    if (shows) {
      const changes = form.getByTestId("balance-change");
      await expect.poll(() => changes.allTextContents(), SLOW).toEqual([shows.change]);
      expect(await form.getByTestId("decoded-calls").textContent()).toMatch(shows.call);
      expect(await chain.nonceOf(address)).toBe(nonce);
    }
    await form.getByRole("button", { name: "Confirm" }).click({ timeout: 60_000 });
    // Success resets the flow and returns to Account.
    await modal(page).getByRole("tablist").waitFor({ timeout: 60_000 });
    await expect.poll(() => page.getByText(/^Sent 0x/).count(), SLOW).toBeGreaterThan(0);
  }

  it(
    "sends 0.01 ETH and 5 USDC to another devnet account, each review showing the outgoing amount first; the receiver's balances move by exactly that",
    async () => {
      const [eth, usdc] = chainTokens(world);
      if (!eth || !usdc) throw new Error("devnet tokens missing");
      const ethBefore = await chain.balanceOf(eth, receiver);
      const usdcBefore = await chain.balanceOf(usdc, receiver);

      await sendInView("ETH · Ether", "0.01", receiver, {
        change: "−0.01 ETH",
        call: /^Send 0\.01 ETH to 0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4}$/,
      });
      await expect
        .poll(() => chain.balanceOf(eth, receiver), SLOW)
        .toBe(ethBefore + 10_000_000_000_000_000n);

      await sendInView("USDC · USD Coin", "5", receiver, {
        change: "−5 USDC",
        call: /^Send 5 USDC to 0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4}$/,
      });
      await expect.poll(() => chain.balanceOf(usdc, receiver), SLOW).toBe(usdcBefore + 5_000_000n);
      expect(await chain.balanceOf(eth, receiver)).toBe(ethBefore + 10_000_000_000_000_000n);
      await closeModal();
    },
    TEST_TIMEOUT,
  );

  it(
    "shows the balance a send leaves in the header, the Tokens tab and the page's button, without a reload",
    async () => {
      const [eth] = chainTokens(world);
      if (!eth) throw new Error("the devnet has no native token");
      const shown = (raw: bigint) => `${expectedTokenAmount(raw, eth.decimals)} ETH`;
      const before = await chain.balanceOf(eth, address);
      await openAccount();
      // A toast sits below the dialog's title, never over it.
      await modal(page).getByRole("button", { name: "Copy address" }).click();
      const placement = () =>
        modal(page).evaluate((card) => {
          const toast = card.querySelector(".toast");
          const title = card.querySelector("h2");
          if (!toast || !title) return undefined;
          return toast.getBoundingClientRect().top - title.getBoundingClientRect().bottom;
        });
      await expect.poll(placement, SLOW).toBeDefined();
      expect(await placement()).toBeGreaterThan(0);
      // ...and over none of the view's buttons.
      const covered = await modal(page).evaluate((card) => {
        const toast = card.querySelector(".toast")?.getBoundingClientRect();
        if (!toast) return ["no toast"];
        return [...card.querySelectorAll(".body button, .body a")]
          .filter((control) => {
            const box = control.getBoundingClientRect();
            return (
              box.width > 0 &&
              box.left < toast.right &&
              toast.left < box.right &&
              box.top < toast.bottom &&
              toast.top < box.bottom
            );
          })
          .map((control) => control.textContent);
      });
      expect(covered).toEqual([]);
      const header = modal(page).getByTestId("account-balance");
      const ethRow = modal(page)
        .getByRole("list", { name: "Tokens" })
        .getByRole("listitem")
        .filter({ hasText: "Ether" });
      // Both read the balance before the send, so every 30 s cache holds the old one.
      await expect.poll(() => header.textContent(), SLOW).toBe(shown(before));
      await expect.poll(() => ethRow.textContent(), SLOW).toContain(shown(before));

      const nonce = await chain.nonceOf(address);
      await sendInView("ETH · Ether", "0.5", "0x000000000000000000000000000000000000dEaD");
      await expect.poll(() => chain.nonceOf(address), SLOW).toBe(nonce + 1);
      const after = await chain.balanceOf(eth, address);
      expect(shown(after)).not.toBe(shown(before));

      await expect.poll(() => header.textContent(), SLOW).toBe(shown(after));
      await expect.poll(() => ethRow.textContent(), SLOW).toContain(shown(after));
      await expect
        .poll(() => accountButton(page, address).textContent(), SLOW)
        .toContain(shown(after));
      await closeModal();
    },
    TEST_TIMEOUT,
  );

  it(
    "follows funds the account receives: the button, the header and the Tokens tab, without a reload",
    async () => {
      const [eth, usdc] = chainTokens(world);
      if (!eth || !usdc) throw new Error("devnet tokens missing");
      const shown = (raw: bigint) => `${expectedTokenAmount(raw, eth.decimals)} ETH`;
      await openAccount();
      const header = modal(page).getByTestId("account-balance");
      const usdcRow = modal(page)
        .getByRole("list", { name: "Tokens" })
        .getByRole("listitem")
        .filter({ hasText: "USD Coin" });
      const before = await chain.balanceOf(eth, address);
      await expect.poll(() => header.textContent(), SLOW).toBe(shown(before));
      const usdcBefore = await chain.balanceOf(usdc, address);
      await expect
        .poll(() => usdcRow.textContent(), SLOW)
        .toContain(`${expectedTokenAmount(usdcBefore, 6)} USDC`);

      // Someone else pays the account: no send of its own tells the page.
      await chain.sendEth(6, address, "1");
      await chain.sendUsdc(6, address, "7");
      const after = await chain.balanceOf(eth, address);
      await expect.poll(() => header.textContent(), SLOW).toBe(shown(after));
      await expect
        .poll(() => usdcRow.textContent(), SLOW)
        .toContain(`${expectedTokenAmount(usdcBefore + 7_000_000n, 6)} USDC`);
      await closeModal();

      // The page's button follows too, with the modal closed.
      await chain.sendEth(6, address, "1");
      const later = await chain.balanceOf(eth, address);
      await expect
        .poll(() => accountButton(page, address).textContent(), SLOW)
        .toContain(shown(later));
    },
    TEST_TIMEOUT,
  );

  it(
    "shows both sends in Activity with '-' and a payment received with '+'",
    async () => {
      // Someone else pays the connected account, so there is a receive to sign '+'.
      await chain.sendUsdc(1, address, "1.5");
      await openAccount();
      const rows = modal(page).getByTestId("activity-row");
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
        .toMatch(/Receive[\s\S]*\+1\.500 USDC/);
      const texts = await rows.allInnerTexts();
      const row = (amount: string) => texts.find((text) => text.includes(amount));
      expect(row("-5.000 USDC")).toMatch(/^Send/);
      expect(row("-0.010 ETH")).toMatch(/^Send/);
      expect(row("+1.500 USDC")).toMatch(/^Receive/);
      // The other side is who got or paid the value, not the token contract the send called.
      const payer = world.devnet.manifest.accounts[1]?.address ?? "";
      expect(row("-5.000 USDC")).toContain(`To ${truncated(receiver)}`);
      expect(row("-0.010 ETH")).toContain(`To ${truncated(receiver)}`);
      expect(row("+1.500 USDC")).toContain(`From ${truncated(payer)}`);
      // Newest first: the receive, then the USDC send, then the ETH send.
      const order = ["+1.500 USDC", "-5.000 USDC", "-0.010 ETH"].map((amount) =>
        texts.findIndex((text) => text.includes(amount)),
      );
      expect(order).toEqual([...order].sort((a, b) => a - b));
      // Each counterparty shows shortened once (4 + 6 characters, one ellipsis), never clipped again.
      const counterparties = await rows.evaluateAll((items) =>
        items.map((item) => {
          const line = item.querySelector('[data-testid="activity-counterparty"]');
          const box = line?.parentElement?.getBoundingClientRect();
          return {
            text: line?.textContent ?? "",
            clipped: !line || !box || line.getBoundingClientRect().right > box.right + 0.5,
          };
        }),
      );
      for (const { text, clipped } of counterparties) {
        expect(text).toMatch(/^(From|To) 0x[0-9a-fA-F]{4}…[0-9a-fA-F]{6}$/);
        expect(clipped).toBe(false);
      }
      expect(await modalViolations(page)).toEqual([]);
      await closeModal();
    },
    TEST_TIMEOUT,
  );

  it(
    "lists the account's ERC-721s under NFTs with their images, including one just received",
    async () => {
      // The seed gives the wallet tokens 1-3; account 1 hands over #4.
      await chain.transferNft(1, address, 4n);
      await openAccount();
      const images = modal(page).getByRole("img", { name: /^Foyer Sample #\d+$/ });
      await expect
        .poll(
          async () => {
            await tab("Tokens").click();
            await tab("NFTs").click();
            await images
              .first()
              .waitFor({ timeout: 30_000 })
              .catch(() => {});
            return images.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("alt")));
          },
          { timeout: 90_000, interval: 1_000 },
        )
        .toEqual(["Foyer Sample #4", "Foyer Sample #3", "Foyer Sample #2", "Foyer Sample #1"]);
      // Every preview is the token's own on-chain SVG, and the browser decoded it.
      await expect
        .poll(
          () =>
            images.evaluateAll((nodes) =>
              nodes.map((node) => {
                const image = node as HTMLImageElement;
                return (
                  image.src.startsWith("data:image/svg+xml") &&
                  image.complete &&
                  image.naturalWidth > 0
                );
              }),
            ),
          SLOW,
        )
        .toEqual([true, true, true, true]);
    },
    TEST_TIMEOUT,
  );

  it(
    "Receive shows the address as a QR code that scans to it, its network and the warning, and copies it",
    async () => {
      await openAccount();
      await modal(page).getByRole("button", { name: "Receive", exact: true }).click();
      const code = modal(page).locator(".pairing-qr");
      await modal(page).getByRole("img", { name: "QR code of your address" }).waitFor(SLOW);
      expect(await scanQrCode(code)).toBe(address);
      expect(await modal(page).getByTestId("receive-address").textContent()).toBe(address);
      await modal(page).getByText("Your address on Foyer Devnet").waitFor();
      expect(await modal(page).getByRole("note").textContent()).toBe(
        "Send only assets on Foyer Devnet to this address. Assets sent from another network may be lost.",
      );
      await page.context().grantPermissions(["clipboard-read", "clipboard-write"], {
        origin: world.demoUrl,
      });
      await modal(page).getByRole("button", { name: "Copy address" }).click();
      await page.getByText("Address copied").first().waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
      expect(await modalViolations(page)).toEqual([]);
      await closeModal();
    },
    TEST_TIMEOUT,
  );
});
