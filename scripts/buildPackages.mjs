#!/usr/bin/env node
// `npm run build:packages`: emits every publishable package (scripts/lib/publishable.mjs)
// into its `dist/` — ESM `.js` with `.d.ts` — through the package's own `build` script.
// A package builds once the @foyer packages it depends on have (it reads their `.d.ts`);
// packages whose dependencies are built run side by side, one per CPU core. `dist/` is
// emptied first so a file removed from `src/` cannot linger in a tarball. Prints each
// package's seconds and the total. `--no-check` hands `--noCheck` to the build (tsc then
// emits the same files without type-checking them again), for callers that ran
// `npm run typecheck` already, as CI does before its tests.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { availableParallelism } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { publishableWorkspaces } from "./lib/publishable.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const { values } = parseArgs({ options: { "no-check": { type: "boolean", default: false } } });
const buildArgs = ["run", "build", "--silent", ...(values["no-check"] ? ["--", "--noCheck"] : [])];
const started = performance.now();
const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1);

function build(pkg) {
  const begun = performance.now();
  rmSync(join(pkg.dir, "dist"), { recursive: true, force: true });
  return new Promise((resolve, reject) => {
    const child = spawn(npm, buildArgs, { cwd: pkg.dir, stdio: "inherit" });
    child.once("error", reject);
    child.once("exit", (code) => {
      if (code !== 0) reject(new Error(`${pkg.name}: build failed (${code})`));
      else {
        console.log(`built ${pkg.name} in ${seconds(begun)} s`);
        resolve();
      }
    });
  });
}

const packages = publishableWorkspaces(root);
const names = new Set(packages.map((pkg) => pkg.name));
const needs = (pkg) => Object.keys(pkg.manifest.dependencies ?? {}).filter((n) => names.has(n));
const done = new Set();
const running = new Map();
const waiting = [...packages];
const slots = Math.max(1, availableParallelism());
try {
  while (waiting.length > 0 || running.size > 0) {
    for (const pkg of [...waiting]) {
      if (running.size >= slots) break;
      if (!needs(pkg).every((name) => done.has(name))) continue;
      waiting.splice(waiting.indexOf(pkg), 1);
      running.set(
        pkg.name,
        build(pkg).then(() => pkg.name),
      );
    }
    if (running.size === 0) throw new Error("packages wait on each other: a dependency cycle");
    const finished = await Promise.race(running.values());
    running.delete(finished);
    done.add(finished);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
console.log(`packages built in ${seconds(started)} s`);
