import { defaultClientConditions, defaultServerConditions } from "vite";
import type { ViteUserConfig } from "vitest/config";

/**
 * Workspace packages export their TypeScript sources under the `foyer-source`
 * condition, so tests run against `src/` without a build step first.
 */
export const sourceResolution: ViteUserConfig = {
  resolve: { conditions: ["foyer-source", ...defaultClientConditions] },
  ssr: { resolve: { conditions: ["foyer-source", ...defaultServerConditions] } },
};
