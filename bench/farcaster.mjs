#!/usr/bin/env node
// Sign In With Farcaster benchmark (run on demand: `node bench/farcaster.mjs`).
// Starts a devnet (with its IdRegistry and test fids), the local identity providers with
// Farcaster's auth relay (apps/idp) and the provider server (PGlite in memory); builds the frame
// and the demo for production and serves the demo from localhost (the server is 127.0.0.1, so
// the frame is cross-site); serves the test wallet (apps/wallet, Vite) as the Farcaster client,
// open in its own browser context (the person's phone). Then, RUNS times (5), in a fresh
// context — a new device each time — the same fid signs in:
//   click → connected: the click on "Log in with Farcaster" until the connect button names the
//   account, with the approval in the wallet's Farcaster tab included (the link pasted into the
//   tab as soon as the QR code shows, fid chosen, Approve clicked by the harness).
//   approve → connected: the click on Approve until the connect button names the account.
// The first run makes the wallet; later runs are a known fid on a new device. Stamps are taken
// in the pages themselves (performance.timeOrigin + performance.now()), never by the harness.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildFrame, rerunUnderTsx, serveStatic } from "./lib/harness.mjs";
import { summary } from "./lib/stats.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..");

rerunUnderTsx(import.meta.url);

const { build, createServer } = await import("vite");
const { chromium } = await import("playwright-core");
const { startDevnet } = await import("@foyer/devnet");
const { loadConfig, startServer } = await import("@foyer/server");
const { startIdp } = await import("@foyer/idp");

const runs = Math.max(3, Number(process.env.RUNS ?? 5));
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const ACCOUNT_BUTTON = /0x[0-9a-fA-F]{4}…[0-9a-fA-F]{6}/;
const FID_LABEL = "Ada Lovelace (@lovelace, fid 1)";

/** The demo's stamps: the click on the Farcaster button, and the connect button naming an account. */
function armDemoStamps() {
  if (window.top !== window) return;
  const now = () => performance.timeOrigin + performance.now();
  const stamps = {};
  window.__foyerStamps = stamps;
  document.addEventListener(
    "click",
    (event) => {
      const button = event.composedPath().find((node) => node.tagName === "BUTTON");
      if (button?.getAttribute("aria-label") === "Log in with Farcaster") stamps.clicked = now();
    },
    true,
  );
  new MutationObserver(() => {
    if (
      stamps.clicked !== undefined &&
      stamps.connected === undefined &&
      [...document.querySelectorAll("button")].some((b) =>
        /0x[0-9a-fA-F]{4}…[0-9a-fA-F]{6}/.test(b.textContent ?? ""),
      )
    ) {
      stamps.connected = now();
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/** The wallet's stamp: the click on Approve (the last one wins: one per run). */
function armWalletStamps() {
  const now = () => performance.timeOrigin + performance.now();
  document.addEventListener(
    "click",
    (event) => {
      if (event.target?.closest?.("button")?.textContent === "Approve") {
        window.__approvedAt = now();
      }
    },
    true,
  );
}

async function signIn(browser, wallet, demoUrl, run) {
  const context = await browser.newContext();
  try {
    await context.addInitScript(armDemoStamps);
    const page = await context.newPage();
    await page.goto(demoUrl, { waitUntil: "load" });
    await page.getByRole("button", { name: "Connect wallet" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "More sign-in options" }).click({ timeout: 60_000 });
    await dialog.getByRole("button", { name: "Log in with Farcaster" }).click({ timeout: 60_000 });
    const qr = dialog.getByRole("img", { name: "Sign In With Farcaster QR code" });
    await qr.waitFor({ timeout: 60_000 });
    const url = await qr.locator("xpath=..").getAttribute("data-uri");
    await wallet.getByLabel("Sign-in URL").fill(url ?? "");
    await wallet.getByLabel("Farcaster account").selectOption({ label: FID_LABEL });
    await wallet.getByRole("button", { name: "Approve" }).click();
    try {
      await page.getByRole("button", { name: ACCOUNT_BUTTON }).waitFor({ timeout: 120_000 });
    } catch (error) {
      const walletSays = await wallet.getByRole("status").last().textContent();
      const demoSays = await dialog.textContent().catch(() => "(no dialog)");
      throw new Error(`run ${run}: not connected; wallet: ${walletSays}; demo: ${demoSays}`, {
        cause: error,
      });
    }
    const stamps = await page.evaluate(() => window.__foyerStamps);
    const approvedAt = await wallet.evaluate(() => window.__approvedAt);
    for (const [key, value] of Object.entries({ ...stamps, approvedAt })) {
      if (value === undefined) throw new Error(`run ${run}: no "${key}" stamp`);
    }
    return {
      total: stamps.connected - stamps.clicked,
      afterApprove: stamps.connected - approvedAt,
    };
  } finally {
    await context.close();
  }
}

buildFrame(root);

const work = await mkdtemp(join(tmpdir(), "foyer-bench-farcaster-"));
const devnet = await startDevnet();
let demo;
let server;
let idp;
let walletServer;
let browser;
try {
  idp = await startIdp({ port: 0 });
  demo = await serveStatic(work, { host: "localhost" });
  server = await startServer(
    loadConfig({
      PORT: "0",
      DEVNET_RPC_URL: devnet.rpcUrl,
      FOYER_DATA_DIR: "memory://",
      FOYER_IDP_URL: idp.url,
      FOYER_FARCASTER_ID_REGISTRY: devnet.manifest.contracts.idRegistry.address,
      // One fid signs in RUNS times in a minute: more than one account's budget of session
      // calls (20 a minute), which is not what this measures.
      AUTH_RATE_PER_EMAIL: "10000",
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
  process.env.VITE_WALLET_RPC_URL = devnet.rpcUrl;
  process.env.VITE_WALLET_FARCASTER_RELAY_URL = idp.url;
  process.env.VITE_WALLET_FARCASTER_ACCOUNTS = JSON.stringify(devnet.manifest.farcaster);
  const walletRoot = join(root, "apps/wallet");
  walletServer = await createServer({
    root: walletRoot,
    configFile: join(walletRoot, "vite.config.ts"),
    logLevel: "warn",
    server: { host: "127.0.0.1", port: 0 },
  });
  await walletServer.listen();
  const walletUrl = walletServer.resolvedUrls?.local[0];
  if (!walletUrl) throw new Error("the wallet app has no URL");

  browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
  });
  const phone = await browser.newContext();
  await phone.addInitScript(armWalletStamps);
  const wallet = await phone.newPage();
  await wallet.goto(`${walletUrl}?farcaster=`, { waitUntil: "load" });
  await wallet.getByRole("tab", { name: "Farcaster" }).click({ timeout: 120_000 });
  await wallet.getByLabel("Sign-in URL").waitFor({ timeout: 120_000 });

  const results = [];
  for (let run = 0; run < runs; run++) results.push(await signIn(browser, wallet, demo.url, run));
  console.log(
    `Sign In With Farcaster, ${runs} runs, fid 1, a new device each (production demo build):`,
  );
  console.log(`  click → connected (approval included): ${summary(results.map((r) => r.total))}`);
  console.log(
    `  approve → connected:                   ${summary(results.map((r) => r.afterApprove))}`,
  );
} finally {
  await browser?.close();
  await walletServer?.close();
  await demo?.close();
  await server?.close();
  await idp?.stop();
  await devnet.stop();
  await rm(work, { recursive: true, force: true });
}
