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
      // A page's first load from a cold Vite dev server, with other files' worlds
      // starting beside it, can take seconds; the 1 s default then fails a correct page.
      expect: { poll: { timeout: 15_000 } },
      // One file at a time: each starts two chains, the server, a Vite dev server and
      // Chromium. In parallel they share the demo's Vite dependency cache, and one
      // server re-optimising it reloads the others' pages mid-test.
      maxWorkers: 1,
    },
  }),
);
