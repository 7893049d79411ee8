// Builds dist/inject.js: one self-contained IIFE (viem included) that a
// browser test injects with page.addInitScript. Written to a temporary file
// and renamed, so parallel test files never read half a bundle.
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const outfile = join(root, "dist", "inject.js");

const result = await build({
  entryPoints: [join(root, "src", "inject.ts")],
  bundle: true,
  format: "iife",
  platform: "browser",
  target: "es2022",
  // Workspace packages (@foyer/protocol) are read from their sources, as everywhere in
  // development and tests: their dist/ exists only after `npm run build`.
  conditions: ["foyer-source"],
  minify: true,
  write: false,
  outfile,
  logLevel: "warning",
});
const [output] = result.outputFiles;
mkdirSync(dirname(outfile), { recursive: true });
const temporary = `${outfile}.${process.pid}.tmp`;
writeFileSync(temporary, output.contents);
renameSync(temporary, outfile);
