#!/usr/bin/env node
// Which modules make up the demo's first load (run on demand:
// `node bench/bundleModules.mjs [TOP]`). Builds the demo for production
// into a temporary directory and prints, for the chunks the page loads
// before `load` (entry + static imports), each chunk's gzip -9 size, then the
// rendered (pre-minification) bytes per package and per module. Use it to
// find what to make lazy; bench/bundle.mjs gives the figures to compare.
import { spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..");

if (!process.env.FOYER_BENCH_CHILD) {
  const child = spawnSync(
    process.execPath,
    [
      "--conditions=foyer-source",
      "--import",
      "tsx",
      fileURLToPath(import.meta.url),
      ...process.argv.slice(2),
    ],
    { stdio: "inherit", env: { ...process.env, FOYER_BENCH_CHILD: "1" } },
  );
  process.exit(child.status ?? 1);
}

const { build } = await import("vite");
const top = Number(process.argv[2] ?? 40);
const demo = join(root, "apps/demo");
const outDir = await mkdtemp(join(tmpdir(), "foyer-bundle-modules-"));

/** "react-dom", "@wagmi/core", "viem/utils" (viem by folder), or a workspace folder. */
function packageOf(id) {
  const inModules = id.split("node_modules/").at(-1);
  if (inModules !== id) {
    const parts = inModules.split("/");
    const name = parts[0].startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
    const esm = inModules.split("/_esm/")[1];
    return esm ? `${name}/${esm.split("/")[0]}` : name;
  }
  return id.replace(`${root}/`, "").split("/").slice(0, 4).join("/");
}

let bundle;
try {
  await build({
    root: demo,
    configFile: join(demo, "vite.config.ts"),
    logLevel: "warn",
    build: { outDir, emptyOutDir: true },
    plugins: [
      { name: "foyer-bundle-modules", generateBundle: (_options, output) => (bundle = output) },
    ],
  });
} finally {
  await rm(outDir, { recursive: true, force: true });
}

const chunks = Object.values(bundle).filter((item) => item.type === "chunk");
const initial = new Set();
const visit = (fileName) => {
  if (initial.has(fileName)) return;
  initial.add(fileName);
  for (const next of bundle[fileName].imports) visit(next);
};
for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName);
// A manual chunk group can take over the HTML entry: start from the page's script tags too.
const html = bundle["index.html"]?.source?.toString() ?? "";
for (const [, src] of html.matchAll(/<script[^>]*\ssrc="\/([^"]+\.js)"/g))
  if (bundle[src]) visit(src);

const modules = [];
let gzip = 0;
for (const chunk of chunks.filter((c) => initial.has(c.fileName))) {
  const size = gzipSync(chunk.code, { level: 9 }).length;
  gzip += size;
  console.log(`${chunk.fileName}: ${(size / 1024).toFixed(1)} KiB gzip`);
  for (const [id, info] of Object.entries(chunk.modules)) modules.push([id, info.renderedLength]);
}
console.log(`first load: ${initial.size} chunks, ${(gzip / 1024).toFixed(1)} KiB gzip\n`);
const byPackage = new Map();
for (const [id, bytes] of modules)
  byPackage.set(packageOf(id), (byPackage.get(packageOf(id)) ?? 0) + bytes);
const table = (rows) =>
  rows
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, bytes]) => `${String(bytes).padStart(8)}  ${name}`)
    .join("\n");
console.log(`rendered bytes by package (top ${top}):\n${table([...byPackage])}\n`);
console.log(
  `rendered bytes by module (top ${top}):\n${table(modules.map(([id, bytes]) => [id.replace(`${root}/`, ""), bytes]))}`,
);
