import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The very @wagmi/core the EVM adapter ships with (same version, so the
// comparison is like for like). It is nested under packages/evm, and declaring
// it here would mean re-locking the shared lockfile for a benchmark.
const require = createRequire(import.meta.url);
const evmPackage = join(dirname(fileURLToPath(import.meta.url)), "../../packages/evm");
const wagmiCore = dirname(require.resolve("@wagmi/core/package.json", { paths: [evmPackage] }));

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { "@wagmi/core": wagmiCore } },
});
