#!/usr/bin/env node
// Passkey benchmark (run on demand: `node bench/passkey.mjs`).
// Starts a devnet and the provider server (PGlite in memory), builds the frame and the demo for
// production, serves the demo at 127.0.0.1 and points it at the server as localhost (WebAuthn
// takes no IP address as a relying party; the frame stays cross-site). Then RUNS times (7), each
// in a fresh headless Chromium context with a virtual platform authenticator (DevTools WebAuthn
// domain: resident keys, user verification, PRF):
//   sign-up: the click on "Continue with a passkey" until the connect button names the new
//     account — the frame's "Create a passkey" is clicked as soon as it shows (the person's
//     second click), the prompt answers at once (automatic presence);
//   log-in: the same passkey copied into a new context (a device it synced to), the click on
//     "Continue with a passkey" → "Use a passkey" → connected to the same account.
// Stamps are taken in the demo page (performance.timeOrigin + performance.now()).
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

function armStamps() {
  if (window.top !== window) return;
  const now = () => performance.timeOrigin + performance.now();
  const stamps = {};
  window.__foyerStamps = stamps;
  document.addEventListener(
    "click",
    (event) => {
      const button = event.composedPath().find((node) => node.tagName === "BUTTON");
      if (button?.textContent === "Continue with a passkey") stamps.clicked = now();
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

async function authenticator(page, credentials = []) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      hasPrf: true,
      automaticPresenceSimulation: true,
    },
  });
  for (const credential of credentials) {
    await cdp.send("WebAuthn.addCredential", { authenticatorId, credential });
  }
  return async () => (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials;
}

async function connect(browser, demoUrl, choice, credentials) {
  const context = await browser.newContext();
  try {
    await context.addInitScript(armStamps);
    const page = await context.newPage();
    const held = await authenticator(page, credentials);
    await page.goto(demoUrl, { waitUntil: "load" });
    await page.getByRole("button", { name: "Connect wallet" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Continue with a passkey" }).click();
    const inFrame = page
      .frameLocator("#foyer-embedded-frame")
      .getByRole("button", { name: choice });
    await inFrame.click({ timeout: 60_000 });
    const account = page.getByRole("button", { name: ACCOUNT_BUTTON });
    await account.waitFor({ timeout: 120_000 });
    const stamps = await page.evaluate(() => window.__foyerStamps);
    return {
      ms: stamps.connected - stamps.clicked,
      // The short address only: the balance beside it loads on its own time.
      address: (await account.textContent())?.match(ACCOUNT_BUTTON)?.[0],
      credentials: await held(),
    };
  } finally {
    await context.close();
  }
}

buildFrame(root);

const work = await mkdtemp(join(tmpdir(), "foyer-bench-passkey-"));
const devnet = await startDevnet();
let demo;
let server;
let browser;
try {
  demo = await serveStatic(work, { host: "127.0.0.1" });
  server = await startServer(
    loadConfig({
      PORT: "0",
      DEVNET_RPC_URL: devnet.rpcUrl,
      FOYER_DATA_DIR: "memory://",
      DEMO_ORIGINS: `${demo.url},${demo.url.replace("127.0.0.1", "localhost")}`,
      LOG_LEVEL: "warn",
    }),
  );
  process.env.VITE_FOYER_SERVER_URL = server.url.replace("//127.0.0.1:", "//localhost:");
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
  const signUps = [];
  const logIns = [];
  for (let run = 0; run < runs; run++) {
    const made = await connect(browser, demo.url, "Create a passkey", []);
    signUps.push(made.ms);
    const used = await connect(browser, demo.url, "Use a passkey", made.credentials);
    if (used.address !== made.address) throw new Error(`run ${run}: another account at log-in`);
    logIns.push(used.ms);
  }
  console.log(`passkeys, ${runs} runs, a new device each (production demo build):`);
  console.log(`  sign-up: click → connected:               ${summary(signUps)}`);
  console.log(`  log-in (synced passkey, new device):      ${summary(logIns)}`);
} finally {
  await browser?.close();
  await demo?.close();
  await server?.close();
  await devnet.stop();
  await rm(work, { recursive: true, force: true });
}
