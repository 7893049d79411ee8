import { defineProject, mergeConfig } from "vitest/config";
import { sourceResolution } from "../../vitest.shared.js";

/**
 * The published shape of every publishable package, built and packed once (globalSetup):
 * `packed.test.ts` reads the tarballs' contents as a consumer's resolver would (Node only,
 * spawned without the `foyer-source` condition); `dapp.test.ts` installs the tarballs into a
 * fresh app outside the workspace and runs it in Chromium against the local world, which it
 * starts from the workspace's sources (hence the condition for the test files themselves).
 */
export default mergeConfig(
  sourceResolution,
  defineProject({
    test: {
      name: "packaging",
      include: ["*.test.ts"],
      globalSetup: ["./globalSetup.ts"],
      testTimeout: 300_000,
      hookTimeout: 600_000,
      expect: { poll: { timeout: 15_000 } },
    },
  }),
);
