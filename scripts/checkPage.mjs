#!/usr/bin/env node
// `npm run size:page`: what the built demo costs a visitor's browser, against
// `page-budget.json`. Builds the demo for production (pointed at a local devnet,
// server and WalletConnect relay, as bench/speed.mjs does), opens it in a fresh
// headless Chromium profile with the test wallet installed as an extension is
// (its key and signing outside the page, a small EIP-1193 provider announced in
// it: `installExtensionTestWallet`), waits until the page is quiet, clicks
// "Connect wallet", waits until the list shows that wallet, until quiet again,
// and reads:
//   jsBeforeClickKiB      gzip -9 of every script fetched before the click
//   jsOnOpenKiB           gzip -9 of every script fetched from the click on
//   webSocketsBeforeClick WebSockets the page opened before any click
//   walletConnectBeforeInterest  requests to the relay or for the WalletConnect
//                         client's own chunks before a pointer reaches a
//                         WalletConnect entry (the page load and the open count)
//   elementsAfterOpen     elements in the page, open shadow roots included
//   heapAfterOpenMB       used JS heap after two full garbage collections
// Fails when any figure is over its budget. Only figures that do not depend on
// the machine's speed are held here (the heap is the one that moves a little
// between runs: its budget carries a margin); timings stay in bench/.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { openWalletBrowser, rerunUnderTsx, startBuiltDemo } from "../bench/lib/harness.mjs";
import {
  centreOfButton,
  countElements,
  heapAfterGc,
  pageQuiet,
  walletConnectFiles,
  watchTraffic,
} from "./lib/pageProbes.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
rerunUnderTsx(import.meta.url);

const { TEST_WALLET_NAME } = await import("@foyer/testwallet");

const budget = JSON.parse(readFileSync(join(root, "page-budget.json"), "utf8"));
const KiB = 1024;
const basename = (path) => path.split("/").pop();

async function measure({ url, wallet, isWalletConnect }) {
  const { tab, close } = await openWalletBrowser(wallet, "foyer-page-profile-");
  try {
    const traffic = watchTraffic(tab, isWalletConnect);
    await tab.goto(url, { waitUntil: "load" });
    await tab.waitForFunction(() =>
      [...document.querySelectorAll("button")].some(
        (b) => b.textContent?.trim() === "Connect wallet",
      ),
    );
    await pageQuiet(tab);
    await traffic.settled();
    traffic.mark();
    const point = await tab.evaluate(centreOfButton, "Connect wallet");
    await tab.mouse.click(point.x, point.y);
    await tab.waitForFunction(
      (name) =>
        [
          ...(document
            .querySelector("foyer-modal")
            ?.shadowRoot?.querySelectorAll(".list button.row") ?? []),
        ].some((row) => row.textContent?.includes(name)),
      TEST_WALLET_NAME,
    );
    await pageQuiet(tab);
    const elementsAfterOpen = await tab.evaluate(countElements);
    const heap = await heapAfterGc(tab);
    const before = await traffic.phase(0);
    const onOpen = await traffic.phase(1);
    return {
      figures: {
        jsBeforeClickKiB: before.jsBytes / KiB,
        jsOnOpenKiB: onOpen.jsBytes / KiB,
        webSocketsBeforeClick: before.sockets.length,
        walletConnectBeforeInterest: before.walletConnect.length + onOpen.walletConnect.length,
        elementsAfterOpen,
        heapAfterOpenMB: heap / 1e6,
      },
      detail: { before, onOpen },
    };
  } finally {
    await close();
  }
}

const world = await startBuiltDemo({ prefix: "foyer-page-" });
try {
  const wcFiles = walletConnectFiles(world.dir);
  const relayHost = new URL(world.relayUrl).host;
  const isWalletConnect = (url) => {
    const parsed = new URL(url);
    return (
      parsed.host === relayHost ||
      /walletconnect\.(org|com)$/.test(parsed.hostname) ||
      wcFiles.has(basename(parsed.pathname))
    );
  };
  // The test wallet as an extension: its key and signing outside the page, a small provider in it.
  const { wallet } = world;
  const { figures, detail } = await measure({ url: world.url, wallet, isWalletConnect });
  let over = 0;
  for (const [name, value] of Object.entries(figures)) {
    const limit = budget[name];
    if (limit === undefined) throw new Error(`page-budget.json has no budget for ${name}`);
    const ok = value <= limit;
    if (!ok) over += 1;
    const shown = Number.isInteger(value) ? String(value) : value.toFixed(2);
    console.log(`  ${name.padEnd(30)} ${shown.padStart(9)}  budget ${limit}${ok ? "" : "  OVER"}`);
  }
  if (over > 0) {
    console.log(`scripts before the click: ${detail.before.jsFiles.join(", ")}`);
    console.log(`scripts on open: ${detail.onOpen.jsFiles.join(", ")}`);
    console.log(`WebSockets before the click: ${detail.before.sockets.join(", ") || "none"}`);
    console.log(
      `WalletConnect before interest: ${[...detail.before.walletConnect, ...detail.onOpen.walletConnect].join(", ") || "none"}`,
    );
    console.error(`Demo page: ${over} figure(s) over page-budget.json`);
    process.exitCode = 1;
  } else console.log("Demo page: every figure within page-budget.json");
} finally {
  await world.stop();
}
