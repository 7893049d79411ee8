#!/usr/bin/env node
// `npm run size`: the demo's first-load JS against its budget. Builds the demo for
// production, sums gzip -9 of every chunk the page loads before it can paint (the entry,
// the scripts its HTML names and all they import statically, from Vite's manifest) and
// fails when the sum is over `size-budget.json`. Sizes are deterministic for a given
// lockfile, so this runs in CI; timings stay in bench/.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { initialChunkFiles } from "./lib/initialChunks.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const budget = JSON.parse(readFileSync(join(root, "size-budget.json"), "utf8"));
const outDir = mkdtempSync(join(tmpdir(), "foyer-size-"));
const KiB = 1024;

try {
  const built = spawnSync(
    process.execPath,
    [
      join(root, "node_modules/vite/bin/vite.js"),
      "build",
      "--outDir",
      outDir,
      "--emptyOutDir",
      "--manifest",
      "--logLevel",
      "warn",
    ],
    { cwd: join(root, "apps/demo"), stdio: "inherit" },
  );
  if (built.status !== 0) process.exit(built.status ?? 1);
  const files = [...initialChunkFiles(outDir)];
  const sizes = files.map((file) => ({
    file,
    bytes: gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length,
  }));
  const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0);
  for (const { file, bytes } of sizes)
    console.log(`  ${(bytes / KiB).toFixed(1).padStart(7)} KiB  ${file}`);
  const limit = budget.demoFirstLoadKiB * KiB;
  const verdict = total <= limit ? "within" : "OVER";
  console.log(
    `Demo first-load JS: ${(total / KiB).toFixed(1)} KiB gzip, ${verdict} the budget of ${budget.demoFirstLoadKiB} KiB`,
  );
  if (total > limit) {
    console.error(
      "Something now loads eagerly that did not: load feature views and chain code lazily " +
        "(see `node bench/bundleModules.mjs` for what the first load is made of).",
    );
    process.exitCode = 1;
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
