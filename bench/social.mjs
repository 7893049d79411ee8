#!/usr/bin/env node
// Social login benchmark (run on demand: `node bench/social.mjs`).
// Starts a devnet, the local identity providers (apps/idp) and the provider server (PGlite in
// memory), builds the frame and the demo for production and serves the demo from localhost
// (the server is 127.0.0.1, so the frame is cross-site); then, RUNS times (7) per provider
// (GitHub: OAuth 2.0 + user API; Google: OpenID Connect + ID token), in a fresh headless
// Chromium context — a new device each time — the same person logs in:
//   click → connected: the click on "Log in with …" until the connect button names the
//   account, less the time the person spends on the provider's page (from its load to the
//   click on a test person), which a real person spends choosing. The first run makes the
//   wallet; later runs are a known user on a new device (auth share + recovery share, reshare).
// Stamps are taken in the pages themselves (performance.timeOrigin + performance.now(), the
// same clock in the app page and its popup), never by the harness.
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
const { startIdp } = await import("@foyer/idp");

const runs = Math.max(5, Number(process.env.RUNS ?? 7));
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const ACCOUNT_BUTTON = /0x[0-9a-fA-F]{4}…[0-9a-fA-F]{6}/;

/**
 * In every page of the context (the demo and the popup): the demo stamps the click on a
 * social button and the connect button naming an account; the provider's page stamps its
 * load and the click on a test person, and keeps them in the opener's record.
 */
function armStamps() {
  const now = () => performance.timeOrigin + performance.now();
  if (window.opener) {
    // The provider's sign-in page (cross-origin to the demo): hand the stamps over by name.
    const send = (key) => window.opener.postMessage({ benchStamp: key, at: now() }, "*");
    document.addEventListener("DOMContentLoaded", () => {
      if (document.querySelector("button[name='person']")) send("providerShown");
    });
    document.addEventListener(
      "click",
      (event) => {
        if (event.target?.closest?.("button[name='person']")) send("personChosen");
      },
      true,
    );
    return;
  }
  if (window.top !== window) return;
  const stamps = {};
  window.__foyerStamps = stamps;
  window.addEventListener("message", (event) => {
    const key = event.data?.benchStamp;
    if (typeof key === "string" && stamps[key] === undefined) stamps[key] = event.data.at;
  });
  // The modal is a shadow root: composedPath() finds the button inside it.
  document.addEventListener(
    "click",
    (event) => {
      const button = event.composedPath().find((node) => node.tagName === "BUTTON");
      if (button?.getAttribute("aria-label")?.startsWith("Log in with ")) stamps.clicked = now();
    },
    true,
  );
  new MutationObserver(() => {
    if (
      stamps.personChosen !== undefined &&
      stamps.connected === undefined &&
      [...document.querySelectorAll("button")].some((b) =>
        /0x[0-9a-fA-F]{4}…[0-9a-fA-F]{6}/.test(b.textContent ?? ""),
      )
    ) {
      stamps.connected = now();
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

async function login(browser, demoUrl, providerName, run) {
  const context = await browser.newContext();
  try {
    await context.addInitScript(armStamps);
    const page = await context.newPage();
    if (process.env.BENCH_DEBUG) {
      page.on("console", (m) => console.log("PAGE", m.text()));
      context.on("page", (p) => p.on("framenavigated", (f) => console.log("NAV", f.url())));
    }
    await page.goto(demoUrl, { waitUntil: "load" });
    await page.getByRole("button", { name: "Connect wallet" }).click();
    const dialog = page.getByRole("dialog");
    const button = dialog.getByRole("button", { name: `Log in with ${providerName}` });
    // GitHub waits behind "more" in the default order (Google, X, Discord first).
    const more = dialog.getByRole("button", { name: "More sign-in options" });
    await more.or(button).first().waitFor({ timeout: 60_000 });
    if (!(await button.isVisible())) await more.click();
    await button.waitFor({ timeout: 60_000 });
    const [popup] = await Promise.all([page.waitForEvent("popup"), button.click()]);
    await popup.getByRole("button", { name: /Ada Lovelace/ }).click({ timeout: 60_000 });
    await page.getByRole("button", { name: ACCOUNT_BUTTON }).waitFor({ timeout: 120_000 });
    const stamps = await page.evaluate(() => window.__foyerStamps);
    for (const key of ["clicked", "providerShown", "personChosen", "connected"]) {
      if (stamps[key] === undefined) throw new Error(`run ${run}: no "${key}" stamp`);
    }
    return {
      toProvider: stamps.providerShown - stamps.clicked,
      afterChoice: stamps.connected - stamps.personChosen,
      total: stamps.providerShown - stamps.clicked + (stamps.connected - stamps.personChosen),
    };
  } finally {
    await context.close();
  }
}

buildFrame(root);

const work = await mkdtemp(join(tmpdir(), "foyer-bench-social-"));
const devnet = await startDevnet();
let demo;
let server;
let idp;
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
      // One person logs in 14 times in a minute or two: more than a person's per-account
      // budget (20 auth calls a minute), which is not what this measures.
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

  browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
  });
  console.log(
    `social login, ${runs} runs per provider, a new device each (production demo build):`,
  );
  for (const provider of ["GitHub", "Google"]) {
    const results = [];
    for (let run = 0; run < runs; run++)
      results.push(await login(browser, demo.url, provider, run));
    console.log(`  ${provider}:`);
    console.log(
      `    click → provider's page shown:    ${summary(results.map((r) => r.toProvider))}`,
    );
    console.log(
      `    person chosen → connected:        ${summary(results.map((r) => r.afterChoice))}`,
    );
    console.log(`    click → connected (less choosing): ${summary(results.map((r) => r.total))}`);
  }
} finally {
  await browser?.close();
  await demo?.close();
  await server?.close();
  await idp?.stop();
  await devnet.stop();
  await rm(work, { recursive: true, force: true });
}
