import { defineProject, mergeConfig } from "vitest/config";
import { sourceResolution } from "../../vitest.shared.js";

export default mergeConfig(
  sourceResolution,
  defineProject({
    test: {
      name: "core",
      // A poll waits for lazily imported flow code, which under a loaded machine (the whole
      // suite on two cores) can take past the 1 s default; it still ends as soon as it holds.
      expect: { poll: { timeout: 10_000 } },
    },
  }),
);
