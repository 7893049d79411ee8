import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: ["packages/*", "apps/*", "e2e", "e2e/adapters", "e2e/packaging"],
    // Every core runs a unit file (Vitest's default keeps one free, which leaves a 2-core CI
    // machine running them one at a time). The server's files share one process and the
    // browser files run one at a time: each is its own group (see their configs).
    maxWorkers: availableParallelism(),
  },
});
