import { AxeBuilder } from "@axe-core/playwright";
import { foyerMessages } from "@foyer/core/internal";
import type { Page } from "playwright-core";
import {
  type Address,
  createPublicClient,
  type Hex,
  http,
  verifyMessage,
  verifyTypedData,
} from "viem";
import { foundry } from "viem/chains";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { panelMessages } from "../../apps/demo/src/panels/panelMessages.js";
import { SEND_AMOUNT_WEI, SEND_RECEIVER } from "../../apps/demo/src/panels/sendTarget.js";
import { ACCENTS } from "../../apps/demo/src/theme/accents.js";
import { serveBlankPage } from "./blankPage.js";
import { type Browser, launchBrowser } from "./browser.js";
import { accountButton, connectTestWallet, modal, modalViolations } from "./modal.js";
import { injectTestWallet, setWalletMode, walletRequest } from "./testWallet.js";
import { DEVNET2, startWorld, type World } from "./world.js";

/** Axe over the demo page itself (Foyer's modal has its own check, `modalViolations`). */
async function pageViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).exclude("foyer-modal").analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes[0]?.html ?? "?"})`,
  );
}

/** The painted background of the modal's card (its surface), from inside its shadow root. */
function modalSurface(page: Page): Promise<string> {
  return modal(page).evaluate((card) => getComputedStyle(card).backgroundColor);
}

/** A theme variable as the modal's root holds it (`--foyer-accent`, …). */
function modalVariable(page: Page, name: string): Promise<string> {
  return page.evaluate((variable) => {
    const root = document.querySelector("foyer-modal")?.shadowRoot?.querySelector(".root");
    return root ? getComputedStyle(root).getPropertyValue(variable).trim() : "";
  }, name);
}

const text = (page: Page, testId: string) => page.getByTestId(testId).textContent();

describe("the demo dApp in Chromium", () => {
  let world: World;
  let browser: Browser;

  beforeAll(async () => {
    world = await startWorld();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await world?.stop();
  });

  it("shows the devnet's chain id and a block number read through the server's proxy", async () => {
    const page = await browser.context.newPage();
    const failed: string[] = [];
    page.on("response", (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(world.demoUrl);
    await expect.poll(() => page.getByTestId("chain-id").textContent()).toBe("31337");
    const block = await page.getByTestId("block-number").textContent();
    expect(block).toMatch(/^\d+$/);
    const onChain = await fetch(world.devnet.rpcUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_blockNumber", params: [] }),
    }).then((r) => r.json() as Promise<{ result: string }>);
    expect(BigInt(block ?? "-1")).toBeLessThanOrEqual(BigInt(onChain.result));
    await expect.poll(() => page.getByTestId("server-health").textContent()).toBe("ok (pglite)");
    // The tab has Foyer's mark, and nothing the page asked for came back as an error.
    const icon = await page
      .locator('link[rel="icon"]')
      .evaluate((link: HTMLLinkElement) => link.href);
    const iconResponse = await fetch(icon);
    expect(iconResponse.status).toBe(200);
    expect(iconResponse.headers.get("content-type")).toContain("image/svg+xml");
    expect(failed).toEqual([]);
    await page.close();
  });

  it("is refused by the server from an origin the demo project does not allow", async () => {
    const foreign = await serveBlankPage();
    try {
      const page = await browser.context.newPage();
      await page.goto(foreign.url);
      const answer = await page.evaluate(async (serverUrl) => {
        const response = await fetch(`${serverUrl}/projects/v1/origins?projectId=demo`);
        return { status: response.status, body: (await response.json()) as { message?: string } };
      }, world.server.url);
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe("Unauthorized: origin not allowed");
      await page.close();
    } finally {
      await foreign.close();
    }
  });

  it("turns sign-in on from its card: the page reloads with ?siwx= and shows the session panel", async () => {
    const page = await browser.context.newPage();
    await page.goto(world.demoUrl);
    await page.getByRole("link", { name: panelMessages.siwxOptional }).click();
    await page.getByRole("heading", { name: "Sign in with X (optional)" }).waitFor();
    expect(new URL(page.url()).searchParams.get("siwx")).toBe("optional");
    expect(await page.getByTestId("siwx-session").textContent()).toBe("Not signed in");
    await page.close();
  });

  describe("capability panels with the test wallet", () => {
    let page: Page;
    let address: Address;
    const client = () =>
      createPublicClient({ chain: foundry, transport: http(world.devnet.rpcUrl) });

    beforeAll(async () => {
      page = await browser.context.newPage();
      address = (await injectTestWallet(page, world, "approve")) as Address;
      await page.goto(world.demoUrl);
      // Before connecting, each card explains itself and says how to start.
      await page.getByText(panelMessages.connectFirst).waitFor();
      // ...and where an email login's code will arrive: the local server's dev mailbox.
      await page.getByText(panelMessages.mailboxHint).waitFor();
      const mailbox = await page
        .getByRole("link", { name: /\/dev\/mailbox$/ })
        .getAttribute("href");
      expect((await page.request.get(mailbox ?? "")).status()).toBe(200);
      expect(await page.getByRole("button", { name: panelMessages.signButton }).count()).toBe(0);
      expect(await pageViolations(page)).toEqual([]);
      await connectTestWallet(page, address);
    });

    it("signs a message: the signature shown verifies for the account", async () => {
      await page.getByRole("button", { name: panelMessages.signButton }).click();
      await expect.poll(() => text(page, "signature")).toMatch(/^Signature: 0x[0-9a-f]{130}$/);
      const signature = ((await text(page, "signature")) ?? "").slice("Signature: ".length) as Hex;
      expect(await verifyMessage({ address, message: panelMessages.signDefault, signature })).toBe(
        true,
      );
      expect(await pageViolations(page)).toEqual([]);
    });

    it("shows the wallet's refusal clearly and stays usable", async () => {
      await setWalletMode(page, "reject");
      await page.getByRole("button", { name: panelMessages.signButton }).click();
      await expect
        .poll(() => text(page, "signature"))
        .toBe(panelMessages.notSigned(foyerMessages.walletUserRejected));
      await setWalletMode(page, "approve");
      await page.getByRole("button", { name: panelMessages.signButton }).click();
      await expect.poll(() => text(page, "signature")).toMatch(/^Signature: 0x/);
    });

    it("signs typed data: the EIP-712 signature verifies over the data the page shows", async () => {
      await page.getByRole("button", { name: panelMessages.typedButton }).click();
      await expect
        .poll(() => text(page, "typed-signature"))
        .toMatch(/^Signature: 0x[0-9a-f]{130}$/);
      const signature = ((await text(page, "typed-signature")) ?? "").slice(
        "Signature: ".length,
      ) as Hex;
      const typedData = JSON.parse((await text(page, "typed-data")) ?? "{}");
      expect(typedData.message.from).toBe(address);
      expect(typedData.domain.chainId).toBe(31337);
      const { EIP712Domain: _domain, ...types } = typedData.types;
      expect(
        await verifyTypedData({
          address,
          domain: typedData.domain,
          types,
          primaryType: typedData.primaryType,
          message: typedData.message,
          signature,
        }),
      ).toBe(true);
    });

    it("sends devnet ETH: the hash shown has a successful receipt and the receiver got it", async () => {
      const before = await client().getBalance({ address: SEND_RECEIVER });
      await page.getByRole("button", { name: /^Send 0\.001 ETH$/ }).click();
      await expect
        .poll(() => text(page, "send-receipt"))
        .toMatch(/^Receipt: success in block \d+$/);
      const shown = (await text(page, "send-result")) ?? "";
      expect(shown).toMatch(/^Transaction 0x[0-9a-f]{64}$/);
      const hash = shown.slice("Transaction ".length) as Hex;
      const receipt = await client().getTransactionReceipt({ hash });
      expect(receipt.status).toBe("success");
      expect(receipt.from.toLowerCase()).toBe(address.toLowerCase());
      expect(await text(page, "send-receipt")).toBe(
        panelMessages.sendReceipt("success", receipt.blockNumber.toString()),
      );
      expect(await client().getBalance({ address: SEND_RECEIVER })).toBe(before + SEND_AMOUNT_WEI);
    });

    it("batch calls: the test wallet, an EOA, is asked for its capabilities and says it can't", async () => {
      await page.getByRole("button", { name: "Approve + swap 1 USDC" }).click();
      await expect
        .poll(() => text(page, "batch-status"))
        .toBe(panelMessages.batchNotSent(panelMessages.batchNotAtomic));
    });

    it("switches to Foyer Devnet 2: the wallet adds it and the page reads the new chain id", async () => {
      // Behaviour §9: the log keeps errors only until the host raises its level.
      await page.getByLabel(panelMessages.logLevel).selectOption("info");
      await page.getByRole("button", { name: DEVNET2.name, exact: true }).click();
      await expect
        .poll(() => text(page, "switch-status"))
        .toBe(panelMessages.switched(DEVNET2.name, DEVNET2.id));
      await expect.poll(() => text(page, "chain-id")).toBe(String(DEVNET2.id));
      expect(await walletRequest(page, "eth_chainId")).toBe("0x7a6a");
      expect(
        await page
          .getByRole("button", { name: DEVNET2.name, exact: true })
          .getAttribute("aria-pressed"),
      ).toBe("true");
      await page.getByRole("button", { name: "Foyer Devnet", exact: true }).click();
      await expect.poll(() => text(page, "chain-id")).toBe("31337");
      // Both switches are in the log a bug report would carry.
      await page.getByRole("button", { name: panelMessages.logRead }).click();
      const changes = ((await text(page, "debug-log")) ?? "")
        .split("\n")
        .map((line) => JSON.parse(line) as { msg: string; network?: string })
        .filter((entry) => entry.msg === "network changed")
        .map((entry) => entry.network);
      expect(changes).toContain(`eip155:${DEVNET2.id}`);
      expect(changes.at(-1)).toBe("eip155:31337");
    });

    it("refuses a public network the local server can't reach, quickly, and stays usable", async () => {
      await page.getByRole("button", { name: "Ethereum", exact: true }).click();
      // Within the test's normal wait: the server answers for a network it lacks at once.
      await expect
        .poll(() => text(page, "switch-status"))
        .toBe(panelMessages.unreachable("Ethereum", "Unsupported chain: eip155:1", "Foyer Devnet"));
      expect(await walletRequest(page, "eth_chainId")).toBe("0x7a69");
      expect(await text(page, "chain-id")).toBe("31337");
      expect(await page.getByRole("button", { name: "Ethereum", exact: true }).isEnabled()).toBe(
        true,
      );

      // Through Foyer's own network list the wallet does move; the page says what it can't read.
      await page.getByRole("button", { name: panelMessages.openNetworks }).click();
      await modal(page)
        .getByRole("button", { name: /^Ethereum/ })
        .click();
      await expect
        .poll(() => text(page, "chain-id"))
        .toBe(panelMessages.unavailable("Unsupported chain: eip155:1"));
      expect(await walletRequest(page, "eth_chainId")).toBe("0x1");
      await page.keyboard.press("Escape");
      await expect.poll(() => modal(page).count()).toBe(0);
      // And back: the devnet answers, the wallet follows, the page reads it again.
      await page.getByRole("button", { name: "Foyer Devnet", exact: true }).click();
      await expect.poll(() => text(page, "chain-id")).toBe("31337");
      expect(await walletRequest(page, "eth_chainId")).toBe("0x7a69");
    });

    it("theme: Dark turns the modal dark, an accent reaches it, and the choice survives a reload", async () => {
      await accountButton(page, address).click();
      await modal(page).waitFor();
      const lightSurface = await modalSurface(page);
      await page.keyboard.press("Escape");

      await page.getByRole("radio", { name: "Dark" }).check();
      await page.getByRole("radio", { name: ACCENTS.teal.label }).check();
      await accountButton(page, address).click();
      await expect.poll(() => modalSurface(page)).not.toBe(lightSurface);
      expect(await modalVariable(page, "--foyer-accent")).toBe(ACCENTS.teal.dark);
      expect(await modalViolations(page)).toEqual([]);
      await page.keyboard.press("Escape");
      expect(await pageViolations(page)).toEqual([]);

      await page.reload();
      await accountButton(page, address).waitFor();
      expect(await page.getByRole("radio", { name: "Dark" }).isChecked()).toBe(true);
      expect(await page.getByRole("radio", { name: ACCENTS.teal.label }).isChecked()).toBe(true);
      await accountButton(page, address).click();
      await expect.poll(() => modalSurface(page)).not.toBe(lightSurface);
      await page.keyboard.press("Escape");
    });

    it('theme: "System" follows prefers-color-scheme, live', async () => {
      await page.getByRole("radio", { name: "Light" }).check();
      await accountButton(page, address).click();
      const light = await modalSurface(page);
      await page.keyboard.press("Escape");
      await page.emulateMedia({ colorScheme: "dark" });
      await page.getByRole("radio", { name: "System" }).check();
      await accountButton(page, address).click();
      await expect.poll(() => modalSurface(page)).not.toBe(light);
      const dark = await modalSurface(page);
      // With the modal open, the system turning light and dark again repaints it each time.
      await page.emulateMedia({ colorScheme: "light" });
      await expect.poll(() => modalSurface(page)).toBe(light);
      await page.emulateMedia({ colorScheme: "dark" });
      await expect.poll(() => modalSurface(page)).toBe(dark);
      await page.keyboard.press("Escape");
    });

    it("fits a 375 px wide screen without sideways scrolling", async () => {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.getByRole("button", { name: panelMessages.signButton }).waitFor();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
      expect(await pageViolations(page)).toEqual([]);
    });
  });
});
