#!/usr/bin/env node
// `npm run pack:packages [-- --out DIR] [-- --dry-run] [-- --stage DIR]`: the tarballs
// Foyer publishes. Each publishable package (scripts/lib/publishable.mjs) is staged — its
// built `dist/`, README, the licence and the published manifest (no `foyer-source`
// condition, no workspace-only entries, no scripts) — and packed there with `npm pack`.
// Build first (`npm run build:packages`). Prints one JSON array: per package its name,
// version, tarball (absent with --dry-run), size, unpacked size, the files packed, the
// published manifest, the staged directory and the workspace folder. `npm publish <tarball>` publishes one.
// Staging happens in DIR/node_modules/<name> (so DIR resolves the packages as a consumer
// would) and is kept with --stage; otherwise in a temporary directory removed at the end.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { publishableWorkspaces, stagePackage } from "./lib/publishable.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const { values } = parseArgs({
  options: {
    out: { type: "string" },
    stage: { type: "string" },
    "dry-run": { type: "boolean", default: false },
  },
});
const dryRun = values["dry-run"];
const out = resolve(values.out ?? join(root, ".data/packages"));
const staging = values.stage ? resolve(values.stage) : mkdtempSync(join(tmpdir(), "foyer-stage-"));
if (!dryRun) mkdirSync(out, { recursive: true });

const packed = [];
for (const pkg of publishableWorkspaces(root)) {
  const dir = join(staging, "node_modules", pkg.name);
  let manifest;
  try {
    manifest = stagePackage(root, pkg, dir);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
  const args = ["pack", "--json", ...(dryRun ? ["--dry-run"] : ["--pack-destination", out])];
  const result = spawnSync(npm, args, { cwd: dir, encoding: "utf8" });
  if (result.status !== 0) {
    console.error(`${pkg.name}: npm pack failed\n${result.stderr}`);
    process.exit(result.status ?? 1);
  }
  const [report] = JSON.parse(result.stdout);
  packed.push({
    name: report.name,
    version: report.version,
    ...(dryRun ? {} : { tarball: join(out, report.filename) }),
    size: report.size,
    unpackedSize: report.unpackedSize,
    files: report.files.map((file) => file.path),
    manifest,
    staged: dir,
    workspace: relative(root, pkg.dir),
  });
}
if (!values.stage) rmSync(staging, { recursive: true, force: true });
console.log(JSON.stringify(packed, null, 2));
