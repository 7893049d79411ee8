#!/usr/bin/env node
// Builds the Next.js example (apps/next → apps/next/.next) with `next build --webpack`.
// Skipped when the sources it is built from have not changed since the last build (a content
// hash kept in the build folder), so `npm start` and its browser test pay for it once per change.
import { spawn } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { sourceHash } from "./lib/sourceHash.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const appDir = join(root, "apps/next");
const buildDir = join(appDir, ".next");
const stampFile = join(buildDir, ".source-hash");
// Folders and files the build itself writes (next-env.d.ts, tsbuildinfo) are not inputs.
const skipped = new Set(["node_modules", "dist", ".next", ".data", "next-env.d.ts"]);

// The app and every workspace package it may import from source, plus dependency versions.
const inputs = ["apps/next", "packages", "package-lock.json"];

export function nextSourceHash() {
  return sourceHash(
    root,
    inputs,
    (entry) => skipped.has(entry) || /\.(test\.tsx?|tsbuildinfo)$/.test(entry),
  );
}

/** The environment every `next` command of this repo runs with: no telemetry, ever. */
export const nextEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };

/**
 * Builds the example unless .next/ already matches the sources; resolves with whether it
 * built. Asynchronous, so callers start other things while webpack compiles.
 */
export async function buildNext({ force = false, log = console.log } = {}) {
  const hash = nextSourceHash();
  const built =
    existsSync(join(buildDir, "BUILD_ID")) &&
    existsSync(stampFile) &&
    readFileSync(stampFile, "utf8") === hash;
  if (built && !force) {
    log("next: build is up to date (apps/next/.next)");
    return false;
  }
  log("next: building apps/next (next build --webpack)…");
  const started = performance.now();
  const output = [];
  const code = await new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [join(root, "node_modules/next/dist/bin/next"), "build", "--webpack"],
      { cwd: appDir, env: nextEnv, stdio: ["ignore", "pipe", "pipe"] },
    );
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("error", reject);
    child.on("exit", resolve);
  });
  if (code !== 0) {
    throw new Error(`next build failed (exit ${code}):\n${Buffer.concat(output).toString()}`);
  }
  writeFileSync(stampFile, hash);
  log(`next: built apps/next in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  buildNext({ force: process.argv.includes("--force") }).catch((error) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}
