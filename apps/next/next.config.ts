import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { NextConfig } from "next";

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(here, "../..");

interface PackageJson {
  name: string;
  exports?: Record<string, Record<string, string> | string>;
}

/**
 * Workspace packages are consumed from their TypeScript sources, as the demo does through the
 * `foyer-source` export condition: each entry's `foyer-source` target, read from the packages'
 * own `exports`, becomes an exact alias (`$`), so a package keeps whatever entries it declares.
 */
function sourceAliases(): Record<string, string> {
  const aliases: Record<string, string> = {};
  const packagesDir = join(repoRoot, "packages");
  for (const folder of readdirSync(packagesDir)) {
    let manifest: PackageJson;
    try {
      manifest = JSON.parse(readFileSync(join(packagesDir, folder, "package.json"), "utf8"));
    } catch {
      continue; // a folder without a package yet
    }
    for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
      const source = typeof target === "object" ? target["foyer-source"] : undefined;
      if (!source) continue;
      const specifier = subpath === "." ? manifest.name : `${manifest.name}${subpath.slice(1)}`;
      aliases[`${specifier}$`] = join(packagesDir, folder, source);
    }
  }
  return aliases;
}

/**
 * Built with webpack (`--webpack`): the sources import each other as `./x.js` (TypeScript's
 * NodeNext style), which webpack maps to `.ts` through `extensionAlias` and Turbopack does not.
 */
const config: NextConfig = {
  // The packages' sources sit outside this folder, in the monorepo.
  outputFileTracingRoot: repoRoot,
  experimental: {
    externalDir: true,
    extensionAlias: { ".js": [".ts", ".tsx", ".js"] },
  },
  webpack(webpackConfig: { resolve: { alias?: Record<string, unknown> } }) {
    webpackConfig.resolve.alias = { ...webpackConfig.resolve.alias, ...sourceAliases() };
    return webpackConfig;
  },
  // Types are checked by `npm run typecheck`; the build only compiles.
  typescript: { ignoreBuildErrors: true },
  // No fetch to the internet: no telemetry (also NEXT_TELEMETRY_DISABLED), no remote images.
  images: { unoptimized: true },
  poweredByHeader: false,
  devIndicators: false,
};

export default config;
