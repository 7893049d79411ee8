import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";

/** One publishable package as `npm run pack:packages -- --dry-run` reports it. */
export interface PackedPackage {
  name: string;
  version: string;
  /** The tarball `npm pack` wrote. */
  tarball: string;
  size: number;
  unpackedSize: number;
  /** The paths npm would put in the tarball, relative to the package. */
  files: string[];
  /** The manifest the tarball carries. */
  manifest: {
    private?: boolean;
    sideEffects?: unknown;
    exports: Record<string, unknown>;
    dependencies?: Record<string, string>;
    peerDependencies?: Record<string, string>;
  };
  /** Where it is staged: `<stage>/node_modules/<name>`. */
  staged: string;
  /** Its workspace folder, relative to the repository's root. */
  workspace: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    packed: PackedPackage[];
    /** A directory whose node_modules holds every staged package, as a consumer's would. */
    stage: string;
    /** The repository's root directory. */
    repoRoot: string;
  }
}

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), "../..");

function runScript(script: string, args: string[]): string {
  const result = spawnSync(process.execPath, [join(repoRoot, "scripts", script), ...args], {
    cwd: repoRoot,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    throw new Error(`${script} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
  return result.stdout;
}

/**
 * Builds the publishable packages once, stages them as `npm pack` would publish them and
 * packs each into a tarball: the shape tests read the stage, the dApp test installs the
 * tarballs. The
 * build skips type-checking (the same files come out): `npm run typecheck` is its own step.
 */
export default function setup(project: TestProject) {
  runScript("buildPackages.mjs", ["--no-check"]);
  const stage = mkdtempSync(join(tmpdir(), "foyer-packaging-"));
  // Real tarballs (in the stage's tarballs/), so the dApp test installs what npm would publish.
  const packed = JSON.parse(
    runScript("packPackages.mjs", ["--stage", stage, "--out", join(stage, "tarballs")]),
  ) as PackedPackage[];
  project.provide("packed", packed);
  project.provide("stage", stage);
  project.provide("repoRoot", repoRoot);
  return () => rmSync(stage, { recursive: true, force: true });
}
