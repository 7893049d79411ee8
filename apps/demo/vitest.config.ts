import { defineProject, mergeConfig } from "vitest/config";
import { sourceResolution } from "../../vitest.shared.js";

/** The demo's pure rules (theme choice, network list, proxy answers); the page itself is tested in e2e/. */
export default mergeConfig(
  sourceResolution,
  defineProject({
    test: {
      name: "demo",
      include: ["src/**/*.test.ts"],
    },
  }),
);
