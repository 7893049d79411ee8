#!/usr/bin/env node
// Bundle and modal benchmark (run on demand: `node bench/bundle.mjs`).
// 1. Builds the demo for production and a baseline page (wagmi core + viem, a
//    plain connect button: bench/baseline/), serves each from 127.0.0.1 and
//    loads it in headless Chromium: initial JS = gzip -9 of every script
//    response before `load` (what the page runs before it can paint), checked
//    against the manifest's entry + static imports; total JS = every emitted chunk.
// 2. Click on "Connect wallet" → "Foyer Test Wallet" row in the modal, timed
//    in the page with performance.now(). Median of RUNS (7) for both.
// Needs the workspace sources, so it re-runs itself under tsx with the
// foyer-source condition, like the tests do.
import { readdirSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { initialChunkFiles, rerunUnderTsx, serveStatic } from "./lib/harness.mjs";
import { median } from "./lib/stats.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..");

rerunUnderTsx(import.meta.url);

const { build } = await import("vite");
const { chromium } = await import("playwright-core");
const { startDevnet } = await import("@foyer/devnet");
const { loadConfig, startServer } = await import("@foyer/server");
const { testWalletInitScript } = await import("@foyer/testwallet/node");

const runs = Number(process.env.RUNS ?? 7);
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const KiB = 1024;
const gzipSize = (bytes) => gzipSync(bytes, { level: 9 }).length;
const kib = (bytes) => `${(bytes / KiB).toFixed(1)} KiB`;

async function buildPage(name, projectRoot, outDir) {
  await build({
    root: projectRoot,
    configFile: readdirSync(projectRoot).includes("vite.config.ts")
      ? join(projectRoot, "vite.config.ts")
      : join(projectRoot, "vite.config.mjs"),
    logLevel: "warn",
    build: { outDir, emptyOutDir: true, manifest: true },
  });
  return { name, outDir };
}

/** Entry chunk (and the page's script tags) + everything they import statically, and every chunk, gzip -9 (from the manifest). */
function manifestSizes(outDir) {
  const size = (file) => gzipSize(readFileSync(join(outDir, file)));
  const initial = initialChunkFiles(outDir);
  const all = readdirSync(join(outDir, "assets")).filter((file) => file.endsWith(".js"));
  return {
    initial: [...initial].reduce((sum, file) => sum + size(file), 0),
    total: all.reduce((sum, file) => sum + size(`assets/${file}`), 0),
    chunks: all.length,
  };
}

/** gzip -9 of the JS a fresh page fetched before its `load` event. */
async function initialJsInBrowser(context, url) {
  const page = await context.newPage();
  const scripts = [];
  let loaded = false;
  page.on("response", (response) => {
    if (!loaded && response.request().resourceType() === "script") scripts.push(response);
  });
  await page.goto(url, { waitUntil: "load" });
  loaded = true;
  let bytes = 0;
  for (const response of scripts) bytes += gzipSize(await response.body());
  await page.close();
  return { bytes, count: scripts.length };
}

/**
 * Installed in the page before the click: on the click (capture phase) it
 * starts the clock, then a MutationObserver (document and the modal's shadow
 * root) stamps when the wallet row is in the DOM, and a rAF loop stamps the
 * first frame that shows it laid out.
 */
function armClickTimer() {
  const isRow = () => {
    const shadow = document.querySelector("foyer-modal")?.shadowRoot;
    if (!shadow) return false;
    for (const button of shadow.querySelectorAll("button")) {
      if (button.textContent?.includes("Foyer Test Wallet") && button.getClientRects().length > 0)
        return true;
    }
    return false;
  };
  const result = {};
  window.__foyerBench = new Promise((resolve) => {
    document.addEventListener(
      "click",
      () => {
        const start = performance.now();
        const observed = new Set();
        const observer = new MutationObserver(() => {
          const shadow = document.querySelector("foyer-modal")?.shadowRoot;
          if (shadow && !observed.has(shadow)) {
            observed.add(shadow);
            observer.observe(shadow, { childList: true, subtree: true, characterData: true });
          }
          if (result.dom === undefined && isRow()) result.dom = performance.now() - start;
        });
        observer.observe(document, { childList: true, subtree: true });
        const shadow = document.querySelector("foyer-modal")?.shadowRoot;
        if (shadow) {
          observed.add(shadow);
          observer.observe(shadow, { childList: true, subtree: true, characterData: true });
        }
        const frame = () => {
          if (isRow()) {
            result.frame = performance.now() - start;
            if (result.dom === undefined) result.dom = result.frame;
            observer.disconnect();
            resolve(result);
          } else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      },
      { capture: true, once: true },
    );
  });
}

async function clickToWalletList(context, url) {
  const page = await context.newPage();
  await page.goto(url, { waitUntil: "load" });
  const button = page.getByRole("button", { name: "Connect wallet" });
  await button.waitFor();
  // A visitor reads the page before clicking: let start-up requests settle.
  await page.waitForLoadState("networkidle");
  await page.evaluate(armClickTimer);
  await button.click();
  const timing = await page.evaluate(() => window.__foyerBench);
  await page.close();
  return timing;
}

const work = await mkdtemp(join(tmpdir(), "foyer-bench-"));
const devnet = await startDevnet();
const demoServe = { dir: join(work, "demo") };
const baselineServe = { dir: join(work, "baseline") };
let server;
let browser;
let profile;
const statics = [];
try {
  // The demo's origin must be known to the server (CORS / allowed origins) before it starts.
  const demoStatic = await serveStatic(demoServe.dir);
  statics.push(demoStatic);
  server = await startServer(
    loadConfig({
      PORT: "0",
      DEVNET_RPC_URL: devnet.rpcUrl,
      FOYER_DATA_DIR: "memory://",
      DEMO_ORIGINS: demoStatic.url,
      LOG_LEVEL: "warn",
    }),
  );
  process.env.VITE_FOYER_SERVER_URL = server.url;
  process.env.VITE_FOYER_DEVNET_RPC_URL = devnet.rpcUrl;
  await buildPage("demo", join(root, "apps/demo"), demoServe.dir);
  await buildPage("baseline", join(here, "baseline"), baselineServe.dir);
  const baselineStatic = await serveStatic(baselineServe.dir);
  statics.push(baselineStatic);

  profile = await mkdtemp(join(tmpdir(), "foyer-bench-profile-"));
  browser = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
  });
  const account = devnet.manifest.accounts[0];
  // The production demo has no built-in wallet; inject the test wallet as the browser tests do.
  await browser.addInitScript({
    content: testWalletInitScript({
      privateKey: account.privateKey,
      chains: [{ chainId: 31337, rpcUrl: devnet.rpcUrl, name: "Foyer Devnet" }],
      mode: "approve",
      panel: false,
    }),
  });

  const pages = [
    { name: "Foyer demo", dir: demoServe.dir, url: demoStatic.url },
    { name: "wagmi+viem baseline", dir: baselineServe.dir, url: baselineStatic.url },
  ];
  const sizes = {};
  for (const page of pages) {
    const loads = [];
    for (let i = 0; i < runs; i++) loads.push(await initialJsInBrowser(browser, page.url));
    const fromManifest = manifestSizes(page.dir);
    sizes[page.name] = { browser: median(loads.map((l) => l.bytes)), ...fromManifest };
    console.log(
      `${page.name}: initial JS ${kib(sizes[page.name].browser)} gzip in Chromium before load` +
        ` (median of ${runs}, ${loads[0].count} scripts); entry + static imports ${kib(fromManifest.initial)};` +
        ` total JS ${kib(fromManifest.total)} in ${fromManifest.chunks} chunks`,
    );
  }
  const foyer = sizes["Foyer demo"];
  const base = sizes["wagmi+viem baseline"];
  const diff = foyer.browser - base.browser;
  console.log(
    `Foyer initial JS − baseline: ${kib(diff)} (target ≤ 40 KiB: ${diff <= 40 * KiB ? "met" : "NOT met"});` +
      ` total JS difference ${kib(foyer.total - base.total)}`,
  );

  const timings = [];
  for (let i = 0; i < runs; i++) timings.push(await clickToWalletList(browser, demoStatic.url));
  const dom = median(timings.map((t) => t.dom));
  const frame = median(timings.map((t) => t.frame));
  console.log(
    `click on "Connect wallet" → "Foyer Test Wallet" row: median of ${runs} ${dom.toFixed(1)} ms in the DOM,` +
      ` ${frame.toFixed(1)} ms at the next frame (target ≤ 16 ms: ${frame <= 16 ? "met" : "NOT met"});` +
      ` runs (DOM) ${timings.map((t) => t.dom.toFixed(1)).join(", ")}`,
  );
} finally {
  await browser?.close();
  if (profile) await rm(profile, { recursive: true, force: true });
  for (const running of statics) await running.close();
  await server?.close();
  await devnet.stop();
  await rm(work, { recursive: true, force: true });
}
