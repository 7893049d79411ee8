#!/usr/bin/env node
// Speed benchmark, the demo beside a plain wagmi + viem page (run on demand:
// `node bench/speed.mjs`). Builds both for production (the demo pointed at a
// local devnet, server and WalletConnect relay; the baseline is bench/baseline/)
// and, RUNS (7) times per page, alternating pages, each in a fresh Chromium
// profile with the test wallet installed as an extension is (signing outside the
// page: `installExtensionTestWallet`), once the machine's CPU is idle:
//   button visible     navigation → first frame laying out "Connect wallet"
//   click → entry      the click → first frame laying out the first wallet entry
//   → opaque           … that entry fully opaque (every ancestor's opacity)
//   → settled          … nothing in the list's container moves any more
//   heap after open    used JS heap after two GCs, the list open
//   JS before click    gzip -9 of every script fetched until the click (the page
//                      first quiet: network idle and an idle callback)
//   JS on open         gzip -9 of every script fetched from the click until quiet
//   WebSockets         opened before any click, and WalletConnect requests
//                      (relay, chunks) before any sign of interest
//   DOM elements       in the page after open (shadow roots included), and how
//                      many of them the open added
// Then, demo only: a pointer on the registry's MetaMask row and the click
// choosing it → the QR code carrying the pairing URI (the WalletConnect SDK
// starts loading with the pointer, so this is the worst case: no dwell).
// Prints medians and ranges per page, and the demo / baseline ratios.
// Env: RUNS (7), WINDOW_MS (how long to watch after the click, 1500),
// IDLE_MAX_BUSY (0.5), IDLE_TIMEOUT_MS (30000).
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  armOpenProbe,
  centreOfButton,
  countElements,
  heapAfterGc,
  pageQuiet,
  probeButtonVisible,
  walletConnectFiles,
  watchTraffic,
} from "../scripts/lib/pageProbes.mjs";
import { rerunUnderTsx, serveStatic, startDemoBackend } from "./lib/harness.mjs";
import { whenCpuIdle } from "./lib/idleCpu.mjs";
import { median, sorted } from "./lib/stats.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..");

rerunUnderTsx(import.meta.url);

const { build } = await import("vite");
const { chromium } = await import("playwright-core");
const { startDevnet } = await import("@foyer/devnet");
const serverModule = await import("@foyer/server");
const { startRelay } = await import("@foyer/relay");
const { installExtensionTestWallet } = await import("@foyer/testwallet/node");

const runs = Number(process.env.RUNS ?? 7);
const windowMs = Number(process.env.WINDOW_MS ?? 1500);
const idleGuard = {
  maxBusy: Number(process.env.IDLE_MAX_BUSY ?? 0.5),
  timeoutMs: Number(process.env.IDLE_TIMEOUT_MS ?? 30_000),
};
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const KiB = 1024;

async function buildPage(projectRoot, configFile, outDir) {
  await build({
    root: projectRoot,
    configFile: join(projectRoot, configFile),
    logLevel: "warn",
    build: { outDir, emptyOutDir: true, manifest: true },
  });
}

const basename = (path) => path.split("/").pop();

/** One fresh-profile visit: load, wait until quiet, click "Connect wallet", watch, measure. */
async function visit({ url, spec, walletConnect, wallet, choosePairing }) {
  const profile = await mkdtemp(join(tmpdir(), "foyer-speed-profile-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    args: chromiumArgs,
  });
  try {
    await installExtensionTestWallet(context, wallet);
    await context.addInitScript(probeButtonVisible, "Connect wallet");
    const tab = context.pages()[0] ?? (await context.newPage());
    const traffic = watchTraffic(tab, walletConnect);
    await tab.goto(url, { waitUntil: "load" });
    await tab.waitForFunction(() => window.__probe.buttonVisible !== undefined);
    await pageQuiet(tab);
    await traffic.settled();
    const buttonVisible = await tab.evaluate(() => window.__probe.buttonVisible);
    const elementsBefore = await tab.evaluate(countElements);
    await tab.evaluate(armOpenProbe, { ...spec, windowMs });
    traffic.mark();
    const point = await tab.evaluate(centreOfButton, "Connect wallet");
    await tab.mouse.click(point.x, point.y);
    const open = await tab.evaluate(() => window.__open);
    await pageQuiet(tab);
    const elementsAfter = await tab.evaluate(countElements);
    const heap = await heapAfterGc(tab);
    const before = await traffic.phase(0);
    const onOpen = await traffic.phase(1);
    const figures = {
      buttonVisible,
      entry: open.entry,
      opaque: open.opaque,
      settled: open.settled,
      heap,
      jsBefore: before.jsBytes,
      jsBeforeFiles: before.jsFiles.length,
      jsOpen: onOpen.jsBytes,
      jsOpenFiles: onOpen.jsFiles.length,
      socketsBefore: before.sockets.length,
      walletConnectBefore: before.walletConnect.length + onOpen.walletConnect.length,
      elements: elementsAfter,
      elementsAdded: elementsAfter - elementsBefore,
    };
    if (choosePairing) figures.toQr = await choosePairing(tab);
    return figures;
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
}

/** Pointer on MetaMask's row, then the click → the QR code carries a `wc:` URI. */
async function chooseMetaMask(tab) {
  const row = tab.getByRole("dialog").getByRole("button", { name: /MetaMask/ });
  await row.waitFor();
  await tab.evaluate(() => {
    window.__qr = new Promise((resolve) => {
      document.addEventListener(
        "click",
        () => {
          const start = performance.now();
          const look = () => {
            const shadow = document.querySelector("foyer-modal")?.shadowRoot;
            if (shadow?.querySelector("[data-uri^='wc:']")) resolve(performance.now() - start);
            else requestAnimationFrame(look);
          };
          requestAnimationFrame(look);
        },
        { capture: true, once: true },
      );
    });
  });
  await row.click();
  return tab.evaluate(() => window.__qr);
}

const work = await mkdtemp(join(tmpdir(), "foyer-speed-"));
const demoDir = join(work, "demo");
const baselineDir = join(work, "baseline");
const devnet = await startDevnet();
const relay = await startRelay({ port: 0 });
const statics = [];
let server;
try {
  const demoStatic = await serveStatic(demoDir);
  statics.push(demoStatic);
  server = await startDemoBackend(serverModule, {
    devnetRpcUrl: devnet.rpcUrl,
    relayUrl: relay.url,
    demoOrigin: demoStatic.url,
  });
  await buildPage(join(root, "apps/demo"), "vite.config.ts", demoDir);
  await buildPage(join(here, "baseline"), "vite.config.mjs", baselineDir);
  const baselineStatic = await serveStatic(baselineDir);
  statics.push(baselineStatic);
  const wcFiles = walletConnectFiles(demoDir);
  const relayHost = new URL(relay.url).host;
  const isWalletConnect = (url) =>
    new URL(url).host === relayHost ||
    /walletconnect\.(org|com)$/.test(new URL(url).hostname) ||
    wcFiles.has(basename(new URL(url).pathname));

  const account = devnet.manifest.accounts[0];
  // The test wallet as an extension: its key and signing outside the page, a small provider in it.
  const wallet = {
    privateKey: account.privateKey,
    chains: [{ chainId: 31337, rpcUrl: devnet.rpcUrl, name: "Foyer Devnet" }],
    mode: "approve",
  };
  const pages = [
    {
      name: "demo",
      url: demoStatic.url,
      spec: { host: "foyer-modal", entry: ".list button.row", frame: ".card" },
      choosePairing: chooseMetaMask,
    },
    {
      name: "wagmi+viem",
      url: baselineStatic.url,
      spec: { host: null, entry: "#wallets button", frame: "#wallets" },
    },
  ];
  const results = Object.fromEntries(pages.map((page) => [page.name, []]));
  const guards = [];
  for (let i = 0; i < runs; i++) {
    // Alternate which page goes first, so a slow stretch of the machine hits both.
    for (const page of i % 2 === 0 ? pages : [...pages].reverse()) {
      const guard = await whenCpuIdle(idleGuard);
      guards.push(guard);
      const figures = await visit({ ...page, walletConnect: isWalletConnect, wallet });
      figures.busy = guard.busy;
      results[page.name].push(figures);
      console.log(
        `run ${i + 1} ${page.name}: ${JSON.stringify(figures, (_k, v) => (typeof v === "number" ? Math.round(v * 10) / 10 : v))}`,
      );
    }
  }
  console.log(
    `\nidle guard met before ${guards.filter((g) => g.met).length} of ${guards.length} visits` +
      ` (CPU busy in the second before each: ${guards.map((g) => `${Math.round(g.busy * 100)}%`).join(", ")})`,
  );
  printTable(results);
} finally {
  for (const running of statics) await running.close();
  await server?.close();
  await relay.stop();
  await devnet.stop();
  await rm(work, { recursive: true, force: true });
}

/** "median (min–max)" of one figure over the runs, in `unit`. */
function spread(values, format) {
  const known = values.filter((v) => v !== undefined);
  if (known.length === 0) return "—";
  const missing = values.length - known.length;
  const s = sorted(known);
  return `${format(median(known))} (${format(s[0])}–${format(s.at(-1))})${missing ? ` +${missing} never` : ""}`;
}

function printTable(results) {
  const ms = (v) => `${v.toFixed(0)} ms`;
  const mb = (v) => `${(v / 1e6).toFixed(2)} MB`;
  const kib = (v) => `${(v / KiB).toFixed(1)} KiB`;
  const n = (v) => `${v}`;
  const rows = [
    ["button visible", "buttonVisible", ms],
    ["click → first entry", "entry", ms],
    ["click → entry opaque", "opaque", ms],
    ["click → settled", "settled", ms],
    ["heap after open (post-GC)", "heap", mb],
    ["JS before click (gzip)", "jsBefore", kib],
    ["  files", "jsBeforeFiles", n],
    ["JS on open (gzip)", "jsOpen", kib],
    ["  files", "jsOpenFiles", n],
    ["WebSockets before any click", "socketsBefore", n],
    ["WalletConnect requests before interest", "walletConnectBefore", n],
    ["DOM elements after open (page)", "elements", n],
    ["  of which the open added", "elementsAdded", n],
    ["choose wallet → QR (URI)", "toQr", ms],
  ];
  const names = Object.keys(results);
  console.log(`\nmedian (min–max) of ${runs} fresh-profile runs per page`);
  console.log(`${"figure".padEnd(40)}${names.map((name) => name.padEnd(34)).join("")}`);
  for (const [label, key, format] of rows) {
    const cells = names.map((name) =>
      spread(
        results[name].map((r) => r[key]),
        format,
      ).padEnd(34),
    );
    console.log(`${label.padEnd(40)}${cells.join("")}`);
  }
  const [demo, base] = names.map((name) => results[name]);
  const ratio = (key) => {
    // Per run (the two pages ran back to back), then median and range.
    const values = demo
      .map((d, i) => (d[key] !== undefined && base[i][key] ? d[key] / base[i][key] : undefined))
      .filter((v) => v !== undefined);
    if (values.length === 0) return "—";
    const s = sorted(values);
    return `${median(values).toFixed(2)}× (${s[0].toFixed(2)}–${s.at(-1).toFixed(2)})`;
  };
  console.log(
    `\nratios demo / wagmi+viem (per run pair): button visible ${ratio("buttonVisible")};`,
  );
  console.log(
    `  click → first entry ${ratio("entry")}; heap ${ratio("heap")}; JS before click ${ratio("jsBefore")}`,
  );
}
