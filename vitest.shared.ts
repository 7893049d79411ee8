import { defaultClientConditions, defaultServerConditions } from "vite";
import type { ViteUserConfig } from "vitest/config";

/**
 * Workspace packages export their TypeScript sources under the `foyer-source`
 * condition, so tests run against `src/` without a build step first.
 *
 * Vitest hands the server conditions to Node itself (`--conditions`), where they
 * also steer `require()` inside dependencies. `module` is a bundler's condition
 * that Node never uses: with it, a CommonJS dependency requiring
 * `@opentelemetry/api` (prom-client does) gets that package's browser-style ESM
 * build, whose extensionless imports Node cannot load. Leaving it out resolves
 * dependencies in tests as `node` resolves them in production.
 */
export const sourceResolution: ViteUserConfig = {
  resolve: { conditions: ["foyer-source", ...defaultClientConditions] },
  ssr: {
    resolve: {
      conditions: [
        "foyer-source",
        ...defaultServerConditions.filter((condition) => condition !== "module"),
      ],
    },
  },
};
