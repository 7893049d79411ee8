/**
 * Multi-wallet in the demo: with the feature off (the default) no second wallet
 * is offered and the first stays; with it on (the demo's
 * footer link, `?multiwallet=on`) the injected test wallet and a WalletConnect
 * wallet (apps/wallet, a second tab) live side by side in ProfileWallets, a
 * switch moves the dApp to the other account, a reload brings both back, and
 * one of them is disconnected on its own and leaves the list.
 */
import { testWalletInitScript } from "@foyer/testwallet/node";
import type { Page } from "playwright-core";
import { type Hex, verifyMessage } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoMessages } from "../../apps/demo/src/messages.js";
import { en } from "../../packages/react/src/i18n/en.js";
import { type Browser, launchBrowser } from "./browser.js";
import { accountButton, connectTestWallet, modal, modalViolations } from "./modal.js";
import { copyPairingUri, openWalletApp, pairWallet, WALLET_ACCOUNT } from "./walletApp.js";
import { startWorld, type World } from "./world.js";

const TEST_WALLET = /Foyer Test Wallet/;
/**
 * A registry wallet not in this browser, which pairs; the paired wallet's row bears the name
 * the wallet gives itself in the session (apps/wallet), not the pairing connector's.
 */
const PAIRED_WALLET = /MetaMask/;
const PAIRING = /Foyer test wallet/;

describe("several wallets in one namespace (Chromium)", () => {
  let world: World;
  let browser: Browser;
  let demo: Page;
  let wallet: Page;
  /** The injected wallet holds account 1, so it differs from the paired wallet's account 0. */
  let injected: string;

  const evmWallets = () => modal(demo).getByRole("region", { name: en.namespaceName("eip155") });

  async function openConnectedWallets(address: string): Promise<void> {
    await accountButton(demo, address).click();
    await modal(demo).getByRole("button", { name: en.connectedWallets }).click();
    await evmWallets().waitFor();
  }

  async function signedBy(): Promise<string> {
    await demo.getByRole("button", { name: "Sign message" }).click();
    const shown = demo.getByTestId("signature");
    await expect.poll(() => shown.textContent(), { timeout: 30_000 }).toMatch(/^Signature: 0x/);
    return ((await shown.textContent()) ?? "").replace("Signature: ", "");
  }

  beforeAll(async () => {
    world = await startWorld({ walletApp: true });
    browser = await launchBrowser();
    const account = world.devnet.manifest.accounts[1];
    if (!account) throw new Error("the devnet manifest lists no account 1");
    injected = account.address;
    await browser.context.addInitScript({
      content: testWalletInitScript({
        privateKey: account.privateKey,
        chains: [{ chainId: 31337, rpcUrl: world.devnet.rpcUrl, name: "Foyer Devnet" }],
        mode: "approve",
        panel: false,
      }),
    });
    await browser.context.grantPermissions(["clipboard-read", "clipboard-write"], {
      origin: world.demoUrl,
    });
    demo = await browser.context.newPage();
    await demo.goto(world.demoUrl);
    wallet = await openWalletApp(browser.context, world.walletUrl ?? "");
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await world?.stop();
  });

  it("multi-wallet off: no second wallet is offered and the first stays", async () => {
    await demo.bringToFront();
    await connectTestWallet(demo, injected);
    await openConnectedWallets(injected);
    expect(await evmWallets().getByRole("listitem").count()).toBe(1);
    expect(
      await evmWallets()
        .getByRole("button", { name: en.addWalletTo(en.namespaceName("eip155")) })
        .count(),
    ).toBe(0);
    expect(await evmWallets().getByRole("listitem").count()).toBe(1);
    expect(await evmWallets().getByRole("listitem").textContent()).toContain(en.active);
    await modal(demo).getByRole("button", { name: "Close" }).click();
    await accountButton(demo, injected).waitFor();
  });

  it("multi-wallet on: the test wallet and a WalletConnect wallet side by side; a switch moves the dApp to the other account", async () => {
    await demo.getByRole("link", { name: demoMessages.multiWalletTurnOn }).click();
    await demo.waitForURL(/multiwallet=on/);
    await openConnectedWallets(injected);
    await evmWallets()
      .getByRole("button", { name: en.addWalletTo(en.namespaceName("eip155")) })
      .click();
    await modal(demo).getByRole("button", { name: PAIRED_WALLET }).click();
    const proposal = await pairWallet(wallet, await copyPairingUri(demo));
    await proposal.getByRole("button", { name: "Approve", exact: true }).click();
    await demo.bringToFront();
    await accountButton(demo, WALLET_ACCOUNT).waitFor({ timeout: 30_000 });

    await openConnectedWallets(WALLET_ACCOUNT);
    const rows = evmWallets().getByRole("listitem");
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.filter({ hasText: PAIRING }).textContent()).toContain(en.active);
    expect(await rows.filter({ hasText: /WalletConnect/ }).count()).toBe(0);
    // Each wallet's name shows whole beside its Switch and × (wrapped if need be, never cut).
    const cut = await evmWallets()
      .locator(".row-name")
      .evaluateAll((names) =>
        names.filter((name) => name.scrollWidth > name.clientWidth).map((name) => name.textContent),
      );
    expect(cut).toEqual([]);
    expect(await modalViolations(demo)).toEqual([]);

    await evmWallets()
      .getByRole("button", { name: en.switchTo("Foyer Test Wallet") })
      .click();
    await modal(demo).getByText(en.walletSwitched).waitFor();
    await expect
      .poll(() => rows.filter({ hasText: TEST_WALLET }).textContent())
      .toContain(en.active);
    await modal(demo).getByRole("button", { name: "Close" }).click();
    await accountButton(demo, injected).waitFor();
    const signature = (await signedBy()) as Hex;
    expect(
      await verifyMessage({
        address: injected as Hex,
        message: "Hello from the Foyer demo",
        signature,
      }),
    ).toBe(true);
  }, 180_000);

  it("a reload restores both wallets, the last used active; × lets the WalletConnect one go alone, off the list", async () => {
    await demo.reload();
    await accountButton(demo, injected).waitFor({ timeout: 30_000 });
    await openConnectedWallets(injected);
    const rows = evmWallets().getByRole("listitem");
    await expect
      .poll(() => rows.filter({ hasText: PAIRING }).textContent())
      .not.toContain(en.walletDisconnected);
    expect(await rows.count()).toBe(2);
    expect(await rows.filter({ hasText: TEST_WALLET }).textContent()).toContain(en.active);

    await evmWallets()
      .getByRole("button", { name: new RegExp(`^Disconnect .*${PAIRING.source}`) })
      .click();
    // Let go on purpose: off the list, not a "Disconnected" row whose Switch cannot work.
    await expect.poll(() => rows.filter({ hasText: PAIRING }).count()).toBe(0);
    expect(await rows.count()).toBe(1);
    expect(await evmWallets().textContent()).not.toContain(en.walletDisconnected);
    expect(await rows.filter({ hasText: TEST_WALLET }).textContent()).toContain(en.active);
    await wallet
      .getByRole("button", { name: /^Disconnect Foyer demo/ })
      .waitFor({ state: "detached" });
  }, 60_000);
});
