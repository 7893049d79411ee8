import { defineProject, mergeConfig } from "vitest/config";
import { sourceResolution } from "../../vitest.shared.js";

export default mergeConfig(
  sourceResolution,
  defineProject({
    test: {
      name: "server",
      include: ["src/**/*.test.ts", "test/**/*.test.ts"],
      globalSetup: ["test/support/freshPostgres.ts"],
      // PGlite costs ~2 s and ~770 MB per instance: every test file runs in one
      // forked process (no isolation) so they all share the memoised instance
      // from test/support/databases.ts.
      pool: "forks",
      isolate: false,
      fileParallelism: false,
      // Its own group after the unit files, which run on every core at once.
      sequence: { groupOrder: 1 },
      testTimeout: 20_000,
      hookTimeout: 60_000,
    },
  }),
);
