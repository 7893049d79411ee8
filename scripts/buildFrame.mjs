#!/usr/bin/env node
// Builds the embedded wallet's frame (apps/frame → apps/frame/dist), which the
// provider server serves at /frame/. Skipped when the sources it is built from
// have not changed since the last build (a content hash kept next to the build),
// so `npm test` pays for it once per change, not on every run.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { sourceHash } from "./lib/sourceHash.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const frameDir = join(root, "apps/frame");
const distDir = join(frameDir, "dist");
const stampFile = join(distDir, ".source-hash");

// Everything that goes into the bundle: the frame and the workspace packages it imports from
// source, plus the lockfile (dependency versions).
const inputs = [
  "apps/frame/src",
  "apps/frame/index.html",
  "apps/frame/vite.config.ts",
  "apps/frame/package.json",
  "packages/embedded/src",
  "packages/embedded/package.json",
  "packages/core/src",
  "packages/core/package.json",
  "packages/protocol/src",
  "packages/protocol/package.json",
  "packages/smartaccount/src",
  "packages/smartaccount/package.json",
  "package-lock.json",
];

export function frameSourceHash() {
  return sourceHash(root, inputs);
}

/** Builds the frame unless dist/ already matches the sources; returns whether it built. */
export function buildFrame({ force = false, log = console.log } = {}) {
  const hash = frameSourceHash();
  const built =
    existsSync(join(distDir, "index.html")) &&
    existsSync(stampFile) &&
    readFileSync(stampFile, "utf8") === hash;
  if (built && !force) {
    log("frame: build is up to date (apps/frame/dist)");
    return false;
  }
  const result = spawnSync(
    process.execPath,
    [join(root, "node_modules/vite/bin/vite.js"), "build", "--logLevel", "warn"],
    { cwd: frameDir, stdio: "inherit" },
  );
  if (result.status !== 0) throw new Error(`frame build failed (exit ${result.status})`);
  writeFileSync(stampFile, hash);
  log("frame: built apps/frame/dist");
  return true;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    buildFrame({ force: process.argv.includes("--force") });
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
