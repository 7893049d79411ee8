import type { Page } from "playwright-core";
import type { Address } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en } from "../../packages/react/src/i18n/en.js";
import { type Browser, launchBrowser } from "./browser.js";
import { chainTokens, devnetChain, expectedTokenAmount } from "./devnetChain.js";
import { accountButton, modal, modalViolations } from "./modal.js";
import { freePort } from "./ports.js";
import { injectTestWallet, setWalletMode, walletChainIds, walletRequest } from "./testWallet.js";
import { DEVNET2, startWorld, type World } from "./world.js";

/** Listed by the demo for its logo only: the world runs no such chain. */
const MAINNET = { id: 1, name: "Ethereum" } as const;

describe("switching to a network the wallet lacks (Chromium)", () => {
  let world: World;
  let browser: Browser;
  let page: Page;
  let address: string;

  /** A closed port the demo lists as its first RPC upstream: every read must get past it. */
  let downUpstream: string;
  /** Requests to that upstream that failed, and JSON-RPC methods the world's server answered. */
  const failedAtDown: string[] = [];
  const servedByProxy: string[] = [];

  beforeAll(async () => {
    downUpstream = `http://127.0.0.1:${await freePort()}`;
    world = await startWorld({ listedNetworks: [MAINNET], rpcProxiesBefore: [downUpstream] });
    browser = await launchBrowser();
    page = await browser.context.newPage();
    page.on("requestfailed", (request) => {
      if (request.url().startsWith(`${downUpstream}/v1/`)) failedAtDown.push(request.url());
    });
    page.on("requestfinished", async (request) => {
      const url = new URL(request.url());
      if (url.origin !== new URL(world.server.url).origin || url.pathname !== "/v1/") return;
      if ((await request.response())?.status() !== 200) return;
      const body: unknown = request.postDataJSON();
      for (const call of Array.isArray(body) ? body : [body]) servedByProxy.push(call.method);
    });
    // "ask" holds the connect request, so the waiting view can be checked before approving.
    address = await injectTestWallet(page, world, "ask");
    await page.goto(world.demoUrl);
  });

  afterAll(async () => {
    await browser?.close();
    await world?.stop();
  });

  it("waits for the wallet while connecting, then shows the account", async () => {
    await page.getByRole("button", { name: "Connect wallet" }).click();
    await modal(page)
      .getByRole("button", { name: /Foyer Test Wallet/ })
      .click();
    // ConnectingExternal: the wallet has the request and nothing is decided yet.
    await modal(page).getByText("Continue in Foyer Test Wallet").waitFor();
    expect(await modalViolations(page)).toEqual([]);
    await setWalletMode(page, "approve");
    await accountButton(page, address).waitFor();
  });

  it("reads the balance through the second RPC upstream when the first is down", async () => {
    const [eth] = chainTokens(world);
    if (!eth) throw new Error("the devnet lists no ETH");
    const balance = await devnetChain(world).balanceOf(eth, address as Address);
    await expect
      .poll(() => accountButton(page, address).textContent())
      .toContain(`${expectedTokenAmount(balance, 18)} ETH`);
    // The ranked fallback tried the closed upstream and got the answer from the server's proxy.
    expect(failedAtDown.length).toBeGreaterThan(0);
    expect(servedByProxy).toContain("eth_getBalance");
  });

  it("lists both networks, the devnet marked active", async () => {
    expect(await walletChainIds(page)).toEqual([31337]);
    await accountButton(page, address).click();
    await modal(page).getByRole("button", { name: "Switch network: Foyer Devnet" }).click();
    const devnet = modal(page).getByRole("button", { name: /^Foyer Devnet\b(?! 2)/ });
    await expect.poll(() => devnet.getAttribute("aria-current")).toBe("true");
    await modal(page)
      .getByRole("button", { name: new RegExp(DEVNET2.name) })
      .waitFor();
    expect(await modalViolations(page)).toEqual([]);
  });

  it("shows Ethereum mainnet's logo from the server's network image route", async () => {
    const logo = modal(page)
      .getByRole("button", { name: new RegExp(`^${MAINNET.name}`) })
      .locator("img");
    await logo.waitFor();
    // The world's server has no upstream for it: marked before anyone picks it.
    const mainnet = modal(page).getByRole("button", { name: new RegExp(`^${MAINNET.name}`) });
    await expect.poll(() => mainnet.textContent()).toContain(en.networkNotServed);
    expect(await mainnet.getAttribute("aria-describedby")).toBeTruthy();
    const src = new URL((await logo.getAttribute("src")) ?? "");
    expect(src.origin).toBe(new URL(world.server.url).origin);
    expect(src.pathname).toBe("/public/getAssetImage/eip155%3A1");
    // Loaded and drawn: a broken or refused image has no natural size.
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  });

  it("adds the network to the wallet (4902 → wallet_addEthereumChain) and switches to it", async () => {
    await modal(page)
      .getByRole("button", { name: new RegExp(DEVNET2.name) })
      .click();
    // Back on the account view, the network badge names the new network.
    await modal(page)
      .getByRole("button", { name: `Switch network: ${DEVNET2.name}` })
      .waitFor();
    expect(await walletRequest(page, "eth_chainId")).toBe("0x7a6a");
    expect(await walletChainIds(page)).toContain(DEVNET2.id);
    expect(await modalViolations(page)).toEqual([]);
  });

  it("stays on the new network after a reload", async () => {
    await page.reload();
    await accountButton(page, address).click();
    await modal(page)
      .getByRole("button", { name: `Switch network: ${DEVNET2.name}` })
      .waitFor();
  });

  it("the page's network button shows the network's icon and name and switches from it", async () => {
    await page.keyboard.press("Escape");
    await expect.poll(() => modal(page).count()).toBe(0);
    // Beside the connected button: the current network, named for assistive tech as in the modal.
    const networkButton = page.locator(".foyer-network-button");
    await page
      .getByRole("button", { name: `Switch network: ${DEVNET2.name}`, exact: true })
      .and(networkButton)
      .waitFor();
    expect(await networkButton.locator(".foyer-network-button__name").textContent()).toBe(
      DEVNET2.name,
    );
    expect(await networkButton.locator(".foyer-network-button__icon").count()).toBe(1);

    // The reload brought the wallet back in "ask": let it approve the switch.
    await setWalletMode(page, "approve");
    await networkButton.click();
    const devnet = modal(page).getByRole("button", { name: /^Foyer Devnet\b(?! 2)/ });
    await devnet.click();
    await page
      .getByRole("button", { name: "Switch network: Foyer Devnet", exact: true })
      .and(networkButton)
      .waitFor();
    expect(await walletRequest(page, "eth_chainId")).toBe("0x7a69");
  });
});
