import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: ["packages/*", "apps/*", "e2e", "e2e/adapters", "e2e/packaging"],
  },
});
