import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, realpathSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, inject, it } from "vitest";

const packed = inject("packed");
const stage = inject("stage");
const repoRoot = inject("repoRoot");

const EXACT_VERSION = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/;
const PACKAGE_FILES = new Set(["package.json", "README.md", "LICENSE"]);
/**
 * Libraries an app that uses Foyer also imports itself: a published package takes them as
 * peers, so the app's copy is the only one (one viem, one wagmi store, one React).
 */
const SHARED_LIBRARIES = [
  "react",
  "react-dom",
  "viem",
  "@wagmi/core",
  "wagmi",
  "@solana/kit",
  "@solana/rpc-spec-types",
];

/** The entry's conditions, for an `exports` value that must be a conditions object. */
function conditionsOf(entry: unknown): Record<string, string> {
  if (typeof entry !== "object" || entry === null) throw new Error(`not conditions: ${entry}`);
  return entry as Record<string, string>;
}

/** `@foyer/core` + `./testing` → `@foyer/core/testing`. */
const specifierOf = (name: string, subpath: string) =>
  subpath === "." ? name : `${name}/${subpath.slice(2)}`;

/** Where Node's ESM resolver (import condition) takes each specifier from `dir`. */
function nodeResolves(dir: string, specifiers: string[]): string[] {
  const result = spawnSync(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      "for (const s of JSON.parse(process.argv[1])) console.log(import.meta.resolve(s));",
      JSON.stringify(specifiers),
    ],
    { cwd: dir, encoding: "utf8" },
  );
  if (result.status !== 0) throw new Error(result.stderr);
  return result.stdout
    .trim()
    .split("\n")
    .map((url) => fileURLToPath(url));
}

/** Where TypeScript finds a specifier's declarations, imported from a module in `dir`. */
function typesResolve(dir: string, specifier: string, resolution: "bundler" | "nodenext") {
  const options: ts.CompilerOptions =
    resolution === "bundler"
      ? { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler }
      : { module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext };
  const resolved = ts.resolveModuleName(
    specifier,
    join(dir, "app.mts"),
    options,
    ts.sys,
    undefined,
    undefined,
    ts.ModuleKind.ESNext,
  ).resolvedModule?.resolvedFileName;
  return resolved === undefined ? undefined : realpathSync(resolved);
}

/** The specifiers of a module's `import("…")` calls (comments and strings aside). */
function dynamicImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      found.push(argument && ts.isStringLiteralLike(argument) ? argument.text : "<computed>");
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every file under `dir`, relative to it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

describe("the publishable packages", () => {
  it("are every workspace under packages/ that is not private, core's dependencies included", () => {
    const workspaces = readdirSync(join(repoRoot, "packages")).filter((dir) =>
      existsSync(join(repoRoot, "packages", dir, "package.json")),
    );
    const published = new Set(packed.map((pkg) => pkg.workspace));
    for (const dir of workspaces) {
      const manifest = JSON.parse(
        readFileSync(join(repoRoot, "packages", dir, "package.json"), "utf8"),
      );
      expect({ dir, published: published.has(`packages/${dir}`) }).toEqual({
        dir,
        published: manifest.private !== true,
      });
    }
    expect(packed.map((pkg) => pkg.name)).toEqual(
      expect.arrayContaining(["@foyer/protocol", "@foyer/core", "@foyer/evm", "@foyer/react"]),
    );
  });

  it("include @foyer/react's views as import() targets, which a bundler makes lazy chunks", () => {
    const react = packed.find((pkg) => pkg.name === "@foyer/react");
    const registry = join(react?.staged ?? "", "dist/modal/viewRegistry.js");
    expect(dynamicImports(registry)).toContain("../views/AllWallets/AllWallets.js");
  });
});

describe.each(packed.map((pkg) => [pkg.name, pkg] as const))("%s as published", (name, pkg) => {
  const entries = Object.entries(pkg.manifest.exports);

  it("is public, with exact dependency versions and its @foyer dependencies at their packed versions", () => {
    expect(pkg.manifest.private).toBeUndefined();
    expect(pkg.manifest.sideEffects).toBeDefined();
    const versionOf = new Map(packed.map((other) => [other.name, other.version]));
    for (const [dependency, version] of Object.entries(pkg.manifest.dependencies ?? {})) {
      expect({ dependency, version }).toEqual({
        dependency,
        version: expect.stringMatching(EXACT_VERSION),
      });
      if (dependency.startsWith("@foyer/")) expect(version).toBe(versionOf.get(dependency));
    }
  });

  it("takes the libraries a dApp also uses as peers with a semver range, the workspace pinning one exact version in it", () => {
    const workspace = JSON.parse(
      readFileSync(join(repoRoot, pkg.workspace, "package.json"), "utf8"),
    ) as { devDependencies?: Record<string, string> };
    const peers = pkg.manifest.peerDependencies ?? {};
    for (const library of SHARED_LIBRARIES) {
      expect(pkg.manifest.dependencies ?? {}, `${library} is a peer`).not.toHaveProperty(library);
    }
    for (const [library, range] of Object.entries(peers)) {
      expect({ library, range }).toEqual({
        library,
        range: expect.stringMatching(/^\^\d+\.\d+\.\d+$/),
      });
      const pinned = workspace.devDependencies?.[library] ?? "";
      expect({ library, pinned }).toEqual({
        library,
        pinned: expect.stringMatching(EXACT_VERSION),
      });
      const [major, minor] = range.slice(1).split(".").map(Number);
      const [pinnedMajor, pinnedMinor] = pinned.split(".").map(Number);
      expect(pinnedMajor, library).toBe(major);
      expect(pinnedMinor, library).toBeGreaterThanOrEqual(minor ?? 0);
    }
  });

  it("points every exports entry at dist/ JS and declarations that are in the tarball", () => {
    expect(entries.length).toBeGreaterThan(0);
    for (const [subpath, entry] of entries) {
      const conditions = conditionsOf(entry);
      expect(Object.keys(conditions), subpath).toEqual(["types", "import", "default"]);
      expect(conditions.types, subpath).toMatch(/^\.\/dist\/.+\.d\.ts$/);
      expect(conditions.import, subpath).toMatch(/^\.\/dist\/.+\.js$/);
      expect(conditions.default, subpath).toBe(conditions.import);
      for (const target of Object.values(conditions)) {
        expect(pkg.files, `${subpath} → ${target}`).toContain(target.slice(2));
      }
    }
  });

  it("carries only dist/, its manifest, README and licence: no sources, tests or workspace conditions", () => {
    const strays = pkg.files.filter(
      (file) => !file.startsWith("dist/") && !PACKAGE_FILES.has(file),
    );
    expect(strays).toEqual([]);
    expect(pkg.files.filter((file) => /\.test\.|\.testutil\./.test(file))).toEqual([]);
    expect(JSON.stringify(pkg.manifest)).not.toContain("foyer-source");
    expect(pkg.files).toContain("README.md");
  });

  it("resolves every entry for Node's ESM resolver and TypeScript (bundler and nodenext)", () => {
    const specifiers = entries.map(([subpath]) => specifierOf(name, subpath));
    const byNode = nodeResolves(stage, specifiers);
    const staged = realpathSync(pkg.staged);
    entries.forEach(([, entry], index) => {
      const conditions = conditionsOf(entry);
      const specifier = specifiers[index] ?? "";
      expect(byNode[index], specifier).toBe(join(staged, conditions.import ?? ""));
      for (const resolution of ["bundler", "nodenext"] as const) {
        expect(typesResolve(stage, specifier, resolution), `${specifier} (${resolution})`).toBe(
          join(staged, conditions.types ?? ""),
        );
      }
    });
  });

  it("keeps its sources' import() calls, so a consumer's bundler still splits those chunks", () => {
    const source = join(repoRoot, pkg.workspace, "src");
    const dist = join(pkg.staged, "dist");
    const shipped = new Set(filesUnder(dist).filter((file) => file.endsWith(".js")));
    for (const file of filesUnder(source)) {
      const emitted = file.replace(/\.tsx?$/, ".js");
      if (file.endsWith(".d.ts") || !/\.tsx?$/.test(file) || !shipped.has(emitted)) continue;
      const lazy = dynamicImports(join(source, file));
      if (lazy.length === 0) continue;
      expect(dynamicImports(join(dist, emitted)), file).toEqual(lazy);
    }
  });

  it("opens its README with a quick start whose install line names it", () => {
    const readme = readFileSync(join(pkg.staged, "README.md"), "utf8");
    const quickStart = readme.split("\n## Quick start\n")[1]?.split("\n## ")[0] ?? "";
    const install = quickStart.match(/```sh\nnpm install ([^\n]+)\n```/)?.[1]?.split(/\s+/);
    expect(install).toContain(name);
  });
});

describe("the quick start", () => {
  it("is the same code in @foyer/core's, @foyer/evm's and @foyer/react's README", () => {
    const quickStartOf = (name: string) => {
      const pkg = packed.find((candidate) => candidate.name === name);
      if (!pkg) throw new Error(`${name} is not packed`);
      return readFileSync(join(pkg.staged, "README.md"), "utf8")
        .split("\n## Quick start\n")[1]
        ?.split("\n## ")[0];
    };
    const react = quickStartOf("@foyer/react");
    expect(react).toContain("<ConnectButton />");
    expect(quickStartOf("@foyer/core")).toBe(react);
    expect(quickStartOf("@foyer/evm")).toBe(react);
  });
});
