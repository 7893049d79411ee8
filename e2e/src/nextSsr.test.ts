import { foyerCookieName } from "@foyer/core";
import { en } from "@foyer/react";
import { testWalletInitScript } from "@foyer/testwallet/node";
import type { ConsoleMessage, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, launchBrowser } from "./browser.js";
import { accountButton, modal, truncated } from "./modal.js";
import { buildNextExample, type NextExample, startNextExample } from "./nextApp.js";
import { DEVNET2, startWorld, type World } from "./world.js";

/**
 * Records every text the page's connect buttons show, from the first parsed byte: a
 * MutationObserver installed before the HTML arrives sees the server's markup, hydration
 * and every later render, so a flash of "Connect wallet" cannot slip between two polls.
 */
const recordButtonTexts = `
  window.__buttonTexts = [];
  new MutationObserver(() => {
    for (const button of document.querySelectorAll(".foyer-connect-button")) {
      const text = button.textContent;
      if (window.__buttonTexts.at(-1) !== text) window.__buttonTexts.push(text);
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
`;

const buttonTexts = (page: Page) =>
  page.evaluate(() => (window as unknown as { __buttonTexts: string[] }).__buttonTexts);

describe("the Next.js example: server rendering and two instances (Chromium)", () => {
  let world: World;
  let next: NextExample;
  let browser: Browser;
  let page: Page;
  let address: string;
  /** Console errors and warnings and uncaught errors, over every page load of the file. */
  const problems: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === "error" || message.type() === "warning") {
      problems.push(`${message.text()} (${message.location().url})`);
    }
  };

  /** A browser with the test wallet on every page (approving), as a new visitor has it. */
  async function visitor(): Promise<Browser> {
    const fresh = await launchBrowser();
    const account = world.devnet.manifest.accounts[0];
    if (!account) throw new Error("the devnet manifest lists no accounts");
    address = account.address;
    await fresh.context.addInitScript({
      content: testWalletInitScript({
        privateKey: account.privateKey,
        chains: [
          { chainId: 31337, rpcUrl: world.devnet.rpcUrl, name: "Foyer Devnet" },
          { chainId: DEVNET2.id, rpcUrl: world.devnet2.rpcUrl, name: DEVNET2.name },
        ],
        mode: "approve",
        panel: false,
      }),
    });
    await fresh.context.addInitScript({ content: recordButtonTexts });
    return fresh;
  }

  beforeAll(async () => {
    // The build (skipped when current) runs while the chains and server start.
    const [started] = await Promise.all([startWorld(), buildNextExample()]);
    world = started;
    next = await startNextExample({
      devnetRpcUrl: world.devnet.rpcUrl,
      devnet2RpcUrl: world.devnet2.rpcUrl,
    });
    browser = await visitor();
    page = await browser.context.newPage();
    page.on("console", onConsole);
    page.on("pageerror", (error) => problems.push(error.message));
    // A cold `next build` is about 45 s of CPU: on a busy machine more than the usual hook time.
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await next?.stop();
    await world?.stop();
  });

  it("serves the connect button in the server's HTML and hydrates it", async () => {
    const response = await page.goto(next.url);
    const html = (await response?.text()) ?? "";
    expect(html).toContain(`>${en.connectWallet}</button>`);
    await page.getByRole("button", { name: en.connectWallet }).click();
    // Hydrated: the click reached React and opened the modal.
    await modal(page)
      .getByRole("button", { name: /Foyer Test Wallet/ })
      .click();
    await accountButton(page, address).waitFor();
    expect(problems).toEqual([]);
  });

  it("a connected visitor's reload shows the account from the first byte, with no flash", async () => {
    const response = await page.reload();
    const html = (await response?.text()) ?? "";
    expect(html).toContain(truncated(address));
    expect(html).not.toContain(en.connectWallet);
    // The balance shows once the wallet has quietly reconnected.
    await page.locator(".foyer-connect-button__balance").waitFor();
    const texts = await buttonTexts(page);
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text).toContain(truncated(address));
    expect(problems).toEqual([]);
  });

  it("two instances keep their own modal, connection, keys, and reload", async () => {
    await page.goto(`${next.url}/two`);
    const shop = page.getByRole("region", { name: "Shop" });
    const bank = page.getByRole("region", { name: "Bank" });

    await shop.getByRole("button", { name: en.connectWallet }).click();
    await modal(page)
      .getByRole("button", { name: /Foyer Test Wallet/ })
      .waitFor();
    expect(await modal(page).count()).toBe(1);
    await modal(page)
      .getByRole("button", { name: /Foyer Test Wallet/ })
      .click();
    await accountButton(page, address).waitFor();
    expect(await bank.getByRole("button", { name: en.connectWallet }).count()).toBe(1);
    expect(await shop.getByRole("button", { name: new RegExp(truncated(address)) }).count()).toBe(
      1,
    );

    const cookies = new Map((await browser.context.cookies()).map((c) => [c.name, c.value]));
    expect(decodeURIComponent(cookies.get(foyerCookieName("shop")) ?? "")).toContain(
      "eip155:31337",
    );
    expect(cookies.has(foyerCookieName("bank"))).toBe(false);
    await expect
      .poll(() =>
        page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("@foyer/shop/"))),
      )
      .not.toEqual([]);
    expect(
      await page.evaluate(() =>
        Object.keys(localStorage).filter((k) => k.startsWith("@foyer/bank/")),
      ),
    ).toEqual([]);

    // Each comes back as it was: the shop connected (in the server's HTML too), the bank not.
    const html = (await (await page.reload())?.text()) ?? "";
    expect(html).toContain(truncated(address));
    expect(html).toContain(en.connectWallet);
    await shop.locator(".foyer-connect-button__balance").waitFor();
    expect(await bank.getByRole("button", { name: en.connectWallet }).count()).toBe(1);

    // The bank connects on its own network, into its own cookie.
    await bank.getByRole("button", { name: en.connectWallet }).click();
    expect(await modal(page).count()).toBe(1);
    await modal(page)
      .getByRole("button", { name: /Foyer Test Wallet/ })
      .click();
    await bank.getByRole("button", { name: new RegExp(truncated(address)) }).waitFor();
    const after = new Map((await browser.context.cookies()).map((c) => [c.name, c.value]));
    expect(decodeURIComponent(after.get(foyerCookieName("bank")) ?? "")).toContain(
      `eip155:${DEVNET2.id}`,
    );
    expect(problems).toEqual([]);
  });

  it("on a fresh profile, connecting the Bank first leaves the Shop as it was", async () => {
    // A wallet that has never granted the site anything: the Bank's request is its first
    // grant, which the wallet announces to the whole page (accountsChanged).
    const fresh = await visitor();
    try {
      const other = await fresh.context.newPage();
      const freshProblems: string[] = [];
      other.on("pageerror", (error) => freshProblems.push(error.message));
      await other.goto(`${next.url}/two`);
      const shop = other.getByRole("region", { name: "Shop" });
      const bank = other.getByRole("region", { name: "Bank" });

      await bank.getByRole("button", { name: en.connectWallet }).click();
      await modal(other)
        .getByRole("button", { name: /Foyer Test Wallet/ })
        .click();
      await bank.getByRole("button", { name: new RegExp(truncated(address)) }).waitFor();
      await expect.poll(() => modal(other).count()).toBe(0);
      // The Shop did not ask: it stays disconnected, with nothing over the page.
      expect(await shop.getByRole("button", { name: en.connectWallet }).count()).toBe(1);
      expect(await other.getByText(en.unsupportedChainTitle).count()).toBe(0);
      const cookies = new Map((await fresh.context.cookies()).map((c) => [c.name, c.value]));
      expect(decodeURIComponent(cookies.get(foyerCookieName("bank")) ?? "")).toContain(
        `eip155:${DEVNET2.id}`,
      );
      expect(cookies.has(foyerCookieName("shop"))).toBe(false);

      // A reload brings the Bank back and the Shop still disconnected.
      await other.reload();
      await bank.locator(".foyer-connect-button__balance").waitFor();
      expect(await shop.getByRole("button", { name: en.connectWallet }).count()).toBe(1);
      expect(await modal(other).count()).toBe(0);

      // The Shop connects when asked, on its own network.
      await shop.getByRole("button", { name: en.connectWallet }).click();
      await modal(other)
        .getByRole("button", { name: /Foyer Test Wallet/ })
        .click();
      await shop.getByRole("button", { name: new RegExp(truncated(address)) }).waitFor();
      const after = new Map((await fresh.context.cookies()).map((c) => [c.name, c.value]));
      expect(decodeURIComponent(after.get(foyerCookieName("shop")) ?? "")).toContain(
        "eip155:31337",
      );
      expect(freshProblems).toEqual([]);
    } finally {
      await fresh.close();
    }
  });
});
