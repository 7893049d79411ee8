// Pieces every browser benchmark shares: re-running itself under tsx with the
// workspace's `foyer-source` condition (the packages are TypeScript sources,
// as in the tests), and a static file server for a production build.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { extname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * In the parent process: runs `scriptUrl` again under tsx with the
 * `foyer-source` condition and exits with its status. In that child: returns.
 */
export function rerunUnderTsx(scriptUrl) {
  if (process.env.FOYER_BENCH_CHILD) return;
  const child = spawnSync(
    process.execPath,
    ["--conditions=foyer-source", "--import", "tsx", fileURLToPath(scriptUrl)],
    { stdio: "inherit", env: { ...process.env, FOYER_BENCH_CHILD: "1" } },
  );
  process.exit(child.status ?? 1);
}

/** Builds the embedded wallet's frame (`apps/frame/dist`), which the server under test serves. */
export function buildFrame(root) {
  const built = spawnSync(process.execPath, [join(root, "scripts/buildFrame.mjs")], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (built.status !== 0) throw new Error("building apps/frame failed");
}

/**
 * Serves `dir` on 127.0.0.1 at `port` (default: a free one). `host` names the URL handed
 * back: "localhost" makes a page cross-site to a server on 127.0.0.1, as in production.
 */
export function serveStatic(dir, { host = "127.0.0.1", port = 0 } = {}) {
  const types = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css" };
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url, "http://x").pathname);
    const file = join(dir, normalize(path === "/" ? "/index.html" : path));
    try {
      const body = readFileSync(file);
      response.writeHead(200, {
        "content-type": types[extname(file)] ?? "application/octet-stream",
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) =>
    server.listen(port, "127.0.0.1", () =>
      resolve({
        url: `http://${host}:${server.address().port}`,
        close: () =>
          new Promise((done) => {
            server.close(done);
            // Chromium keeps its connections alive; don't wait for it to let go.
            server.closeAllConnections();
          }),
      }),
    ),
  );
}

export { initialChunkFiles } from "../../scripts/lib/initialChunks.mjs";

/**
 * An in-memory provider server for a demo page served from `demoOrigin`, and the demo build's
 * environment pointed at it, the devnet and the relay (set before the demo is built). The
 * server's module comes from the caller, which loads it under tsx.
 */
export async function startDemoBackend(serverModule, { devnetRpcUrl, relayUrl, demoOrigin }) {
  const server = await serverModule.startServer(
    serverModule.loadConfig({
      PORT: "0",
      DEVNET_RPC_URL: devnetRpcUrl,
      FOYER_DATA_DIR: "memory://",
      DEMO_ORIGINS: demoOrigin,
      LOG_LEVEL: "warn",
    }),
  );
  process.env.VITE_FOYER_SERVER_URL = server.url;
  process.env.VITE_FOYER_DEVNET_RPC_URL = devnetRpcUrl;
  process.env.VITE_FOYER_RELAY_URL = relayUrl;
  return server;
}

/**
 * The demo built for production into a fresh folder and served, with its devnet, relay and
 * in-memory provider server; `wallet` is the test wallet's setting for the devnet's first
 * account (approving everything). `stop()` ends all of it and removes the folder. Call it
 * under tsx (after `rerunUnderTsx`): the server and devnet are TypeScript sources.
 */
export async function startBuiltDemo({ prefix, minify = true }) {
  const { build } = await import("vite");
  const { startDevnet } = await import("@foyer/devnet");
  const serverModule = await import("@foyer/server");
  const { startRelay } = await import("@foyer/relay");
  const dir = await mkdtemp(join(tmpdir(), prefix));
  const devnet = await startDevnet();
  const relay = await startRelay({ port: 0 });
  let demo;
  let server;
  const stop = async () => {
    await demo?.close();
    await server?.close();
    await relay.stop();
    await devnet.stop();
    await rm(dir, { recursive: true, force: true });
  };
  try {
    demo = await serveStatic(dir);
    server = await startDemoBackend(serverModule, {
      devnetRpcUrl: devnet.rpcUrl,
      relayUrl: relay.url,
      demoOrigin: demo.url,
    });
    const demoRoot = join(fileURLToPath(new URL("../..", import.meta.url)), "apps/demo");
    await build({
      root: demoRoot,
      configFile: join(demoRoot, "vite.config.ts"),
      logLevel: "warn",
      build: {
        outDir: dir,
        emptyOutDir: true,
        manifest: true,
        ...(minify ? {} : { minify: false }),
      },
    });
  } catch (error) {
    await stop();
    throw error;
  }
  const account = devnet.manifest.accounts[0];
  const wallet = {
    privateKey: account.privateKey,
    chains: [{ chainId: 31337, rpcUrl: devnet.rpcUrl, name: "Foyer Devnet" }],
    mode: "approve",
  };
  return { dir, url: demo.url, relayUrl: relay.url, wallet, stop };
}

/**
 * A headless Chromium on a fresh profile with the test wallet installed as an extension is
 * (its key and signing in Node, a small provider in the page), and its first tab. `close()`
 * ends the browser and removes the profile.
 */
export async function openWalletBrowser(wallet, prefix) {
  const { chromium } = await import("playwright-core");
  const { installExtensionTestWallet } = await import("@foyer/testwallet/node");
  const profile = await mkdtemp(join(tmpdir(), prefix));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
  });
  const close = async () => {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  };
  try {
    await installExtensionTestWallet(context, wallet);
    const tab = context.pages()[0] ?? (await context.newPage());
    return { context, tab, close };
  } catch (error) {
    await close();
    throw error;
  }
}
