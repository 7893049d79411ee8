import { defineProject } from "vitest/config";

/**
 * The published shape of every publishable package: built once (globalSetup), staged and
 * listed with `npm pack --dry-run`, then read as a consumer's resolver would. Node only:
 * no workspace sources are imported, so no `foyer-source` condition either.
 */
export default defineProject({
  test: {
    name: "packaging",
    include: ["*.test.ts"],
    globalSetup: ["./globalSetup.ts"],
  },
});
