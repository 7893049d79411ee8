#!/usr/bin/env node
// Packed-app check (run on demand: `node bench/packedApp.mjs`): what a stranger gets from npm.
// 1. `npm run build:packages`, then `npm run pack:packages` into a temporary directory.
// 2. A fresh project in the system's temp dir (outside the workspace) installs the tarballs
//    the packages' README install lines name (other @foyer packages they pull in come from
//    their tarballs too, through `overrides`) plus react, react-dom, viem, vite,
//    @vitejs/plugin-react, typescript and React's types at the versions the workspace pins,
//    from the npm registry through the usual npm cache.
// 3. Its app is @foyer/react's README quick start, with its chain and server URL made local;
//    `tsc --noEmit` checks it and every other package's README quick start against the
//    packed declarations, and `vite build` bundles the app (lazy chunks must survive: a
//    consumer's bundler splits them).
// 4. With a devnet and the provider server started, headless Chromium opens the built app
//    with the Foyer Test Wallet injected, clicks "Connect wallet", picks the wallet and waits
//    for the button to show the account's address.
// Prints each step's seconds, the tarball sizes and the app's JS (gzip -9). Exits non-zero
// when any step fails. Needs the workspace's devnet and server, so it re-runs itself under
// tsx with the foyer-source condition, like the other browser benchmarks.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { initialChunkFiles, rerunUnderTsx, serveStatic } from "./lib/harness.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..");

rerunUnderTsx(import.meta.url);

const { chromium } = await import("playwright-core");
const { startDevnet } = await import("@foyer/devnet");
const { loadConfig, startServer } = await import("@foyer/server");
const { testWalletInitScript } = await import("@foyer/testwallet/node");

const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const KiB = 1024;
const kib = (bytes) => `${(bytes / KiB).toFixed(1)} KiB`;
const timings = [];

/** Runs a step, records its seconds and prints them. */
async function step(name, run) {
  const started = performance.now();
  const result = await run();
  const seconds = (performance.now() - started) / 1000;
  timings.push({ name, seconds });
  console.log(`${name}: ${seconds.toFixed(1)} s`);
  return result;
}

/** Runs a command to completion, failing with its output when it fails. */
function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: "utf8", ...options });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(" ")} failed (${result.status})\n${result.stdout}\n${result.stderr}`,
    );
  }
  return result.stdout;
}

/** The version the workspace's lockfile installs for a package. */
function pinned(name) {
  const lock = JSON.parse(readFileSync(join(root, "package-lock.json"), "utf8"));
  const version = lock.packages[`node_modules/${name}`]?.version;
  if (!version) throw new Error(`the workspace pins no version of ${name}`);
  return version;
}

/** A README's quick start: the packages of its install line and its code (```ts or ```tsx). */
function readQuickStart(readmeFile) {
  const readme = readFileSync(readmeFile, "utf8");
  const section = readme.split("\n## Quick start\n")[1]?.split("\n## ")[0];
  const install = section?.match(/```sh\nnpm install ([^\n]+)\n```/)?.[1];
  const block = section?.match(/```(tsx?)\n([\s\S]+?)```/);
  if (!install || !block) throw new Error(`${readmeFile} has no quick start`);
  return { packages: install.trim().split(/\s+/), extension: block[1], code: block[2] };
}

/** Replaces `from` in the quick start once, failing when the README no longer has it. */
function replaceOnce(code, from, to) {
  const parts = code.split(from);
  if (parts.length !== 2) throw new Error(`the quick start should contain ${from} once`);
  return parts.join(to);
}

const work = mkdtempSync(join(tmpdir(), "foyer-packed-"));
const tarballDir = join(work, "tarballs");
const app = join(work, "app");
const devnet = await startDevnet();
let server;
let browser;
const statics = [];
try {
  await step("npm run build:packages", () =>
    run(npm, ["run", "build:packages", "--silent"], { cwd: root }),
  );
  const packed = await step("npm run pack:packages", () =>
    JSON.parse(
      run(npm, ["run", "pack:packages", "--silent", "--", "--out", tarballDir], { cwd: root }),
    ),
  );
  for (const pkg of packed) {
    console.log(
      `  ${pkg.name.padEnd(22)} ${kib(pkg.size).padStart(10)} packed, ${kib(pkg.unpackedSize).padStart(10)} unpacked, ${pkg.files.length} files`,
    );
  }

  // Every package's quick start is type-checked; @foyer/react's is the app that runs.
  const quickStarts = packed.map((pkg) => ({
    name: pkg.name,
    ...readQuickStart(join(root, pkg.workspace, "README.md")),
  }));
  const quickStart = quickStarts.find((entry) => entry.name === "@foyer/react");
  const tarballOf = new Map(packed.map((pkg) => [pkg.name, pkg.tarball]));
  const fromTarball = (name) => `file:${tarballOf.get(name)}`;
  const dependencies = {};
  for (const name of new Set(quickStarts.flatMap((entry) => entry.packages))) {
    dependencies[name] = tarballOf.has(name) ? fromTarball(name) : pinned(name);
  }
  const overrides = Object.fromEntries(
    packed
      .filter((pkg) => !(pkg.name in dependencies))
      .map((pkg) => [pkg.name, fromTarball(pkg.name)]),
  );
  const devDependencies = Object.fromEntries(
    ["vite", "@vitejs/plugin-react", "typescript", "@types/react", "@types/react-dom"].map(
      (name) => [name, pinned(name)],
    ),
  );
  mkdirSync(join(app, "src"), { recursive: true });
  writeFileSync(
    join(app, "package.json"),
    JSON.stringify(
      {
        name: "packed-app",
        private: true,
        type: "module",
        dependencies,
        devDependencies,
        overrides,
      },
      null,
      2,
    ),
  );
  await step("npm install (fresh project, tarballs + registry)", () =>
    run(npm, ["install", "--prefer-offline", "--no-audit", "--no-fund"], { cwd: app }),
  );
  // Every @foyer package in the tree must be a packed tarball, never something else.
  const lock = JSON.parse(readFileSync(join(app, "package-lock.json"), "utf8"));
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (!path.includes("node_modules/@foyer/")) continue;
    if (!entry.resolved?.startsWith("file:") || !entry.resolved.endsWith(".tgz")) {
      throw new Error(`${path} was not installed from a packed tarball (${entry.resolved})`);
    }
  }
  const installed = Object.keys(lock.packages).filter((p) => p.includes("node_modules/@foyer/"));
  console.log(
    `  @foyer packages installed from tarballs: ${installed.map((p) => basename(p)).join(", ")}`,
  );

  // The app's origin must be in the server's allow-list before it starts.
  const appStatic = await serveStatic(join(app, "dist"));
  statics.push(appStatic);
  server = await startServer(
    loadConfig({
      PORT: "0",
      DEVNET_RPC_URL: devnet.rpcUrl,
      FOYER_DATA_DIR: "memory://",
      DEMO_ORIGINS: appStatic.url,
      LOG_LEVEL: "warn",
    }),
  );

  let code = quickStart.code;
  code = replaceOnce(
    code,
    'import { mainnet } from "viem/chains";',
    'import { anvil } from "viem/chains";',
  );
  code = replaceOnce(
    code,
    "evmChainToCaipNetwork(mainnet)",
    `evmChainToCaipNetwork({ ...anvil, rpcUrls: { default: { http: [${JSON.stringify(devnet.rpcUrl)}] } } })`,
  );
  code = replaceOnce(code, '"https://foyer.example.com"', JSON.stringify(server.url));
  writeFileSync(join(app, "src/main.tsx"), code);
  for (const entry of quickStarts.filter((other) => other !== quickStart)) {
    const file = `quickStart-${entry.name.split("/")[1]}.${entry.extension}`;
    writeFileSync(join(app, "src", file), entry.code);
  }
  writeFileSync(
    join(app, "index.html"),
    '<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8"><title>Packed Foyer app</title></head>\n' +
      '<body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body>\n</html>\n',
  );
  writeFileSync(
    join(app, "vite.config.mjs"),
    'import react from "@vitejs/plugin-react";\nimport { defineConfig } from "vite";\n\nexport default defineConfig({ plugins: [react()] });\n',
  );
  writeFileSync(
    join(app, "tsconfig.json"),
    JSON.stringify({
      compilerOptions: {
        target: "ES2022",
        lib: ["ES2023", "DOM", "DOM.Iterable"],
        module: "ESNext",
        moduleResolution: "bundler",
        jsx: "react-jsx",
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        types: [],
      },
      include: ["src"],
    }),
  );
  // Libraries are checked too (skipLibCheck off), so a declaration of ours that only compiles
  // in the workspace fails here; other libraries' own errors are counted, not ours to fix.
  const typeErrors = await step(
    `tsc --noEmit (${quickStarts.length} READMEs' quick starts against the packed .d.ts)`,
    () => {
      const result = spawnSync(
        process.execPath,
        [join(app, "node_modules/typescript/bin/tsc"), "-p", "."],
        { cwd: app, encoding: "utf8" },
      );
      const errors = result.stdout
        .split("\n")
        .filter((line) => /^\S+\(\d+,\d+\): error /.test(line));
      if (result.status !== 0 && errors.length === 0) {
        throw new Error(`tsc failed (${result.status})\n${result.stdout}${result.stderr}`);
      }
      return errors;
    },
  );
  const ours = typeErrors.filter((line) => /^(src\/|node_modules\/@foyer\/)/.test(line));
  if (ours.length > 0) throw new Error(`the quick starts do not type-check:\n${ours.join("\n")}`);
  const others = new Set(
    typeErrors.map((line) => line.match(/^node_modules\/((@[^/]+\/)?[^/]+)/)?.[1]),
  );
  console.log(
    `  no errors in the quick starts or @foyer declarations; ${typeErrors.length} in other libraries' (${[...others].join(", ") || "none"})`,
  );
  await step("vite build", () =>
    run(
      process.execPath,
      [join(app, "node_modules/vite/bin/vite.js"), "build", "--manifest", "--logLevel", "warn"],
      { cwd: app },
    ),
  );
  const outDir = join(app, "dist");
  const manifest = JSON.parse(readFileSync(join(outDir, ".vite/manifest.json"), "utf8"));
  const lazy = Object.values(manifest).filter((chunk) => chunk.isDynamicEntry);
  const gz = (file) => gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
  const initial = [...initialChunkFiles(outDir)];
  const all = readdirSync(join(outDir, "assets")).filter((file) => file.endsWith(".js"));
  console.log(
    `  app JS: first load ${kib(initial.reduce((sum, file) => sum + gz(file), 0))} gzip in ${initial.length} chunk(s);` +
      ` total ${kib(all.reduce((sum, file) => sum + gz(`assets/${file}`), 0))} in ${all.length} chunks, ${lazy.length} of them lazy (import())`,
  );
  if (lazy.length === 0)
    throw new Error("the packed packages' import() calls produced no lazy chunk");

  const profile = mkdtempSync(join(tmpdir(), "foyer-packed-profile-"));
  statics.push({ close: async () => rmSync(profile, { recursive: true, force: true }) });
  browser = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
  });
  const account = devnet.manifest.accounts[0];
  await browser.addInitScript({
    content: testWalletInitScript({
      privateKey: account.privateKey,
      chains: [{ chainId: 31337, rpcUrl: devnet.rpcUrl, name: "Foyer Devnet" }],
      mode: "approve",
      panel: false,
    }),
  });
  const page = await browser.newPage();
  const pageErrors = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  const shown = `${account.address.slice(0, 6)}…${account.address.slice(-6)}`;
  await step(
    "Chromium: page load → Connect wallet → Foyer Test Wallet → address shown",
    async () => {
      await page.goto(appStatic.url);
      await page.getByRole("button", { name: "Connect wallet" }).click();
      await page
        .getByRole("dialog")
        .getByRole("button", { name: /Foyer Test Wallet/ })
        .click();
      await page.getByRole("button", { name: new RegExp(shown) }).waitFor({ timeout: 30_000 });
    },
  );
  if (pageErrors.length > 0) throw new Error(`the page threw: ${pageErrors.join("; ")}`);
  console.log(`  connected: the button shows ${shown}`);
  console.log(
    `total: ${timings.reduce((sum, t) => sum + t.seconds, 0).toFixed(1)} s over ${timings.length} steps`,
  );
} finally {
  await browser?.close();
  for (const running of statics) await running.close();
  await server?.close();
  await devnet.stop();
  if (!process.env.KEEP) rmSync(work, { recursive: true, force: true });
  else console.log(`kept ${work}`);
}
