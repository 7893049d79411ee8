import { defaultServerConditions } from "vite";
import { defineProject, mergeConfig } from "vitest/config";
import { sourceResolution } from "../../vitest.shared.js";

/**
 * As in apps/relay: Vitest passes the SSR conditions to Node as
 * `--conditions`, and "module" makes Node load @walletconnect/core's ESM
 * build, whose default import of the CommonJS keyvaluestorage is not a
 * constructor under Node. Dropping it gives the CommonJS build plain Node uses.
 */
const serverConditions = [
  "foyer-source",
  ...defaultServerConditions.filter((condition) => condition !== "module"),
];

export default mergeConfig(
  { ...sourceResolution, ssr: { resolve: { conditions: serverConditions } } },
  defineProject({
    test: {
      name: "wallet",
      include: ["test/**/*.test.ts"],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  }),
);
