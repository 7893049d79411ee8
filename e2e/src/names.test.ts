/**
 * Account names in Chromium against the local world as `npm start` runs it (behaviour §2, §4, §7):
 * the test wallet registers a name from Account (its personal_sign signature checked by the
 * server), the name replaces the address in Account and on the connect button, also after a
 * reload; an email (embedded wallet) user — a smart account not deployed yet — is told a taken
 * name is taken with free ones near it, registers its own with an approval in the frame, and
 * sends ETH to the first name, which Send resolves.
 */
import type { Page } from "playwright-core";
import { type Address, createPublicClient, http } from "viem";
import { foundry } from "viem/chains";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, launchBrowser } from "./browser.js";
import { chainTokens, devnetChain } from "./devnetChain.js";
import { ACCOUNT_BUTTON, approveInFrame, loginByEmail } from "./emailSession.js";
import { accountButton, connectTestWallet, modal, modalViolations, truncated } from "./modal.js";
import { injectTestWallet } from "./testWallet.js";
import { startWorld, type World } from "./world.js";

const SLOW = { timeout: 120_000, interval: 250 };
const TEST_TIMEOUT = 300_000;
const ZONE = "foyer.id";

describe("account names: register, show, resolve (Chromium)", () => {
  let world: World;
  const suffix = Date.now().toString(36);
  /** The test wallet's name and the email user's. */
  const walletLabel = `wallet${suffix}`;
  const emailLabel = `email${suffix}`;
  const walletName = `${walletLabel}.${ZONE}`;
  const emailName = `${emailLabel}.${ZONE}`;
  let walletAddress: Address;

  beforeAll(async () => {
    // With the bundler, as `npm start` runs: the email user is a smart account (behaviour §3), not
    // deployed when it registers, so its signature reaches the server ERC-6492-wrapped.
    world = await startWorld({ smartAccounts: true });
  }, 240_000);
  afterAll(async () => {
    await world?.stop();
  });

  /** The connect button once it names the account by `name`. */
  const namedButton = (page: Page, name: string) =>
    page.getByRole("button", { name: new RegExp(name.replaceAll(".", "\\.")) });

  /** Account → "Choose a name" → types `label` and waits for the server's verdict. */
  async function chooseName(page: Page, label: string, verdict: string) {
    const view = modal(page);
    await view.getByRole("button", { name: "Choose a name" }).click({ timeout: 60_000 });
    await typeName(page, label, verdict);
    return view;
  }

  async function typeName(page: Page, label: string, verdict: string) {
    const input = modal(page).getByLabel("Name", { exact: true });
    await input.fill(label);
    await expect
      .poll(() => modal(page).getByRole("status").first().textContent(), SLOW)
      .toBe(verdict);
  }

  describe("with the test wallet", () => {
    let browser: Browser;
    let page: Page;

    beforeAll(async () => {
      browser = await launchBrowser();
      page = await browser.context.newPage();
      walletAddress = (await injectTestWallet(page, world, "approve")) as Address;
      await page.goto(world.demoUrl);
      await connectTestWallet(page, walletAddress);
    }, 180_000);
    afterAll(async () => {
      await browser?.close();
    });

    it(
      "registers a name: the wallet signs, success shows, Account and the connect button name the account",
      async () => {
        await accountButton(page, walletAddress).click();
        const view = await chooseName(page, walletLabel, `${walletName} is available`);
        expect(await modalViolations(page)).toEqual([]);
        await view.getByRole("button", { name: "Register" }).click();

        await view.getByRole("heading", { name: "Name registered" }).waitFor({ timeout: 60_000 });
        expect(await view.getByText(`${walletName} is yours`).count()).toBe(1);
        await view.getByRole("button", { name: "Done" }).click();
        await view.getByRole("tablist").waitFor({ timeout: 60_000 });
        expect(await view.locator("p.address").textContent()).toBe(walletName);
        expect(await view.getByRole("button", { name: "Choose a name" }).count()).toBe(0);
        await namedButton(page, walletName).waitFor({ timeout: 60_000 });

        // The server holds the record: resolving the name gives the wallet's address.
        const record = await fetch(
          `${world.server.url}/v1/profile/account/${walletName}?apiVersion=2&projectId=demo`,
        );
        expect(record.status).toBe(200);
        const body = (await record.json()) as { addresses: Record<string, { address: string }> };
        expect(Object.values(body.addresses)[0]?.address.toLowerCase()).toBe(
          walletAddress.toLowerCase(),
        );
      },
      TEST_TIMEOUT,
    );

    it(
      "still names the account on the connect button after a reload",
      async () => {
        await page.reload();
        await namedButton(page, walletName).waitFor({ timeout: 120_000 });
        expect(await page.getByRole("button", { name: ACCOUNT_BUTTON }).count()).toBe(0);
      },
      TEST_TIMEOUT,
    );
  });

  describe("with the embedded wallet (email login)", () => {
    let browser: Browser;
    let page: Page;
    const email = `names-${suffix}@example.com`;
    const seen = new Set<string>();

    beforeAll(async () => {
      browser = await launchBrowser();
      page = await browser.context.newPage();
      await page.goto(world.demoUrl);
      await loginByEmail(page, world.server.url, email, seen);
    }, 240_000);
    afterAll(async () => {
      await browser?.close();
    });

    it(
      "says a taken name is taken and offers free ones, then registers its own with an approval in the frame",
      async () => {
        await page.getByRole("button", { name: ACCOUNT_BUTTON }).click();
        const view = await chooseName(page, walletLabel, `${walletName} is taken`);
        await view
          .getByRole("button", { name: `${walletLabel}1.${ZONE}` })
          .waitFor({ timeout: 60_000 });
        expect(await modalViolations(page)).toEqual([]);

        await typeName(page, emailLabel, `${emailName} is available`);
        await view.getByRole("button", { name: "Register" }).click();
        await approveInFrame(page);
        await view.getByRole("heading", { name: "Name registered" }).waitFor({ timeout: 120_000 });
        await view.getByRole("button", { name: "Done" }).click();
        await view.getByRole("tablist").waitFor({ timeout: 60_000 });
        expect(await view.locator("p.address").textContent()).toBe(emailName);
        await namedButton(page, emailName).waitFor({ timeout: 60_000 });
        // A smart account not deployed yet: the server took its ERC-6492 signature.
        const smart = (await view.locator("p.address").getAttribute("title")) as Address;
        const client = createPublicClient({ chain: foundry, transport: http(world.devnet.rpcUrl) });
        expect(await client.getCode({ address: smart })).toBeUndefined();

        await page.reload();
        await namedButton(page, emailName).waitFor({ timeout: 120_000 });
      },
      TEST_TIMEOUT,
    );

    it(
      "sends ETH to the test wallet's name: Send shows the name's address, the chain moves the ETH",
      async () => {
        const chain = devnetChain(world);
        const [eth] = chainTokens(world);
        if (!eth) throw new Error("the devnet has no native token");
        await namedButton(page, emailName).click();
        await modal(page).getByRole("tablist").waitFor({ timeout: 60_000 });
        const own = (await modal(page).locator("p.address").getAttribute("title")) as Address;
        await chain.sendEth(3, own, "1");
        const before = await chain.balanceOf(eth, walletAddress);

        await modal(page).getByRole("button", { name: "Send", exact: true }).click();
        const form = modal(page);
        await form.getByRole("combobox", { name: "Token" }).waitFor({ timeout: 60_000 });
        await expect
          .poll(() => form.getByRole("option", { name: "ETH · Ether" }).count(), SLOW)
          .toBe(1);
        await form.getByRole("combobox", { name: "Token" }).selectOption({ label: "ETH · Ether" });
        await form.getByLabel("Amount").fill("0.01");

        await form.getByLabel("Receiver address").fill(`nobody${suffix}.${ZONE}`);
        await form.getByRole("button", { name: "Preview" }).click();
        await expect
          .poll(() => form.getByRole("alert").textContent(), SLOW)
          .toBe(`No address found for nobody${suffix}.${ZONE}`);

        await form.getByLabel("Receiver address").fill(walletName);
        await form.getByRole("button", { name: "Preview" }).click();
        await expect
          .poll(() => form.getByText(`${walletName} (${truncated(walletAddress)})`).count(), SLOW)
          .toBe(1);
        await form.getByRole("button", { name: "Confirm" }).click({ timeout: 60_000 });
        await approveInFrame(page);
        await expect
          .poll(() => chain.balanceOf(eth, walletAddress), SLOW)
          .toBe(before + 10n ** 16n);
      },
      TEST_TIMEOUT,
    );
  });
});
