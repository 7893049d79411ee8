#!/usr/bin/env node
// `npm run build:packages`: emits every publishable package (scripts/lib/publishable.mjs)
// into its `dist/` — ESM `.js` with `.d.ts` — through the package's own `build` script,
// each after the @foyer packages it depends on. `dist/` is emptied first so a file
// removed from `src/` cannot linger in a tarball. Prints each package's seconds.
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { publishableWorkspaces } from "./lib/publishable.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const started = performance.now();

for (const pkg of publishableWorkspaces(root)) {
  const begun = performance.now();
  rmSync(join(pkg.dir, "dist"), { recursive: true, force: true });
  const built = spawnSync(npm, ["run", "build", "--silent"], { cwd: pkg.dir, stdio: "inherit" });
  if (built.status !== 0) {
    console.error(`${pkg.name}: build failed (${relative(root, pkg.dir)})`);
    process.exit(built.status ?? 1);
  }
  console.log(`built ${pkg.name} in ${((performance.now() - begun) / 1000).toFixed(1)} s`);
}
console.log(`packages built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
