// Measures what @foyer/react adds to a page: the initial chunk (entry plus
// the chunks it imports statically) and everything including lazy views,
// minified and gzipped, with React left out as the host already ships it.
// Run from the repo root: node packages/react/scripts/size.mjs
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

const result = await build({
  entryPoints: ["packages/react/src/index.ts"],
  bundle: true,
  minify: true,
  format: "esm",
  platform: "browser",
  splitting: true,
  write: false,
  metafile: true,
  outdir: "/tmp/foyer-react-size",
  conditions: ["foyer-source"],
  external: ["react", "react-dom", "react/jsx-runtime"],
});

const gzip = new Map(result.outputFiles.map((f) => [f.path, gzipSync(f.contents).length]));
const outputs = result.metafile.outputs;
const key = (path) => Object.keys(outputs).find((k) => path.endsWith(k.replace(/^(\.\.\/)+/, "/")));
const entry = Object.keys(outputs).find(
  (k) => outputs[k].entryPoint === "packages/react/src/index.ts",
);
const initial = new Set();
const visit = (name) => {
  if (initial.has(name)) return;
  initial.add(name);
  for (const imported of outputs[name].imports) {
    if (imported.kind === "import-statement" && outputs[imported.path]) visit(imported.path);
  }
};
visit(entry);
let initialGzip = 0;
let totalGzip = 0;
for (const file of result.outputFiles) {
  const name = key(file.path);
  const size = gzip.get(file.path);
  totalGzip += size;
  if (initial.has(name)) initialGzip += size;
  console.log(
    `${initial.has(name) ? "initial" : "lazy   "} ${String(size).padStart(6)} B gz  ${name}`,
  );
}
console.log(
  `initial: ${(initialGzip / 1024).toFixed(1)} KiB gzip, total: ${(totalGzip / 1024).toFixed(1)} KiB gzip`,
);
