#!/usr/bin/env node
// Swap view benchmark (run on demand: `node bench/swapQuote.mjs`).
// Starts a devnet and the provider server (PGlite in memory), builds the demo for production,
// injects the test wallet (as the browser tests do) and, RUNS times (7) in a fresh headless
// Chromium context, connects, opens Account and then Swap, and types an amount. Timed in the
// page (performance.now(); the modal is in a shadow root, so a requestAnimationFrame loop
// reads it: figures are to the frame, ~16 ms):
//   1. Swap clicked → form shown: the click on Account's Swap action until the From select
//      is there (the Swap chunk, the tokens and the balances).
//   2. amount typed → quote shown: the keystroke until "You receive: …" shows, with the
//      form's 350 ms typing pause included (what a person waits after the last key).
// The server side of a quote alone is `node bench/api.mjs` (ROUTES=swap).
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { rerunUnderTsx, serveStatic } from "./lib/harness.mjs";
import { summary } from "./lib/stats.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..");

rerunUnderTsx(import.meta.url);

const { build } = await import("vite");
const { chromium } = await import("playwright-core");
const { startDevnet } = await import("@foyer/devnet");
const { loadConfig, startServer } = await import("@foyer/server");
const { testWalletInitScript } = await import("@foyer/testwallet/node");

const runs = Math.max(5, Number(process.env.RUNS ?? 7));
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** In the demo page before it runs: stamps the Swap click, the form, the keystroke and the quote. */
function armStamps() {
  const stamps = {};
  window.__foyerStamps = stamps;
  const now = () => performance.now();
  document.addEventListener(
    "click",
    (event) => {
      const target = event.composedPath()[0];
      if (target?.textContent === "Swap" && stamps.click === undefined) stamps.click = now();
    },
    true,
  );
  document.addEventListener(
    "input",
    (event) => {
      const field = event.composedPath()[0];
      if (field?.getAttribute?.("inputmode") === "decimal") stamps.typed = now();
    },
    true,
  );
  const frame = () => {
    const root = document.querySelector("foyer-modal")?.shadowRoot;
    if (root) {
      if (stamps.click !== undefined && stamps.form === undefined && root.querySelector("select")) {
        stamps.form = now();
      }
      const output = root.querySelector("[data-testid='swap-output']")?.textContent ?? "";
      if (
        stamps.typed !== undefined &&
        stamps.quoted === undefined &&
        output.startsWith("You receive: ")
      ) {
        stamps.quoted = now();
      }
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

async function run(browser, demoUrl, account, rpcUrl) {
  const context = await browser.newContext();
  try {
    await context.addInitScript({
      content: testWalletInitScript({
        privateKey: account.privateKey,
        chains: [{ chainId: 31337, rpcUrl, name: "Foyer Devnet" }],
        mode: "approve",
        panel: false,
      }),
    });
    const page = await context.newPage();
    await page.addInitScript(armStamps);
    await page.goto(demoUrl, { waitUntil: "load" });
    await page.getByRole("button", { name: "Connect wallet" }).click();
    await page
      .getByRole("dialog")
      .getByRole("button", { name: /Foyer Test Wallet/ })
      .click();
    const short = `${account.address.slice(0, 6)}…${account.address.slice(-6)}`;
    await page.getByRole("button", { name: new RegExp(short) }).waitFor({ timeout: 60_000 });
    if ((await page.getByRole("dialog").count()) === 0) {
      await page.getByRole("button", { name: new RegExp(short) }).click();
    }
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("tablist").waitFor({ timeout: 60_000 });
    await dialog.getByRole("button", { name: "Swap", exact: true }).click();
    await dialog.getByRole("combobox", { name: "From" }).waitFor({ timeout: 60_000 });
    await dialog.getByLabel("Amount").pressSequentially("1");
    await dialog.getByText(/^You receive: /).waitFor({ timeout: 60_000 });
    const stamps = await page.evaluate(() => window.__foyerStamps);
    for (const key of ["click", "form", "typed", "quoted"]) {
      if (stamps[key] === undefined) throw new Error(`no "${key}" stamp`);
    }
    return { form: stamps.form - stamps.click, quote: stamps.quoted - stamps.typed };
  } finally {
    await context.close();
  }
}

const work = await mkdtemp(join(tmpdir(), "foyer-bench-swap-"));
const devnet = await startDevnet();
let demo;
let server;
let browser;
try {
  demo = await serveStatic(work, { host: "localhost" });
  server = await startServer(
    loadConfig({
      PORT: "0",
      DEVNET_RPC_URL: devnet.rpcUrl,
      FOYER_DATA_DIR: "memory://",
      DEMO_ORIGINS: `${demo.url},${demo.url.replace("localhost", "127.0.0.1")}`,
      LOG_LEVEL: "warn",
    }),
  );
  process.env.VITE_FOYER_SERVER_URL = server.url;
  process.env.VITE_FOYER_DEVNET_RPC_URL = devnet.rpcUrl;
  const demoRoot = join(root, "apps/demo");
  await build({
    root: demoRoot,
    configFile: join(demoRoot, "vite.config.ts"),
    logLevel: "warn",
    build: { outDir: work, emptyOutDir: true },
  });
  browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
  });
  const account = devnet.manifest.accounts[0];
  const results = [];
  for (let index = 0; index < runs; index++) {
    results.push(await run(browser, demo.url, account, devnet.rpcUrl));
  }
  console.log(`swap view, ${runs} runs, a fresh visitor each (production demo build):`);
  console.log(`  Swap clicked → form shown:   ${summary(results.map((r) => r.form))}`);
  console.log(`  amount typed → quote shown:  ${summary(results.map((r) => r.quote))}`);
  console.log("  (the quote includes the form's 350 ms pause after the last keystroke)");
} finally {
  await browser?.close();
  await demo?.close();
  await server?.close();
  await devnet.stop();
  await rm(work, { recursive: true, force: true });
}
