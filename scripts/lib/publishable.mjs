// The packages Foyer publishes to npm and the shape they are published in.
//
// Publishable = a workspace under packages/ whose package.json is not `private`
// (testwallet stays private: it holds a key in the page). The list is read from the
// root package.json each time, so a new chain package is picked up once it drops
// `private`. Workspace code reads the TypeScript sources through the `foyer-source`
// export condition; a published package carries only `dist/` and a manifest with that
// condition (and entries that exist only for the workspace) taken out.
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const WORKSPACE_CONDITION = "foyer-source";

/** Reads a JSON file. */
function readJson(file) {
  return JSON.parse(readFileSync(file, "utf8"));
}

/**
 * The publishable workspaces, each after the @foyer packages it depends on, so building
 * them in this order finds every dependency's declarations in its `dist/`.
 * @returns {{ name: string, dir: string, manifest: Record<string, any> }[]}
 */
export function publishableWorkspaces(root) {
  const workspaces = readJson(join(root, "package.json")).workspaces ?? [];
  const found = workspaces
    .filter((path) => path.startsWith("packages/"))
    .map((path) => ({ dir: join(root, path), file: join(root, path, "package.json") }))
    .filter(({ file }) => existsSync(file))
    .map(({ dir, file }) => ({ dir, manifest: readJson(file) }))
    .filter(({ manifest }) => manifest.private !== true && manifest.exports !== undefined)
    .map(({ dir, manifest }) => ({ name: manifest.name, dir, manifest }));
  const byName = new Map(found.map((pkg) => [pkg.name, pkg]));
  const ordered = [];
  const visiting = new Set();
  const visit = (pkg) => {
    if (ordered.includes(pkg)) return;
    if (visiting.has(pkg.name)) throw new Error(`${pkg.name}: a dependency cycle between packages`);
    visiting.add(pkg.name);
    for (const dependency of Object.keys(pkg.manifest.dependencies ?? {})) {
      const inner = byName.get(dependency);
      if (inner) visit(inner);
      else if (dependency.startsWith("@foyer/"))
        throw new Error(`${pkg.name} depends on ${dependency}, which is not published`);
    }
    visiting.delete(pkg.name);
    ordered.push(pkg);
  };
  for (const pkg of found) visit(pkg);
  return ordered;
}

/**
 * One `exports` entry as published: the workspace condition dropped, `default` beside
 * `import` for resolvers that know neither. An entry with nothing but the workspace
 * condition (test helpers read from source) is not published: `undefined`.
 */
function publishedEntry(entry) {
  if (typeof entry === "string") return entry;
  const { [WORKSPACE_CONDITION]: _source, ...rest } = entry;
  if (Object.keys(rest).length === 0) return undefined;
  if (rest.import !== undefined && rest.default === undefined) rest.default = rest.import;
  return rest;
}

/** The manifest npm publishes for a workspace package. */
export function publishedManifest(manifest) {
  const exports = {};
  for (const [subpath, entry] of Object.entries(manifest.exports)) {
    const published = publishedEntry(entry);
    if (published !== undefined) exports[subpath] = published;
  }
  const { scripts: _scripts, devDependencies: _dev, files: _files, ...rest } = manifest;
  const sideEffects = Array.isArray(manifest.sideEffects)
    ? manifest.sideEffects.filter((path) => !path.includes("/src/"))
    : manifest.sideEffects;
  return { ...rest, sideEffects, exports, files: ["dist"] };
}

/** Every file a published `exports` entry points at, relative to the package ("./dist/…"). */
export function exportTargets(exports) {
  const targets = new Set();
  const walk = (value) => {
    if (typeof value === "string") targets.add(value);
    else if (value && typeof value === "object")
      for (const inner of Object.values(value)) walk(inner);
  };
  walk(exports);
  return [...targets];
}

/**
 * Copies what npm should pack into `into`: `dist/`, the README, the repository's
 * licence and the published manifest. Fails when an export points at a file the build
 * did not emit, so a missing build cannot produce a tarball that resolves nowhere.
 */
export function stagePackage(root, pkg, into) {
  mkdirSync(into, { recursive: true });
  const manifest = publishedManifest(pkg.manifest);
  const missing = exportTargets(manifest.exports).filter(
    (target) => !existsSync(join(pkg.dir, target)),
  );
  if (missing.length > 0) {
    throw new Error(
      `${pkg.name}: ${missing.join(", ")} not built (run \`npm run build:packages\` first)`,
    );
  }
  cpSync(join(pkg.dir, "dist"), join(into, "dist"), { recursive: true });
  for (const file of ["README.md"]) {
    if (existsSync(join(pkg.dir, file))) cpSync(join(pkg.dir, file), join(into, file));
  }
  cpSync(join(root, "LICENSE"), join(into, "LICENSE"));
  writeFileSync(join(into, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
