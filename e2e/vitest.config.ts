import { defineProject, mergeConfig } from "vitest/config";
import { sourceResolution } from "../vitest.shared.js";

export default mergeConfig(
  sourceResolution,
  defineProject({
    test: {
      name: "e2e",
      include: ["src/**/*.test.ts"],
      testTimeout: 60_000,
      hookTimeout: 180_000,
    },
  }),
);
