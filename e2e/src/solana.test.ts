import { solanaMessages, truncateAddress } from "@foyer/core/internal";
import { getTokenDecoder } from "@solana-program/token";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { panelMessages } from "../../apps/demo/src/panels/panelMessages.js";
import { walletEn } from "../../packages/react/src/i18n/walletEn.js";
import { type Browser, launchBrowser } from "./browser.js";
import { expectedTokenAmount } from "./devnetChain.js";
import { ACCOUNT_BUTTON, approveInFrame, loginByEmail } from "./emailSession.js";
import { modal, modalViolations } from "./modal.js";
import { injectTestWallet, setWalletMode } from "./testWallet.js";
import { startWorld, type World } from "./world.js";

// The machine running these is shared and slow: waits are generous, never timed.
const SLOW = { timeout: 60_000, interval: 250 };
const TEST_TIMEOUT = 240_000;
const LAMPORTS_PER_SOL = 1_000_000_000n;
/** A fresh key nobody holds: no account on the localnet until the test sends to it. */
const FRESH = "9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin";

// One world for the file: the Solana localnet beside the devnet; each describe has its own browser profile.
let world: World;
beforeAll(async () => {
  world = await startWorld({ solana: true });
}, 180_000);
afterAll(async () => {
  await world?.stop();
});

function solanaKeys() {
  const [first, second] = world.solana?.keys.accounts ?? [];
  if (!world.solana || !first || !second) throw new Error("the world has no Solana localnet keys");
  return { first, second };
}

describe("Solana in the demo: the test wallet on the local validator (Chromium)", () => {
  let browser: Browser;
  let page: Page;
  let solanaAddress: string;
  let evmAddress: string;
  let receiver: string;
  /** JSON-RPC methods the page sent to the server's proxy for a Solana network, in order. */
  const solanaRpcMethods: string[] = [];

  beforeAll(async () => {
    const { first, second } = solanaKeys();
    solanaAddress = first.address;
    receiver = second.address;
    browser = await launchBrowser();
    page = await browser.context.newPage();
    evmAddress = await injectTestWallet(page, world, "approve");
    page.on("request", (request) => {
      const url = new URL(request.url());
      const chainId = url.searchParams.get("chainId") ?? "";
      if (
        request.method() !== "POST" ||
        url.pathname !== "/v1/" ||
        !chainId.startsWith("solana:")
      ) {
        return;
      }
      const body: unknown = request.postDataJSON();
      for (const call of Array.isArray(body) ? body : [body]) solanaRpcMethods.push(call.method);
    });
    await page.goto(world.demoUrl);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
  });

  const accountButton = (address: string) =>
    page.getByRole("button", { name: new RegExp(truncateAddress(address)) });
  const lamportsOf = (address: string) => {
    const account = world.solana?.chain.getAccount(address as never);
    return account?.exists ? BigInt(account.lamports) : 0n;
  };
  const usdcOf = (owner: string) => {
    const accounts = world.solana?.chain.tokenAccountsByOwner(
      owner as never,
      world.solana.keys.usdcMint.address,
    );
    const account = accounts?.[0];
    return account ? getTokenDecoder().decode(account.data).amount : 0n;
  };
  const text = async (testId: string) => (await page.getByTestId(testId).textContent()) ?? "";
  async function openAccount(address: string) {
    if ((await modal(page).count()) === 0) await accountButton(address).click();
    await modal(page).getByRole("tablist").waitFor({ timeout: 60_000 });
  }
  async function openSend() {
    await modal(page).getByRole("button", { name: "Send", exact: true }).click();
    await modal(page).getByRole("combobox", { name: "Token" }).waitFor({ timeout: 60_000 });
    return modal(page);
  }
  /** The Send form, opened from Account unless it is already showing. */
  async function ensureSendForm() {
    if ((await modal(page).getByLabel("Amount").count()) > 0) return;
    await openAccount(solanaAddress);
    await openSend();
  }
  async function fillSend(token: string, amount: string, to: string) {
    const form = modal(page);
    await form.getByRole("combobox", { name: "Token" }).selectOption({ label: token });
    await form.getByLabel("Amount").fill(amount);
    await form.getByLabel("Receiver address").fill(to);
    await form.getByRole("button", { name: "Preview" }).click();
  }
  const alertShows = (message: string) =>
    expect
      .poll(() => modal(page).getByRole("alert").filter({ hasText: message }).count(), SLOW)
      .toBe(1);

  it(
    "lists the Solana test wallet beside the EVM one and connects it on the localnet",
    async () => {
      await page.getByRole("button", { name: "Connect wallet" }).click();
      const rows = modal(page).getByRole("button", { name: /Foyer Test Wallet/ });
      await expect.poll(() => rows.count(), SLOW).toBe(2);
      const solanaRow = modal(page).getByRole("button", { name: /Foyer Test Wallet.*Solana/ });
      await solanaRow.waitFor();
      await modal(page)
        .getByRole("button", { name: /Foyer Test Wallet.*EVM/ })
        .waitFor();
      expect(await modalViolations(page)).toEqual([]);
      await solanaRow.click();
      await accountButton(solanaAddress).waitFor({ timeout: 60_000 });
      // Behaviour §7: the chain RPC connection pings the endpoint with 'test' when it opens.
      await expect.poll(() => solanaRpcMethods.includes("getBalance"), SLOW).toBe(true);
      expect(solanaRpcMethods.indexOf("test")).toBeGreaterThanOrEqual(0);
      expect(solanaRpcMethods.indexOf("test")).toBeLessThan(solanaRpcMethods.indexOf("getBalance"));
    },
    TEST_TIMEOUT,
  );

  it(
    "shows SOL and USDC as the localnet holds them",
    async () => {
      await openAccount(solanaAddress);
      const rows = modal(page).getByRole("list", { name: "Tokens" }).getByRole("listitem");
      await expect.poll(() => rows.count(), SLOW).toBe(2);
      const shown = await rows.allInnerTexts();
      expect(shown.find((row) => row.includes("1,000.000 SOL"))).toBeDefined();
      expect(shown.find((row) => row.includes("100,000.000 USDC"))).toBeDefined();
      expect(await modalViolations(page)).toEqual([]);
    },
    TEST_TIMEOUT,
  );

  it(
    "refuses bad sends with a clear message and moves nothing",
    async () => {
      const solBefore = lamportsOf(solanaAddress);
      await ensureSendForm();
      await fillSend("SOL · Solana", "1", "0x70997970C51812dc3A010C7d01b50e0d17dc79C8");
      await alertShows("Address is invalid");
      await fillSend("USDC · USD Coin", "100001", receiver);
      await alertShows("Insufficient balance");
      // SOL below the rent minimum to an address with no account: said before the wallet is asked.
      await fillSend("SOL · Solana", "0.0001", FRESH);
      await modal(page).getByRole("button", { name: "Confirm" }).click({ timeout: 60_000 });
      await alertShows(solanaMessages.rentMinimum("0.00089088"));
      // The wallet refuses: nothing is sent.
      await setWalletMode(page, "reject");
      await fillSend("SOL · Solana", "0.25", receiver);
      await modal(page).getByRole("button", { name: "Confirm" }).click({ timeout: 60_000 });
      await alertShows("Transaction rejected");
      await setWalletMode(page, "approve");
      expect(lamportsOf(solanaAddress)).toBe(solBefore);
      expect(lamportsOf(FRESH)).toBe(0n);
    },
    TEST_TIMEOUT,
  );

  it(
    "sends 0.5 SOL to another key, its fee priced by the node; the localnet moves exactly that",
    async () => {
      const before = lamportsOf(receiver);
      await ensureSendForm();
      // The receiver a Solana send takes, not an EVM address or name.
      expect(await modal(page).getByLabel("Receiver address").getAttribute("placeholder")).toBe(
        walletEn.receiverPlaceholderSolana,
      );
      await fillSend("SOL · Solana", "0.5", receiver);
      // The node prices the built transfer (5,000 lamports for its one signature): under 0.001.
      await expect
        .poll(() => modal(page).getByTestId("send-fee").textContent(), SLOW)
        .toBe("<0.001 SOL");
      await modal(page).getByRole("button", { name: "Confirm" }).click({ timeout: 60_000 });
      await modal(page).getByRole("tablist").waitFor({ timeout: 60_000 });
      await expect.poll(() => lamportsOf(receiver), SLOW).toBe(before + LAMPORTS_PER_SOL / 2n);
    },
    TEST_TIMEOUT,
  );

  it(
    "sends 2.5 USDC to a key without a token account; the wallet pays for opening it",
    async () => {
      expect(usdcOf(FRESH)).toBe(0n);
      await ensureSendForm();
      await fillSend("USDC · USD Coin", "2.5", FRESH);
      await modal(page).getByRole("button", { name: "Confirm" }).click({ timeout: 60_000 });
      await modal(page).getByRole("tablist").waitFor({ timeout: 60_000 });
      await expect.poll(() => usdcOf(FRESH), SLOW).toBe(2_500_000n);
      // The Tokens tab follows the chain (100,000 − 2.5) once the server's short balance cache
      // (10 s) has passed: reopened until it does.
      const rows = modal(page).getByRole("list", { name: "Tokens" }).getByRole("listitem");
      await expect
        .poll(
          async () => {
            await modal(page).getByRole("button", { name: "Close" }).click();
            await openAccount(solanaAddress);
            await rows.first().waitFor({ timeout: 30_000 });
            return (await rows.allInnerTexts()).some((row) => row.includes("99,997.500 USDC"));
          },
          { timeout: 90_000, interval: 2_000 },
        )
        .toBe(true);
    },
    TEST_TIMEOUT,
  );

  it(
    "Account → Activity lists both sends, newest first, and USDC another key sent in",
    async () => {
      // Another key sends USDC to the account's existing token account: the transaction names
      // that token account, never the owner's address.
      const sender = world.solana?.keys.accounts[3];
      if (!sender) throw new Error("the world has no fourth Solana key");
      const received = await world.solana?.chain.transferUsdc(
        sender.signer,
        solanaAddress as never,
        1_250_000n,
      );
      expect(world.solana?.chain.ledger.get(received ?? "")?.accountKeys).not.toContain(
        solanaAddress,
      );
      await openAccount(solanaAddress);
      await modal(page).getByRole("tab", { name: "Activity" }).click();
      const rows = modal(page).getByTestId("activity-row");
      await expect.poll(() => rows.count(), SLOW).toBeGreaterThanOrEqual(3);
      const texts = await rows.allInnerTexts();
      const row = (amount: string) => texts.find((text) => text.includes(amount)) ?? "";
      expect(row("+1.250 USDC")).toMatch(/^Receive/);
      expect(row("+1.250 USDC")).toContain(`From ${truncateAddress(sender.address)}`);
      // Newest first: the receive came after both sends.
      expect(texts.indexOf(row("+1.250 USDC"))).toBe(0);
      expect(row("-2.500 USDC")).toMatch(/^Send/);
      expect(row("-2.500 USDC")).toContain(`To ${truncateAddress(FRESH)}`);
      expect(row("-0.500 SOL")).toMatch(/^Send/);
      expect(row("-0.500 SOL")).toContain(`To ${truncateAddress(receiver)}`);
      expect(row("-0.500 SOL")).toContain("Confirmed");
      // Newest first: the USDC send came after the SOL one.
      expect(texts.indexOf(row("-2.500 USDC"))).toBeLessThan(texts.indexOf(row("-0.500 SOL")));
      expect(await modalViolations(page)).toEqual([]);
      await modal(page).getByRole("tab", { name: "Tokens" }).click();
    },
    TEST_TIMEOUT,
  );

  it(
    "follows SOL the account receives: the header and the page's button, without a reload",
    async () => {
      const sol = (lamports: bigint) => `${expectedTokenAmount(lamports, 9)} SOL`;
      await openAccount(solanaAddress);
      const header = modal(page).getByTestId("account-balance");
      await expect.poll(() => header.textContent(), SLOW).toBe(sol(lamportsOf(solanaAddress)));
      await world.solana?.chain.airdrop(solanaAddress as never, 3n * LAMPORTS_PER_SOL);
      await expect.poll(() => header.textContent(), SLOW).toBe(sol(lamportsOf(solanaAddress)));
      await modal(page).getByRole("button", { name: "Close" }).click();
      await world.solana?.chain.airdrop(solanaAddress as never, 2n * LAMPORTS_PER_SOL);
      await expect
        .poll(() => accountButton(solanaAddress).textContent(), SLOW)
        .toContain(sol(lamportsOf(solanaAddress)));
    },
    TEST_TIMEOUT,
  );

  it(
    "switches between an EVM and a Solana account in one session",
    async () => {
      await openAccount(solanaAddress);
      await modal(page)
        .getByRole("button", { name: /^Switch network: Foyer Solana Localnet/ })
        .click();
      // EVM has no wallet yet: the switch lands on Connect, where the EVM test wallet connects.
      await modal(page)
        .getByRole("button", { name: /^Foyer Devnet\b(?! 2)/ })
        .click();
      await modal(page)
        .getByRole("button", { name: /Foyer Test Wallet.*EVM/ })
        .click();
      await accountButton(evmAddress).waitFor({ timeout: 60_000 });

      // Back to Solana: its wallet is still connected, so the account shows at once.
      await openAccount(evmAddress);
      await modal(page)
        .getByRole("button", { name: /^Switch network: Foyer Devnet/ })
        .click();
      await modal(page)
        .getByRole("button", { name: /^Foyer Solana Localnet/ })
        .click();
      await expect
        .poll(() => modal(page).getByText(truncateAddress(solanaAddress)).count(), SLOW)
        .toBeGreaterThan(0);
      await modal(page).getByRole("button", { name: "Close" }).click();
      await accountButton(solanaAddress).waitFor({ timeout: 60_000 });
    },
    TEST_TIMEOUT,
  );

  it(
    "the page's Switch network card lists the Solana localnet with the local devnets and reads it through the server",
    async () => {
      const local = page.getByRole("group", { name: panelMessages.localNetworks });
      const localnet = local.getByRole("button", { name: "Foyer Solana Localnet", exact: true });
      // On Solana, the EVM cards say what to use instead of asking to connect.
      await page.getByText(panelMessages.solanaConnected).waitFor({ timeout: 60_000 });
      expect(await localnet.getAttribute("aria-pressed")).toBe("true");

      await local.getByRole("button", { name: "Foyer Devnet", exact: true }).click();
      await expect.poll(() => text("chain-id"), SLOW).toBe("31337");
      await accountButton(evmAddress).waitFor({ timeout: 60_000 });

      await localnet.click();
      const reference = world.solana?.caipNetworkId.split(":")[1] ?? "";
      await expect
        .poll(() => text("switch-status"), SLOW)
        .toBe(panelMessages.switched("Foyer Solana Localnet", reference));
      // The status line: the cluster's genesis hash prefix and a slot, read through the proxy.
      await expect.poll(() => text("chain-id"), SLOW).toBe(reference);
      await expect.poll(async () => Number(await text("block-number")), SLOW).toBeGreaterThan(0);
      await accountButton(solanaAddress).waitFor({ timeout: 60_000 });
    },
    TEST_TIMEOUT,
  );
});

describe("Sign in with X on Solana: CAIP-122 signed by the Solana test wallet (Chromium)", () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.context.newPage();
    await injectTestWallet(page, world, "ask");
    await page.goto(`${world.demoUrl}/?siwx=required`);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
  });

  it(
    "connects the Solana wallet, signs the server's message with ed25519 and shows the session",
    async () => {
      const address = solanaKeys().first.address;
      const chainId = world.solana?.caipNetworkId ?? "";
      await page.getByRole("button", { name: "Connect wallet" }).click();
      await modal(page)
        .getByRole("button", { name: /Foyer Test Wallet.*Solana/ })
        .click();
      await approveNext(page, "connect");
      await modal(page).getByRole("heading", { name: "Sign in to Foyer demo" }).waitFor(SLOW);
      await modal(page).getByRole("button", { name: "Sign", exact: true }).click();
      // The wallet is asked to sign the CAIP-122 text: Solana account, the localnet's chain id.
      const { params } = await approveNext(page, "signMessage");
      const summary = (params as { message: string }).message;
      expect(summary.split("\n").slice(0, 2)).toEqual([
        `${new URL(world.demoUrl).host} wants you to sign in with your Solana account:`,
        address,
      ]);
      expect(summary).toContain(`\nChain ID: ${chainId.split(":")[1]}`);
      await expect.poll(() => modal(page).count(), SLOW).toBe(0);
      await expect.poll(() => page.getByTestId("siwx-address").textContent(), SLOW).toBe(address);
      expect(await page.getByTestId("siwx-chain").textContent()).toContain(chainId);
    },
    TEST_TIMEOUT,
  );
});

describe("the embedded (email) wallet on Solana: its own key in the frame (Chromium)", () => {
  let browser: Browser;
  let page: Page;
  /** The embedded wallet's Solana address, as the app asks the server for its balances. */
  const requested = new Set<string>();

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.context.newPage();
    page.on("request", (request) => {
      const url = new URL(request.url());
      const match = /^\/v1\/account\/([1-9A-HJ-NP-Za-km-z]{32,44})\/balance$/.exec(url.pathname);
      if (match?.[1] && url.searchParams.get("chainId")?.startsWith("solana:"))
        requested.add(match[1]);
    });
    await page.goto(`${world.demoUrl}/?testwallet=off`);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
  });

  const lamportsOf = (address: string) => {
    const account = world.solana?.chain.getAccount(address as never);
    return account?.exists ? BigInt(account.lamports) : 0n;
  };

  it(
    "logs in by email, has a Solana account beside the EVM one, and sends SOL after approving in the frame",
    async () => {
      await loginByEmail(page, world.server.url, `sol-${Date.now()}@example.com`, new Set());
      // One login, both accounts: the Solana one shows once the app moves to the localnet.
      await page.getByRole("button", { name: ACCOUNT_BUTTON }).click();
      await modal(page)
        .getByRole("button", { name: /^Switch network: Foyer Devnet/ })
        .click();
      await modal(page)
        .getByRole("button", { name: /^Foyer Solana Localnet/ })
        .click();
      await modal(page).getByRole("tablist").waitFor({ timeout: 60_000 });
      await expect.poll(() => requested.size, SLOW).toBe(1);
      const [embedded] = [...requested];
      if (!embedded) throw new Error("the app never read the embedded wallet's Solana balance");
      await expect
        .poll(() => modal(page).getByText(truncateAddress(embedded)).count(), SLOW)
        .toBeGreaterThan(0);

      // Fund it (the localnet's faucet), then send from it through the modal.
      await world.solana?.chain.airdrop(embedded as never, 2n * LAMPORTS_PER_SOL);
      const rows = modal(page).getByRole("list", { name: "Tokens" }).getByRole("listitem");
      await expect
        .poll(
          async () => {
            await modal(page).getByRole("button", { name: "Close" }).click();
            await page.getByRole("button", { name: new RegExp(truncateAddress(embedded)) }).click();
            await rows.first().waitFor({ timeout: 30_000 });
            return (await rows.allInnerTexts()).some((row) => row.includes("2.000 SOL"));
          },
          { timeout: 90_000, interval: 2_000 },
        )
        .toBe(true);
      const receiver = solanaKeys().second.address;
      const before = lamportsOf(receiver);
      await modal(page).getByRole("button", { name: "Send", exact: true }).click();
      await modal(page)
        .getByRole("combobox", { name: "Token" })
        .selectOption({ label: "SOL · Solana" });
      await modal(page).getByLabel("Amount").fill("0.5");
      await modal(page).getByLabel("Receiver address").fill(receiver);
      await modal(page).getByRole("button", { name: "Preview" }).click();
      await modal(page).getByRole("button", { name: "Confirm" }).click({ timeout: 60_000 });
      // The frame shows what is signed, decoded: the transfer and its receiver, in full.
      await page
        .frameLocator("#foyer-embedded-frame")
        .getByText(`Send 0.5 SOL to ${receiver}`)
        .waitFor({ timeout: 120_000 });
      await approveInFrame(page);
      await expect.poll(() => lamportsOf(receiver), SLOW).toBe(before + LAMPORTS_PER_SOL / 2n);
      // 2 SOL less the half sent and the 5,000-lamport fee.
      expect(lamportsOf(embedded)).toBe(2n * LAMPORTS_PER_SOL - LAMPORTS_PER_SOL / 2n - 5_000n);
    },
    TEST_TIMEOUT,
  );

  it(
    "after a reload the email wallet's Solana account is still connected and listed",
    async () => {
      const [embedded] = [...requested];
      if (!embedded) throw new Error("the previous test never read the Solana account");
      await page.reload();
      // Either account may be the page's (the last active namespace); both must be back.
      const button = page.getByRole("button", {
        name: new RegExp(`${truncateAddress(embedded)}|${ACCOUNT_BUTTON.source}`),
      });
      await button.waitFor({ timeout: 120_000 });
      await button.click();
      await modal(page).getByRole("button", { name: "Connected wallets" }).click();
      const solana = modal(page).getByRole("region", { name: "Solana" });
      await solana.waitFor(SLOW);
      await expect
        .poll(() => solana.getByRole("listitem").first().textContent(), SLOW)
        .toContain(truncateAddress(embedded));
      expect(await solana.textContent()).not.toContain("Disconnected");
      const evm = modal(page).getByRole("region", { name: "EVM" });
      expect(await evm.getByRole("listitem").count()).toBe(1);
    },
    TEST_TIMEOUT,
  );
});

/** Approves the wallet's next request of `kind` as its user would; returns what the panel showed. */
async function approveNext(
  page: Page,
  kind: string,
): Promise<{ summary: string; params: unknown }> {
  let found: { id: string; summary: string; params: unknown } | undefined;
  await expect
    .poll(async () => {
      found = await page.evaluate((wanted) => {
        const wallet = (
          window as unknown as {
            foyerTestWallet?: {
              pending(): { id: string; kind: string; summary: string; params: unknown }[];
            };
          }
        ).foyerTestWallet;
        return wallet?.pending().find((request) => request.kind === wanted);
      }, kind);
      return found !== undefined;
    }, SLOW)
    .toBe(true);
  const request = found;
  if (!request) throw new Error(`the wallet never asked for ${kind}`);
  await page.evaluate((id) => {
    (
      window as unknown as { foyerTestWallet?: { approve(id: string): boolean } }
    ).foyerTestWallet?.approve(id);
  }, request.id);
  return { summary: request.summary, params: request.params };
}
