import { defaultServerConditions } from "vite";
import { defineProject, mergeConfig } from "vitest/config";
import { sourceResolution } from "../../vitest.shared.js";

/**
 * Vitest hands the SSR conditions to the worker as `node --conditions`, and
 * the "module" condition makes Node load @walletconnect/core's ESM build,
 * whose default import of the CommonJS @walletconnect/keyvaluestorage is not
 * a constructor under Node. Plain Node (how the SDK runs next to this relay)
 * resolves the CommonJS build, so the tests drop "module" to match.
 */
const serverConditions = [
  "foyer-source",
  ...defaultServerConditions.filter((condition) => condition !== "module"),
];

export default mergeConfig(
  { ...sourceResolution, ssr: { resolve: { conditions: serverConditions } } },
  defineProject({ test: { name: "relay" } }),
);
