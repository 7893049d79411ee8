import { defineProject, mergeConfig } from "vitest/config";
import { sourceResolution } from "../../vitest.shared.js";

export default mergeConfig(
  sourceResolution,
  defineProject({
    test: {
      name: "evm",
      // Starts the devnet and a second anvil (chain 31338) once for all files.
      globalSetup: ["./src/testing/globalSetup.ts"],
      testTimeout: 20_000,
    },
  }),
);
