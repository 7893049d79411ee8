import { APPROVAL_TITLES } from "@foyer/core/internal";
import type { CDPSession, Page } from "playwright-core";
import {
  type Address,
  createPublicClient,
  decodeFunctionData,
  type Hex,
  http,
  keccak256,
  slice,
  toHex,
} from "viem";
import { entryPoint07Abi } from "viem/account-abstraction";
import { privateKeyToAccount } from "viem/accounts";
import { foundry } from "viem/chains";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, launchBrowser } from "./browser.js";
import { devnetChain } from "./devnetChain.js";
import {
  ACCOUNT_BUTTON,
  accountText,
  approveInFrame,
  DEMO_MESSAGE,
  frameAtRest,
  loginByEmail,
  shownSignature,
} from "./emailSession.js";
import { frameFocusedLabel, tabTo } from "./keyboardFocus.js";
import { modal } from "./modal.js";
import { startWorld, type World } from "./world.js";

const SLOW = { timeout: 120_000, interval: 250 };
const WAIT = { timeout: 60_000 };

/** The HybridDeleGator's view of a P-256 signer: x and y are 0 for a key id it does not hold. */
const getKeyAbi = [
  {
    type: "function",
    name: "getKey",
    stateMutability: "view",
    inputs: [{ name: "_keyId", type: "string" }],
    outputs: [
      { name: "x_", type: "uint256" },
      { name: "y_", type: "uint256" },
    ],
  },
] as const;
const TEST_TIMEOUT = 300_000;

/**
 * A platform authenticator as Chromium's DevTools protocol emulates it (resident keys, user
 * verification, the PRF extension), on this page's tab: the wallet frame's prompts reach it.
 */
async function addAuthenticator(page: Page): Promise<{ cdp: CDPSession; id: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      hasPrf: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, id: authenticatorId };
}

const frame = (page: Page) => page.frameLocator("#foyer-embedded-frame");

/** Connect wallet → Continue with a passkey → the frame's button (its click starts WebAuthn). */
async function passkeyConnect(page: Page, choice: "Create a passkey" | "Use a passkey") {
  await page.getByRole("button", { name: "Connect wallet" }).click();
  await modal(page).getByRole("button", { name: "Continue with a passkey" }).click();
  const button = frame(page).getByRole("button", { name: choice });
  await button.waitFor({ timeout: 120_000 });
  await frameAtRest(page);
  await button.click();
}

/** The short address on the connect button (its balance comes and goes as it loads), else "". */
async function addressText(page: Page): Promise<string> {
  return (await accountText(page)).match(ACCOUNT_BUTTON)?.[0] ?? "";
}

async function shownAddress(page: Page): Promise<string> {
  await page.getByRole("button", { name: ACCOUNT_BUTTON }).waitFor({ timeout: 120_000 });
  return addressText(page);
}

async function disconnect(page: Page) {
  await page.getByRole("button", { name: ACCOUNT_BUTTON }).click();
  await modal(page).getByRole("button", { name: "Disconnect" }).click({ timeout: 60_000 });
  await page.getByRole("button", { name: "Connect wallet" }).waitFor({ timeout: 60_000 });
}

describe("passkeys: an embedded wallet with no email, and a second key for an email account (Chromium virtual authenticator, cross-site frame)", () => {
  let world: World;
  let browser: Browser;
  let page: Page;
  let authenticator: { cdp: CDPSession; id: string };
  let account: string;
  /** The email user's account, who added a passkey and logs in with it alone. */
  let emailAccount: string;

  beforeAll(async () => {
    world = await startWorld({ passkeys: true, smartAccounts: true });
    browser = await launchBrowser({ thirdPartyStorage: true });
    page = await browser.context.newPage();
    authenticator = await addAuthenticator(page);
    await page.goto(world.demoUrl);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await world?.stop();
  });

  it(
    "a new visitor creates a passkey in the wallet frame and is connected",
    async () => {
      await passkeyConnect(page, "Create a passkey");
      account = await shownAddress(page);
      const { credentials } = await authenticator.cdp.send("WebAuthn.getCredentials", {
        authenticatorId: authenticator.id,
      });
      // A discoverable credential for the frame's origin, not the dApp's.
      expect(credentials).toHaveLength(1);
      expect(credentials[0]).toMatchObject({ isResidentCredential: true, rpId: "localhost" });
    },
    TEST_TIMEOUT,
  );

  it(
    "stays connected to the same account after a reload",
    async () => {
      await page.reload();
      await expect.poll(() => addressText(page), SLOW).toBe(account);
    },
    TEST_TIMEOUT,
  );

  it(
    "signs out, logs in with the passkey, and gets the same address",
    async () => {
      await disconnect(page);
      await passkeyConnect(page, "Use a passkey");
      expect(await shownAddress(page)).toBe(account);
    },
    TEST_TIMEOUT,
  );

  it(
    "exports the key with no code (the passkey sign-in of the last minutes is the proof): it is the account's EOA",
    async () => {
      await page.getByRole("button", { name: ACCOUNT_BUTTON }).click();
      await modal(page).getByRole("button", { name: "Export private key" }).click(WAIT);
      const frame = page.frameLocator("#foyer-embedded-frame");
      await frame.getByRole("dialog", { name: APPROVAL_TITLES.exportKey }).waitFor(WAIT);
      expect(await frame.getByRole("textbox", { name: "Code from your email" }).count()).toBe(0);
      await frameAtRest(page);
      await frame.getByRole("button", { name: "Reveal private key" }).click(WAIT);
      const output = frame.locator('output[aria-label="Private key"]');
      await expect.poll(() => output.textContent(), WAIT).toMatch(/^0x[0-9a-f]{64}$/);
      const key = String(await output.textContent()) as Hex;
      await frameAtRest(page);
      await frame.getByRole("button", { name: "Done" }).click();
      // The key's account is the wallet's EOA: the account view shows it once switched to.
      await modal(page).getByRole("button", { name: "Switch to your EOA" }).click(WAIT);
      await expect
        .poll(() => modal(page).locator("p.address").getAttribute("title"), SLOW)
        .toBe(privateKeyToAccount(key).address);
      await modal(page).getByRole("button", { name: "Switch to your smart account" }).click(WAIT);
      await modal(page).getByRole("button", { name: "Switch to your EOA" }).waitFor(WAIT);
      await modal(page).getByRole("button", { name: "Close" }).click();
      await expect.poll(() => modal(page).count(), SLOW).toBe(0);
    },
    TEST_TIMEOUT,
  );

  it(
    "becomes a signer of the smart account: its user operation is mined on the devnet and its signature verifies by ERC-1271",
    async () => {
      const chain = devnetChain(world);
      const client = createPublicClient({ chain: foundry, transport: http(world.devnet.rpcUrl) });
      await page.getByRole("button", { name: ACCOUNT_BUTTON }).click();
      const smart = (await modal(page).locator("p.address").getAttribute("title")) as Address;
      await page.keyboard.press("Escape");
      await chain.sendEth(1, smart, "1");
      const [credential] = (
        await authenticator.cdp.send("WebAuthn.getCredentials", {
          authenticatorId: authenticator.id,
        })
      ).credentials;
      if (!credential) throw new Error("the authenticator holds no passkey");
      const keyId = Buffer.from(credential.credentialId, "base64").toString("base64url");
      const heldKey = () =>
        client.readContract({
          address: smart,
          abi: getKeyAbi,
          functionName: "getKey",
          args: [keyId],
        });

      // The first send is signed by the wallet's key and also makes the passkey a signer.
      await page.getByRole("button", { name: /^Send 0\.001 ETH$/ }).click();
      await frame(page)
        .getByText("This also makes your passkey a signer of this account")
        .waitFor({ timeout: 120_000 });
      await approveInFrame(page);
      await expect
        .poll(() => page.getByTestId("send-receipt").textContent(), SLOW)
        .toMatch(/^Receipt: success/);
      const first = await page.getByTestId("send-result").textContent();
      const [x, y] = await heldKey();
      expect(x).not.toBe(0n);
      expect(y).not.toBe(0n);

      // The next one is the passkey's: the approval says so, the authenticator signs it.
      await page.getByRole("button", { name: /^Send 0\.001 ETH$/ }).click();
      await frame(page).getByText("Your passkey").waitFor({ timeout: 120_000 });
      await approveInFrame(page);
      await expect.poll(() => page.getByTestId("send-result").textContent(), SLOW).not.toBe(first);
      await expect
        .poll(() => page.getByTestId("send-receipt").textContent(), SLOW)
        .toMatch(/^Receipt: success/);
      const hash = ((await page.getByTestId("send-result").textContent()) ?? "").slice(
        "Transaction ".length,
      ) as Hex;
      const tx = await client.getTransaction({ hash });
      const { args } = decodeFunctionData({ abi: entryPoint07Abi, data: tx.input });
      const [ops] = args as unknown as [{ sender: Address; signature: Hex }[]];
      expect(ops[0]?.sender).toBe(smart);
      // A WebAuthn signature under the passkey's key id, not the key's 65-byte ECDSA one.
      expect(slice(ops[0]?.signature ?? "0x", 0, 32)).toBe(keccak256(toHex(keyId)));

      // ERC-1271: the account's own isValidSignature accepts the passkey's signature.
      await page.getByRole("button", { name: "Sign message" }).click();
      await frame(page).getByText("Your passkey").waitFor({ timeout: 120_000 });
      await approveInFrame(page);
      // Longer than an ECDSA signature: the WebAuthn one, ABI-encoded.
      await expect
        .poll(async () => (await shownSignature(page)) ?? "", SLOW)
        .toMatch(/^0x[0-9a-f]{200,}$/);
      const signature = (await shownSignature(page)) as Hex;
      expect(await client.verifyMessage({ address: smart, message: DEMO_MESSAGE, signature })).toBe(
        true,
      );
      expect(await client.verifyMessage({ address: smart, message: "other", signature })).toBe(
        false,
      );
    },
    TEST_TIMEOUT,
  );

  it(
    "on another device the passkey synced to, the same address",
    async () => {
      const { credentials } = await authenticator.cdp.send("WebAuthn.getCredentials", {
        authenticatorId: authenticator.id,
      });
      const other = await launchBrowser({ thirdPartyStorage: true });
      try {
        const second = await other.context.newPage();
        const synced = await addAuthenticator(second);
        for (const credential of credentials) {
          await synced.cdp.send("WebAuthn.addCredential", {
            authenticatorId: synced.id,
            credential,
          });
        }
        await second.goto(world.demoUrl);
        await passkeyConnect(second, "Use a passkey");
        expect(await shownAddress(second)).toBe(account);
      } finally {
        await other.close();
      }
    },
    TEST_TIMEOUT,
  );

  it(
    "a cancelled prompt ends as 'Connection rejected' in the view, and Try again works",
    async () => {
      await disconnect(page);
      await authenticator.cdp.send("WebAuthn.setUserVerified", {
        authenticatorId: authenticator.id,
        isUserVerified: false,
      });
      await authenticator.cdp.send("WebAuthn.removeVirtualAuthenticator", {
        authenticatorId: authenticator.id,
      });
      const empty = await authenticator.cdp.send("WebAuthn.addVirtualAuthenticator", {
        options: {
          protocol: "ctap2",
          transport: "internal",
          hasResidentKey: true,
          hasUserVerification: true,
          isUserVerified: true,
          automaticPresenceSimulation: true,
        },
      });
      // No passkey for this site on the authenticator: the browser's prompt ends refused.
      await passkeyConnect(page, "Use a passkey");
      await modal(page).getByText("Connection rejected").waitFor({ timeout: 120_000 });
      expect(await accountText(page)).toBe("");
      await authenticator.cdp.send("WebAuthn.removeVirtualAuthenticator", {
        authenticatorId: empty.authenticatorId,
      });
      authenticator = await addAuthenticator(page);
      // Try again: the frame's screen is back, ready for another prompt.
      await modal(page).getByRole("button", { name: "Try again" }).click();
      const use = frame(page).getByRole("button", { name: "Use a passkey" });
      await use.waitFor({ timeout: 120_000 });
      await frameAtRest(page);
      await frame(page).getByRole("button", { name: "Cancel" }).click();
      await modal(page).getByText("Connection rejected").waitFor({ timeout: 120_000 });
      await page.keyboard.press("Escape");
    },
    TEST_TIMEOUT,
  );

  it(
    "an email user adds a passkey in Account → Passkeys, then logs in with it alone",
    async () => {
      const email = `pk-${Date.now()}@example.com`;
      const seen = new Set<string>();
      await page.reload();
      await loginByEmail(page, world.server.url, email, seen);
      emailAccount = await shownAddress(page);
      await page.getByRole("button", { name: ACCOUNT_BUTTON }).click();
      await modal(page).getByRole("button", { name: "Passkeys" }).click();
      const add = frame(page).getByRole("button", { name: "Add a passkey" });
      await add.waitFor({ timeout: 120_000 });
      await frameAtRest(page);
      await add.click();
      await frame(page).getByText("Passkey added.").waitFor({ timeout: 120_000 });
      await expect.poll(() => frame(page).getByRole("listitem").count(), SLOW).toBe(1);
      // Closed, the frame's screen gives the modal back to Account.
      await frame(page).getByRole("button", { name: "Close" }).click();
      await modal(page).getByRole("button", { name: "Disconnect" }).click({ timeout: 60_000 });
      await page.getByRole("button", { name: "Connect wallet" }).waitFor({ timeout: 60_000 });
      await passkeyConnect(page, "Use a passkey");
      expect(await shownAddress(page)).toBe(emailAccount);
      expect(emailAccount).not.toBe(account);
    },
    TEST_TIMEOUT,
  );
  it(
    "works by keyboard and in German: the frame's screen takes the focus, Escape is 'Verbindung abgelehnt', Try again, Tab and Enter log in",
    async () => {
      await disconnect(page);
      await page.goto(`${world.demoUrl}/?locale=de`);
      const connect = page.getByRole("button", { name: "Wallet verbinden" });
      await connect.waitFor({ timeout: 60_000 });
      await connect.focus();
      await page.keyboard.press("Enter");
      await modal(page)
        .getByRole("button", { name: "Mit einem Passkey fortfahren" })
        .waitFor({ timeout: 60_000 });
      await tabTo(page, /^Mit einem Passkey fortfahren$/);
      await page.keyboard.press("Enter");
      // The frame's own screen, in German, with the focus on its first button.
      await frame(page)
        .getByRole("button", { name: "Passkey verwenden" })
        .waitFor({ timeout: 120_000 });
      await expect.poll(() => frameFocusedLabel(page), SLOW).toBe("Passkey erstellen");
      await page.keyboard.press("Escape");
      const again = modal(page).getByRole("button", { name: "Erneut versuchen" });
      await again.waitFor({ timeout: 120_000 });
      expect(await modal(page).getByRole("alert").textContent()).toBe("Verbindung abgelehnt");

      await again.focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => frameFocusedLabel(page), SLOW).toBe("Passkey erstellen");
      await page.keyboard.press("Tab");
      expect(await frameFocusedLabel(page)).toBe("Passkey verwenden");
      await page.keyboard.press("Enter");
      // The authenticator holds the email user's passkey alone now.
      expect(await shownAddress(page)).toBe(emailAccount);
    },
    TEST_TIMEOUT,
  );
});
