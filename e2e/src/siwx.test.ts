import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, launchBrowser } from "./browser.js";
import { accountButton, connectTestWallet, modal, modalViolations } from "./modal.js";
import { injectTestWallet, setWalletMode } from "./testWallet.js";
import { DEVNET2, startWorld, type World } from "./world.js";

/** What the test wallet queued and is waiting for the "user" to answer. */
interface Pending {
  id: string;
  kind: string;
  method: string;
  params: unknown;
}

async function pendingRequests(page: Page): Promise<Pending[]> {
  return page.evaluate(() => {
    const wallet = (window as unknown as { foyerTestWallet?: { pending(): Pending[] } })
      .foyerTestWallet;
    if (!wallet) throw new Error("no test wallet on the page");
    return wallet.pending().map(({ id, kind, method, params }) => ({ id, kind, method, params }));
  });
}

/** Waits for the wallet to ask for `kind`, answers it as a user would, and returns the request. */
async function answer(page: Page, kind: string, approve: boolean): Promise<Pending> {
  let found: Pending | undefined;
  await expect
    .poll(async () => {
      found = (await pendingRequests(page)).find((request) => request.kind === kind);
      return found !== undefined;
    })
    .toBe(true);
  if (!found) throw new Error(`the wallet never asked for ${kind}`);
  const { id } = found;
  await page.evaluate(
    ({ id, approve }) => {
      const wallet = (
        window as unknown as {
          foyerTestWallet?: { approve(id: string): boolean; reject(id: string): boolean };
        }
      ).foyerTestWallet;
      if (!wallet) throw new Error("no test wallet on the page");
      if (approve) wallet.approve(id);
      else wallet.reject(id);
    },
    { id, approve },
  );
  return found;
}

/** The text the wallet was asked to sign (personal_sign's first parameter, hex or plain). */
function signedText(request: Pending): string {
  const [data] = request.params as [string, string];
  return data.startsWith("0x") ? Buffer.from(data.slice(2), "hex").toString("utf8") : data;
}

/** Whether keyboard focus is inside the modal's dialog (so Escape reaches it). */
function focusInDialog(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const host = document.querySelector("foyer-modal");
    const active = host?.shadowRoot?.activeElement;
    return document.activeElement === host && active?.closest('[role="dialog"]') != null;
  });
}

const signView = (page: Page) =>
  modal(page).getByRole("heading", { name: "Sign in to Foyer demo" });
const sessionAddress = (page: Page) => page.getByTestId("siwx-address");
const sessionChain = (page: Page) => page.getByTestId("siwx-chain");

// One world for both modes; each mode gets its own browser profile, so no session leaks across.
let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(async () => {
  await world?.stop();
});

describe("Sign in with X on the demo, required (Chromium, test wallet)", () => {
  let browser: Browser;
  let page: Page;
  let address: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.context.newPage();
    // "ask": every connect, signature and switch waits for the test to answer, so each is seen.
    address = await injectTestWallet(page, world, "ask");
    await page.goto(`${world.demoUrl}/?siwx=required`);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("after connecting, shows the sign view, which neither Escape, a close button nor the backdrop closes", async () => {
    await page.getByRole("button", { name: "Connect wallet" }).click();
    await modal(page)
      .getByRole("button", { name: /Foyer Test Wallet/ })
      .click();
    await answer(page, "connect", true);
    await signView(page).waitFor();
    await modal(page)
      .getByText("Signing in is required. Cancelling disconnects your wallet.")
      .waitFor();
    // One title, the dialog's; the demo's metadata has no icon, so the app tile stands in.
    expect(await modal(page).getByRole("heading").allTextContents()).toEqual([
      "Sign in to Foyer demo",
    ]);
    expect(await modal(page).getByTestId("app-tile").count()).toBe(1);
    expect(await modalViolations(page)).toEqual([]);
    expect(await page.getByTestId("siwx-session").textContent()).toBe("Not signed in");

    // Focus is in the dialog, so Escape reaches it (and is refused there).
    await expect.poll(() => focusInDialog(page)).toBe(true);
    await page.keyboard.press("Escape");
    expect(await modal(page).getByRole("button", { name: "Close" }).count()).toBe(0);
    // The backdrop is the area around the card: a click in the page's corner lands on it.
    const cornerTarget = await page.evaluate(
      () => document.querySelector("foyer-modal")?.shadowRoot?.elementFromPoint(5, 5)?.className,
    );
    expect(cornerTarget).toBe("overlay");
    await page.mouse.click(5, 5);
    await expect.poll(() => signView(page).count()).toBe(1);
    // Nothing was asked of the wallet by those attempts.
    expect(await pendingRequests(page)).toEqual([]);
  });

  it("signs an EIP-4361 message from the server's nonce; the page shows the session", async () => {
    await modal(page).getByRole("button", { name: "Sign", exact: true }).click();
    const request = await answer(page, "signMessage", true);
    expect(request.method).toBe("personal_sign");
    const text = signedText(request);
    expect(text.split("\n").slice(0, 2)).toEqual([
      `${new URL(world.demoUrl).host} wants you to sign in with your Ethereum account:`,
      address,
    ]);
    expect(text).toContain("\nChain ID: 31337\n");
    expect(text).toMatch(/\nNonce: [A-Za-z0-9]{8,}\n/);

    await expect.poll(() => modal(page).count()).toBe(0);
    await expect.poll(() => sessionAddress(page).textContent()).toBe(address);
    expect(await sessionChain(page).textContent()).toBe("Foyer Devnet (eip155:31337)");
    // The expiry reads relative to now in the page's language; the moment itself is its dateTime.
    const expiry = page.getByTestId("siwx-expiry");
    // A day from signing: a moment under 24 h by the time it shows, or exactly a day.
    expect(await expiry.textContent()).toMatch(/^(in 24 hours|tomorrow) \([A-Z][a-z]{2} \d/);
    expect(Date.parse((await expiry.getAttribute("datetime")) ?? "")).toBeGreaterThan(Date.now());
  });

  it("keeps the session across a reload without a new signature", async () => {
    await page.reload();
    await accountButton(page, address).waitFor();
    await expect.poll(() => sessionAddress(page).textContent()).toBe(address);
    expect(await modal(page).count()).toBe(0);
    expect(await pendingRequests(page)).toEqual([]);
  });

  it("a second network asks for a new signature; a declined one shows 'Error signing message'", async () => {
    await accountButton(page, address).click();
    await modal(page).getByRole("button", { name: "Switch network: Foyer Devnet" }).click();
    await modal(page)
      .getByRole("button", { name: new RegExp(DEVNET2.name) })
      .click();
    // The wallet lacks devnet 2 (4902 on switch), so it is asked to add it.
    await answer(page, "addChain", true);
    await signView(page).waitFor();
    await expect.poll(() => page.getByTestId("siwx-session").textContent()).toBe("Not signed in");

    await modal(page).getByRole("button", { name: "Sign", exact: true }).click();
    const declined = await answer(page, "signMessage", false);
    expect(signedText(declined)).toContain(`\nChain ID: ${DEVNET2.id}\n`);
    await page.getByText("Error signing message").waitFor();
    await signView(page).waitFor();
  });

  it("cancel on the unsigned network switches back to the signed one instead of disconnecting", async () => {
    await modal(page).getByRole("button", { name: "Cancel" }).click();
    await answer(page, "switchChain", true);
    await expect.poll(() => modal(page).count()).toBe(0);
    await expect.poll(() => sessionChain(page).textContent()).toBe("Foyer Devnet (eip155:31337)");
    await accountButton(page, address).waitFor();
  });

  it("switching to the second network again asks again; signing there shows that session", async () => {
    await accountButton(page, address).click();
    await modal(page).getByRole("button", { name: "Switch network: Foyer Devnet" }).click();
    await modal(page)
      .getByRole("button", { name: new RegExp(DEVNET2.name) })
      .click();
    await answer(page, "switchChain", true);
    await signView(page).waitFor();
    await modal(page).getByRole("button", { name: "Sign", exact: true }).click();
    await answer(page, "signMessage", true);
    await expect.poll(() => modal(page).count()).toBe(0);
    await expect
      .poll(() => sessionChain(page).textContent())
      .toBe(`${DEVNET2.name} (eip155:${DEVNET2.id})`);
  });

  it("signs out on the server; cancelling the required sign-in then disconnects", async () => {
    const tokens = () => page.evaluate(() => localStorage.getItem("@foyer/siwx/tokens") ?? "[]");
    const before = JSON.parse(await tokens()) as { chainId: string; token: string }[];
    const devnet2Token = before.find((entry) => entry.chainId === `eip155:${DEVNET2.id}`)?.token;
    expect(devnet2Token).toBeTypeOf("string");

    await page.getByRole("button", { name: "Sign out" }).click();
    // Required: without a session the sign view comes back.
    await signView(page).waitFor();
    await expect.poll(() => page.getByTestId("siwx-session").textContent()).toBe("Not signed in");
    // The server no longer honours the token the page held.
    const read = await fetch(
      `${world.server.url}/auth/v1/siwx/sessions?projectId=demo&chainId=eip155:${DEVNET2.id}&address=${address}`,
      { headers: { authorization: `Bearer ${devnet2Token}`, origin: world.demoUrl } },
    );
    expect(read.status).toBe(401);

    await modal(page).getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("button", { name: "Connect wallet" }).waitFor();
    expect(await modal(page).count()).toBe(0);
  });
});

describe("Sign in with X on the demo, optional, and off without the parameter (Chromium)", () => {
  let browser: Browser;
  let page: Page;
  let address: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.context.newPage();
    address = await injectTestWallet(page, world, "approve");
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("optional: the sign view can be closed and the wallet stays connected", async () => {
    await page.goto(`${world.demoUrl}/?siwx=optional`);
    await page.getByRole("heading", { name: "Sign in with X (optional)" }).waitFor();
    await setWalletMode(page, "ask");
    await page.getByRole("button", { name: "Connect wallet" }).click();
    await modal(page)
      .getByRole("button", { name: /Foyer Test Wallet/ })
      .click();
    await answer(page, "connect", true);
    await signView(page).waitFor();
    expect(await modal(page).getByText("Signing in is required.", { exact: false }).count()).toBe(
      0,
    );

    await page.keyboard.press("Escape");
    await expect.poll(() => modal(page).count()).toBe(0);
    await accountButton(page, address).waitFor();
    expect(await page.getByTestId("siwx-session").textContent()).toBe("Not signed in");
    expect(await pendingRequests(page)).toEqual([]);
  });

  it("off without the parameter: no sign view after connecting, no sign-in panel", async () => {
    await page.goto(world.demoUrl);
    await setWalletMode(page, "approve");
    // Connected from the previous test: the demo reconnects, and nothing asks to sign.
    await accountButton(page, address).waitFor();
    expect(await page.getByTestId("siwx-session").count()).toBe(0);
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await connectTestWallet(page, address);
    expect(await modal(page).count()).toBe(0);
    expect(await page.getByTestId("siwx-session").count()).toBe(0);
  });
});
