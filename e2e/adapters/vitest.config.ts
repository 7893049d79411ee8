import { defaultServerConditions } from "vite";
import { defineProject, mergeConfig } from "vitest/config";
import { sourceResolution } from "../../vitest.shared.js";

/**
 * The chain adapters against real chains and a real relay: packages may not import apps,
 * not even in tests, so these integration tests live here beside the browser tests.
 *
 * Without the "module" condition: under it Node loads @walletconnect/core's ESM build,
 * whose default import of the CommonJS @walletconnect/keyvaluestorage is not a
 * constructor in Node. Plain Node resolves the CommonJS build, so the tests match that.
 */
const serverConditions = [
  "foyer-source",
  ...defaultServerConditions.filter((condition) => condition !== "module"),
];

export default mergeConfig(
  { ...sourceResolution, ssr: { resolve: { conditions: serverConditions } } },
  defineProject({
    test: {
      name: "adapters",
      include: ["evm/**/*.test.ts"],
      // Starts the devnet and a second anvil (chain 31337 and 31338) once for all files.
      globalSetup: ["./evm/globalSetup.ts"],
      testTimeout: 20_000,
    },
  }),
);
