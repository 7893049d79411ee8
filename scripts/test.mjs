#!/usr/bin/env node
// `npm test`: every test — unit, integration, browser — in one Vitest run.
// Builds the devnet's saved chain state and the embedded wallet's frame once up front so parallel test files
// don't each compile the contracts, and checks for Chromium so browser tests
// fail with an instruction rather than obscurely.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildConsole } from "./buildConsole.mjs";
import { buildFrame } from "./buildFrame.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

if (!existsSync(chromium)) {
  console.error(
    `Browser tests need Chromium at ${chromium} and it is not there.\n` +
      "Install it with:  sudo apt-get install -y chromium\n" +
      "(or point CHROMIUM_PATH at a Chromium binary).",
  );
  process.exit(1);
}

const node = [process.execPath, "--conditions=foyer-source", "--import", "tsx"];
const build = spawnSync(node[0], [...node.slice(1), "apps/devnet/scripts/build.ts"], {
  cwd: root,
  stdio: "inherit",
});
if (build.status !== 0) process.exit(build.status ?? 1);
// The server serves the embedded wallet's frame and the operator's console from their
// builds; browser tests need them.
try {
  buildFrame();
  buildConsole();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

const reportDir = join(root, "test-results");
mkdirSync(reportDir, { recursive: true });
const reportFile = join(reportDir, "vitest.json");
const vitest = spawnSync(
  process.execPath,
  [
    join(root, "node_modules/vitest/vitest.mjs"),
    "run",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${reportFile}`,
    ...process.argv.slice(2),
  ],
  { cwd: root, stdio: "inherit" },
);

// One plain closing line that any CI can read.
if (existsSync(reportFile)) {
  const report = JSON.parse(readFileSync(reportFile, "utf8"));
  const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  console.log(
    `Tests: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${skipped} skipped`,
  );
}
process.exit(vitest.status ?? 1);
