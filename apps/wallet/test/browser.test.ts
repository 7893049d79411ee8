/**
 * The wallet app in Chromium, served by Vite: paste a sign-client dApp's URI,
 * approve, answer a request with a click, disconnect; and the deep link with
 * autoApprove=1 connecting without any click; reject by click and the
 * "Approve all" switch.
 */
import { fileURLToPath } from "node:url";
import { type RelayHandle, startRelay } from "@foyer/relay";
import type { Page } from "playwright-core";
import { type Hex, verifyMessage } from "viem";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, launchBrowser } from "./support/browser.js";
import { type DApp, propose, startDApp, stopDApp } from "./support/dapp.js";
import { freePort, within } from "./support/ports.js";

const ACCOUNT_0 = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266";
const root = fileURLToPath(new URL("..", import.meta.url));

let relay: RelayHandle;
let vite: ViteDevServer;
let browser: Browser;
let walletUrl: string;
const dapps: DApp[] = [];
const previousRelayEnv = process.env.VITE_WALLET_RELAY_URL;

beforeAll(async () => {
  relay = await startRelay({ port: 0 });
  // Vite copies VITE_-prefixed environment variables into import.meta.env.
  process.env.VITE_WALLET_RELAY_URL = relay.url;
  const port = await freePort();
  vite = await createServer({
    root,
    configFile: `${root}vite.config.ts`,
    logLevel: "warn",
    server: { host: "127.0.0.1", port, strictPort: true },
  });
  await vite.listen();
  walletUrl = `http://127.0.0.1:${port}/`;
  browser = await launchBrowser();
});

afterAll(async () => {
  await Promise.all(dapps.splice(0).map(stopDApp));
  await browser?.close();
  await vite?.close();
  await relay?.stop();
  if (previousRelayEnv === undefined) delete process.env.VITE_WALLET_RELAY_URL;
  else process.env.VITE_WALLET_RELAY_URL = previousRelayEnv;
});

async function dApp(name: string): Promise<DApp> {
  const dapp = await startDApp(relay.url, name);
  dapps.push(dapp);
  return dapp;
}

async function openWallet(search = ""): Promise<Page> {
  const page = await browser.context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(`${walletUrl}${search}`);
  // Booted and not failed: before its first pairing the SDK has no socket open
  // ("Ready…"). A plain substring wait for "Connected to the relay" would also
  // match "Not connected to the relay (is it running?)".
  await page
    .getByText(
      /^(Connected to the relay|Ready: the relay connection opens with the first pairing)$/,
    )
    .waitFor({ timeout: 30_000 });
  expect(errors).toEqual([]);
  return page;
}

describe("the wallet app in a browser", () => {
  it("pairs from a pasted URI, approves, signs on click and disconnects", async () => {
    const DAPP_NAME = "Paste dApp";
    const [dapp, page] = await Promise.all([dApp(DAPP_NAME), openWallet()]);
    const { uri, approval } = await propose(dapp);
    await page.getByLabel("Pairing URI").fill(uri);
    await page.getByRole("button", { name: "Pair" }).click();

    const card = page.getByRole("region", { name: `Connection request from ${DAPP_NAME}` });
    await card.getByText("eip155:31337").waitFor();
    await card.getByRole("button", { name: "Approve", exact: true }).click();
    const session = await within(approval, 15_000, "dApp approval");
    expect(session.namespaces.eip155?.accounts).toEqual([`eip155:31337:${ACCOUNT_0}`]);
    const disconnect = page.getByRole("button", { name: `Disconnect ${DAPP_NAME}` });
    await disconnect.waitFor();

    const signature = dapp.request<Hex>({
      topic: session.topic,
      chainId: "eip155:31337",
      request: { method: "personal_sign", params: ["0x68656c6c6f", ACCOUNT_0] },
    });
    await page.getByRole("button", { name: "Approve request" }).click();
    expect(
      await verifyMessage({ address: ACCOUNT_0, message: "hello", signature: await signature }),
    ).toBe(true);

    const deleted = new Promise<string>((resolve) =>
      dapp.on("session_delete", ({ topic }) => resolve(topic)),
    );
    await disconnect.click();
    expect(await within(deleted, 15_000, "session_delete")).toBe(session.topic);
    await page.getByText("No dApp is connected.").waitFor();
    await page.close();
  }, 90_000);

  it("connects from ?uri=…&autoApprove=1 without a click; the session survives a reload", async () => {
    const DAPP_NAME = "Deep link dApp";
    const dapp = await dApp(DAPP_NAME);
    const { uri, approval } = await propose(dapp);
    const page = await openWallet(`?uri=${encodeURIComponent(uri)}&autoApprove=1`);
    const session = await within(approval, 15_000, "dApp approval");
    expect(session.peer.metadata.name).toBe("Foyer test wallet");
    await page.getByRole("button", { name: `Disconnect ${DAPP_NAME}` }).waitFor();
    await page.close();

    // A new tab without the deep link restores the session from IndexedDB.
    const reopened = await openWallet();
    const deleted = new Promise<string>((resolve) =>
      dapp.on("session_delete", ({ topic }) => resolve(topic)),
    );
    await reopened.getByRole("button", { name: `Disconnect ${DAPP_NAME}` }).click();
    expect(await within(deleted, 15_000, "session_delete")).toBe(session.topic);
    await reopened.getByText("No dApp is connected.").waitFor();
    await reopened.close();
  }, 90_000);

  it("rejects a proposal by click, then answers on its own once switched to Approve all", async () => {
    const DAPP_NAME = "Reject dApp";
    const [dapp, page] = await Promise.all([dApp(DAPP_NAME), openWallet()]);
    const first = await propose(dapp);
    await page.getByLabel("Pairing URI").fill(first.uri);
    await page.getByRole("button", { name: "Pair" }).click();
    await page.getByRole("button", { name: "Reject", exact: true }).click();
    await expect(within(first.approval, 15_000, "dApp rejection")).rejects.toMatchObject({
      code: 5000,
    });
    await page.getByRole("status").getByText(`Rejected ${DAPP_NAME}`).waitFor();

    await page.getByLabel("Approve all").check();
    const second = await propose(dapp);
    await page.getByLabel("Pairing URI").fill(second.uri);
    await page.getByRole("button", { name: "Pair" }).click();
    const session = await within(second.approval, 15_000, "dApp approval");
    const signature = await within(
      dapp.request<Hex>({
        topic: session.topic,
        chainId: "eip155:31337",
        request: { method: "personal_sign", params: ["0x68656c6c6f", ACCOUNT_0] },
      }),
      15_000,
      "personal_sign",
    );
    expect(await verifyMessage({ address: ACCOUNT_0, message: "hello", signature })).toBe(true);
    await page.getByRole("button", { name: `Disconnect ${DAPP_NAME}` }).click();
    await page.getByText("No dApp is connected.").waitFor();
    await page.close();
  }, 90_000);
});
