#!/usr/bin/env node
// WalletConnect benchmark (run on demand: `node bench/walletconnect.mjs`).
// 1. Builds the demo for production (pointed at a local relay) and reports the
//    gzip -9 size of the WalletConnect lazy chunk (the dynamic entry of
//    packages/evm/src/walletConnect/walletConnectClient.ts) and of everything
//    only it pulls in; then loads the page in headless Chromium and lists the
//    scripts fetched before `load`, proving the WalletConnect chunk is not one.
// 2. Pairing round trip, median of RUNS (7): in a fresh browser context the
//    demo's modal pairs over WalletConnect (the registry's MetaMask, which is
//    not installed, so it pairs) with the wallet app (apps/wallet, production
//    build, "Approve all"). Timed in the demo page with performance.now(): from
//    the moment the QR code carries the URI to the moment the connect button
//    names the account. The harness "pastes" the URI into the wallet at once,
//    so the figure is the protocol's round trip (wallet pair, proposal,
//    approval, settlement through the relay), not a person's reaction time.
//    Also from the click on the wallet (made as soon as its row shows, so the
//    SDK's warm-up, started when the modal opened, may still be running) to the
//    QR code's box (its placeholder) and to the QR code carrying the URI.
// Needs the workspace sources, so it re-runs itself under tsx with the
// foyer-source condition, like the tests do.
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { initialChunkFiles, rerunUnderTsx, serveStatic, startDemoBackend } from "./lib/harness.mjs";
import { median } from "./lib/stats.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..");

rerunUnderTsx(import.meta.url);

const { build } = await import("vite");
const { chromium } = await import("playwright-core");
const { startDevnet } = await import("@foyer/devnet");
const serverModule = await import("@foyer/server");
const { startRelay } = await import("@foyer/relay");

const runs = Number(process.env.RUNS ?? 7);
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const KiB = 1024;
const ACCOUNT = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266";
const SHORT_ACCOUNT = `${ACCOUNT.slice(0, 6)}…${ACCOUNT.slice(-6)}`;
const WC_CLIENT_SOURCE = "walletConnect/walletConnectClient.ts";
const gzipSize = (bytes) => gzipSync(bytes, { level: 9 }).length;
const kib = (bytes) => `${(bytes / KiB).toFixed(1)} KiB`;

async function buildApp(projectRoot, outDir) {
  await build({
    root: projectRoot,
    configFile: join(projectRoot, "vite.config.ts"),
    logLevel: "warn",
    build: { outDir, emptyOutDir: true, manifest: true },
  });
}

/**
 * From the demo's manifest: the initial chunks (entries + static imports),
 * the WalletConnect client's dynamic-entry chunk, and the chunks it needs
 * that the initial load does not already have.
 */
function walletConnectChunks(outDir) {
  const manifest = JSON.parse(readFileSync(join(outDir, ".vite/manifest.json"), "utf8"));
  const closure = (keys) => {
    const files = new Set();
    const visit = (key) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const next of chunk.imports ?? []) visit(next);
    };
    for (const key of keys) visit(key);
    return files;
  };
  const initial = initialChunkFiles(outDir);
  const wcKey = Object.keys(manifest).find((key) => key.endsWith(WC_CLIENT_SOURCE));
  if (!wcKey) throw new Error(`No chunk for ${WC_CLIENT_SOURCE} in the demo's manifest`);
  const lazyOnly = [...closure([wcKey])].filter((file) => !initial.has(file));
  const size = (file) => gzipSize(readFileSync(join(outDir, file)));
  return {
    initial,
    chunk: manifest[wcKey].file,
    chunkBytes: size(manifest[wcKey].file),
    lazyOnly,
    lazyOnlyBytes: lazyOnly.reduce((sum, file) => sum + size(file), 0),
  };
}

/** The scripts a fresh page fetched before its `load` event (file names). */
async function initialScripts(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = [];
  let loaded = false;
  page.on("response", (response) => {
    if (!loaded && response.request().resourceType() === "script") {
      scripts.push(basename(new URL(response.url()).pathname));
    }
  });
  await page.goto(url, { waitUntil: "load" });
  loaded = true;
  await context.close();
  return scripts;
}

/**
 * Installed in the demo page before the wallet is chosen: a MutationObserver
 * over the document and the modal's shadow root stamps when the QR code has a
 * URI and when the connect button names the account.
 */
function armPairingTimer(shortAccount) {
  const stamps = {};
  window.__foyerPairing = new Promise((resolve) => {
    const check = () => {
      const shadow = document.querySelector("foyer-modal")?.shadowRoot;
      // The QR code's box: its placeholder while the URI is on the way, then the code.
      if (stamps.box === undefined && shadow?.querySelector(".pairing-qr")) {
        stamps.box = performance.now();
      }
      if (stamps.uri === undefined && shadow?.querySelector("[data-uri^='wc:']")) {
        stamps.uri = performance.now();
      }
      const named = [...document.querySelectorAll("button")].some((b) =>
        b.textContent?.includes(shortAccount),
      );
      if (stamps.uri !== undefined && named) {
        stamps.account = performance.now();
        observer.disconnect();
        resolve(stamps);
      }
    };
    const observer = new MutationObserver(check);
    const watched = new Set();
    const watch = () => {
      const shadow = document.querySelector("foyer-modal")?.shadowRoot;
      if (shadow && !watched.has(shadow)) {
        watched.add(shadow);
        observer.observe(shadow, { childList: true, subtree: true, attributes: true });
      }
    };
    observer.observe(document, { childList: true, subtree: true, characterData: true });
    new MutationObserver(watch).observe(document, { childList: true, subtree: true });
    watch();
  });
}

async function pairOnce(browser, demoUrl, wallet) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(demoUrl, { waitUntil: "load" });
    await page.getByRole("button", { name: "Connect wallet" }).click();
    const row = page.getByRole("dialog").getByRole("button", { name: /MetaMask/ });
    await row.waitFor({ timeout: 60_000 });
    await page.evaluate(armPairingTimer, SHORT_ACCOUNT);
    const chosenAt = await page.evaluate(() => performance.now());
    await row.click();
    const qr = page.getByRole("dialog").locator("[data-uri^='wc:']");
    await qr.waitFor({ timeout: 60_000 });
    const uri = await qr.getAttribute("data-uri");
    await wallet.getByLabel("Pairing URI").fill(uri);
    await wallet.getByRole("button", { name: "Pair" }).click();
    const stamps = await page.evaluate(() => window.__foyerPairing);
    return {
      roundTrip: stamps.account - stamps.uri,
      toUri: stamps.uri - chosenAt,
      toBox: stamps.box - chosenAt,
    };
  } finally {
    await context.close();
  }
}

const work = await mkdtemp(join(tmpdir(), "foyer-bench-wc-"));
const demoDir = join(work, "demo");
const walletDir = join(work, "wallet");
const devnet = await startDevnet();
const relay = await startRelay({ port: 0 });
const statics = [];
let server;
let browser;
try {
  const demoStatic = await serveStatic(demoDir);
  statics.push(demoStatic);
  const walletStatic = await serveStatic(walletDir);
  statics.push(walletStatic);
  server = await startDemoBackend(serverModule, {
    devnetRpcUrl: devnet.rpcUrl,
    relayUrl: relay.url,
    demoOrigin: demoStatic.url,
  });
  process.env.VITE_WALLET_RELAY_URL = relay.url;
  process.env.VITE_WALLET_CHAINS = JSON.stringify([
    { chainId: 31337, name: "Foyer Devnet", rpcUrl: devnet.rpcUrl },
  ]);
  await buildApp(join(root, "apps/demo"), demoDir);
  await buildApp(join(root, "apps/wallet"), walletDir);

  const chunks = walletConnectChunks(demoDir);
  console.log(
    `WalletConnect lazy chunk ${chunks.chunk}: ${kib(chunks.chunkBytes)} gzip -9;` +
      ` with the ${chunks.lazyOnly.length} chunk(s) only it loads: ${kib(chunks.lazyOnlyBytes)}`,
  );

  browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
  });
  const loaded = await initialScripts(browser, demoStatic.url);
  const lazyFiles = new Set(chunks.lazyOnly.map((file) => basename(file)));
  const leaked = loaded.filter((file) => lazyFiles.has(file));
  console.log(`initial JS of the demo (fetched before load): ${loaded.join(", ")}`);
  console.log(
    leaked.length === 0
      ? "WalletConnect chunk in the initial load: no"
      : `WalletConnect chunk in the initial load: YES (${leaked.join(", ")})`,
  );

  const walletContext = await browser.newContext();
  const wallet = await walletContext.newPage();
  await wallet.goto(walletStatic.url);
  await wallet.getByLabel("Approve all").check();
  const timings = [];
  for (let i = 0; i < runs; i++) timings.push(await pairOnce(browser, demoStatic.url, wallet));
  const roundTrip = median(timings.map((t) => t.roundTrip));
  const toUri = median(timings.map((t) => t.toUri));
  const toBox = median(timings.map((t) => t.toBox));
  console.log(
    `pairing round trip (URI shown → account shown): median of ${runs} ${roundTrip.toFixed(0)} ms;` +
      ` runs ${timings.map((t) => t.roundTrip.toFixed(0)).join(", ")}`,
  );
  console.log(
    `wallet chosen → URI shown (the QR code; SDK warmed while the modal was open, proposes): median of ${runs} ${toUri.toFixed(0)} ms;` +
      ` runs ${timings.map((t) => t.toUri.toFixed(0)).join(", ")}`,
  );
  console.log(
    `wallet chosen → QR box shown (its placeholder, or the code at once): median of ${runs} ${toBox.toFixed(0)} ms;` +
      ` runs ${timings.map((t) => t.toBox.toFixed(0)).join(", ")}`,
  );
} finally {
  await browser?.close();
  for (const running of statics) await running.close();
  await server?.close();
  await relay.stop();
  await devnet.stop();
  await rm(work, { recursive: true, force: true });
}
