import { defineProject, mergeConfig } from "vitest/config";
import { sourceResolution } from "../../vitest.shared.js";

/** The console's pure rules (routes, usage series, audit changes); the pages are tested in e2e/. */
export default mergeConfig(
  sourceResolution,
  defineProject({
    test: {
      name: "console",
      include: ["src/**/*.test.ts"],
    },
  }),
);
