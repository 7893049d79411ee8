#!/usr/bin/env node
// Builds the operator's console (apps/console → apps/console/dist), which the provider server
// serves at /console/. Skipped when the sources it is built from — and the one variable that
// changes the build, VITE_FOYER_CONSOLE_TEST_WALLET (`npm start` sets it) — have not changed
// since the last build (a content hash kept next to the build).
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { sourceHash } from "./lib/sourceHash.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const consoleDir = join(root, "apps/console");
const distDir = join(consoleDir, "dist");
const stampFile = join(distDir, ".source-hash");

// Everything that goes into the bundle: the console and the workspace packages it imports
// from source, plus the lockfile (dependency versions).
const inputs = [
  "apps/console/src",
  "apps/console/index.html",
  "apps/console/public",
  "apps/console/vite.config.ts",
  "apps/console/package.json",
  ...["core", "evm", "react", "protocol", "testwallet"].flatMap((name) => [
    `packages/${name}/src`,
    `packages/${name}/package.json`,
  ]),
  "package-lock.json",
];

/** The hash of the sources and of the test wallet setting (`env`, default the process's). */
export function consoleSourceHash(env = process.env) {
  return createHash("sha256")
    .update(sourceHash(root, inputs, (entry) => entry.endsWith(".test.ts")))
    .update("\0")
    .update(env.VITE_FOYER_CONSOLE_TEST_WALLET ?? "")
    .digest("hex");
}

/**
 * Builds the console unless dist/ already matches; returns whether it built. `testWallet`
 * (`{ rpcUrl, chainId }`) puts the development wallet in the build, as `npm start` does.
 */
export function buildConsole({ force = false, log = console.log, testWallet } = {}) {
  const env = {
    ...process.env,
    VITE_FOYER_CONSOLE_TEST_WALLET: testWallet === undefined ? "" : JSON.stringify(testWallet),
  };
  const hash = consoleSourceHash(env);
  const built =
    existsSync(join(distDir, "index.html")) &&
    existsSync(stampFile) &&
    readFileSync(stampFile, "utf8") === hash;
  if (built && !force) {
    log("console: build is up to date (apps/console/dist)");
    return false;
  }
  const result = spawnSync(
    process.execPath,
    [join(root, "node_modules/vite/bin/vite.js"), "build", "--logLevel", "warn"],
    { cwd: consoleDir, stdio: "inherit", env },
  );
  if (result.status !== 0) throw new Error(`console build failed (exit ${result.status})`);
  writeFileSync(stampFile, hash);
  log("console: built apps/console/dist");
  return true;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    buildConsole({ force: process.argv.includes("--force") });
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
