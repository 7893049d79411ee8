#!/usr/bin/env node
// Embedded wallet benchmark (run on demand: `node bench/embedded.mjs`).
// Starts a devnet and the provider server (PGlite in memory, dev mailbox),
// builds the frame and the demo for production and serves the demo from
// localhost (the server is 127.0.0.1, so the frame is cross-site); then, RUNS times (7) in a fresh headless Chromium context, a
// new visitor logs in by email and signs the demo's message. Timed:
//   1. frame inserted → ready: the demo adds #foyer-embedded-frame when the
//      email is submitted; until the frame's ready event reaches the page.
//   2. OTP submitted → connected: the sixth digit typed into the code field
//      (the form submits on it) until the connect button names the account.
//      A new user each run, so this includes making the key, splitting it
//      and storing the server's shares.
//   3. Approve clicked → signature returned: the click in the frame's
//      ApproveTransaction view until the demo shows the signature.
// Stamps are taken in the pages themselves (performance.timeOrigin +
// performance.now(), comparable across the page and its cross-site frame),
// never by the harness, so Playwright's round trips are not in the figures.
// The code comes from the server's dev mailbox; the harness types it at once.
// Needs the workspace sources, so it re-runs itself under tsx with the
// foyer-source condition, like the tests do.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildFrame, rerunUnderTsx, serveStatic } from "./lib/harness.mjs";
import { summary } from "./lib/stats.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..");

rerunUnderTsx(import.meta.url);

const { build } = await import("vite");
const { chromium } = await import("playwright-core");
const { startDevnet } = await import("@foyer/devnet");
const { loadConfig, startServer } = await import("@foyer/server");

const runs = Math.max(5, Number(process.env.RUNS ?? 7));
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const ACCOUNT_BUTTON = /0x[0-9a-fA-F]{4}…[0-9a-fA-F]{6}/;

/** Waits for a login code mailed to `to` and returns its 6 digits. */
async function mailedCode(serverUrl, to) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${serverUrl}/dev/mailbox.json?to=${encodeURIComponent(to)}`);
    const { messages } = await response.json();
    const code = messages.map((m) => /\b(\d{6})\b/.exec(m.text)?.[1]).find(Boolean);
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code mailed to ${to}`);
}

/**
 * Installed in the demo page before anything runs: stamps the frame's
 * insertion, its ready event, the sixth digit of the code, the connect
 * button naming an account, and the signature line.
 */
function armStamps() {
  if (window.top !== window) return;
  const now = () => performance.timeOrigin + performance.now();
  const stamps = {};
  window.__foyerStamps = stamps;
  window.addEventListener("message", (event) => {
    if (stamps.ready === undefined && event.data?.type === "@foyer/frame/ready")
      stamps.ready = now();
  });
  // `input` is composed, so the modal's shadow-DOM field reports here too.
  document.addEventListener(
    "input",
    (event) => {
      const field = event.composedPath()[0];
      if (field?.name === "otp" && field.value.length === 6) stamps.otp = now();
    },
    true,
  );
  const check = () => {
    if (stamps.inserted === undefined && document.getElementById("foyer-embedded-frame")) {
      stamps.inserted = now();
    }
    if (
      stamps.otp !== undefined &&
      stamps.connected === undefined &&
      [...document.querySelectorAll("button")].some((b) =>
        /0x[0-9a-fA-F]{4}…[0-9a-fA-F]{6}/.test(b.textContent ?? ""),
      )
    ) {
      stamps.connected = now();
    }
    const line = document.querySelector("[data-testid='signature']")?.textContent ?? "";
    if (stamps.signed === undefined && line.startsWith("Signature: 0x")) stamps.signed = now();
  };
  new MutationObserver(check).observe(document, {
    childList: true,
    subtree: true,
    characterData: true,
  });
}

/** In the frame: stamps the click on Approve (capture phase, before the frame acts on it). */
function armApproveStamp() {
  document.addEventListener(
    "click",
    (event) => {
      if (event.target?.textContent === "Approve") {
        window.__foyerApproveAt = performance.timeOrigin + performance.now();
      }
    },
    true,
  );
}

async function loginAndSign(browser, demoUrl, serverUrl, run) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript(armStamps);
    await page.goto(demoUrl, { waitUntil: "load" });
    const email = `bench-${Date.now().toString(36)}-${run}@example.com`;
    await page.getByRole("button", { name: "Connect wallet" }).click();
    await page.getByRole("dialog").getByRole("textbox", { name: "Email" }).fill(email);
    await page.getByRole("dialog").getByRole("button", { name: "Continue" }).click();
    const field = page.getByRole("dialog").getByRole("textbox", { name: "6-digit code" });
    await field.waitFor({ timeout: 120_000 });
    await field.fill(await mailedCode(serverUrl, email));
    await page.getByRole("button", { name: ACCOUNT_BUTTON }).waitFor({ timeout: 120_000 });

    const frame = page.frames().find((f) => f.url().includes("/frame/"));
    if (!frame) throw new Error("the embedded wallet's frame is not on the page");
    await frame.evaluate(armApproveStamp);
    if ((await page.getByRole("dialog").count()) > 0) await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Sign message" }).click();
    await page
      .frameLocator("#foyer-embedded-frame")
      .getByRole("button", { name: "Approve" })
      .click({ timeout: 120_000 });
    await page.getByText(/^Signature: 0x/).waitFor({ timeout: 120_000 });
    const stamps = await page.evaluate(() => window.__foyerStamps);
    const approvedAt = await frame.evaluate(() => window.__foyerApproveAt);
    for (const key of ["inserted", "ready", "otp", "connected", "signed"]) {
      if (stamps[key] === undefined) throw new Error(`run ${run}: no "${key}" stamp`);
    }
    if (approvedAt === undefined) throw new Error(`run ${run}: no Approve click stamp`);
    return {
      ready: stamps.ready - stamps.inserted,
      connected: stamps.connected - stamps.otp,
      signed: stamps.signed - approvedAt,
    };
  } finally {
    await context.close();
  }
}

buildFrame(root);

const work = await mkdtemp(join(tmpdir(), "foyer-bench-embedded-"));
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
  const results = [];
  for (let run = 0; run < runs; run++) {
    results.push(await loginAndSign(browser, demo.url, server.url, run));
  }
  console.log(`embedded wallet, ${runs} runs, a new visitor each (production demo build):`);
  console.log(`  frame inserted → ready:            ${summary(results.map((r) => r.ready))}`);
  console.log(`  OTP submitted → connected:         ${summary(results.map((r) => r.connected))}`);
  console.log(`  Approve clicked → signature shown: ${summary(results.map((r) => r.signed))}`);
} finally {
  await browser?.close();
  await demo?.close();
  await server?.close();
  await devnet.stop();
  await rm(work, { recursive: true, force: true });
}
