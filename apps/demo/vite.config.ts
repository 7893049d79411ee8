import react from "@vitejs/plugin-react";
import { defaultClientConditions, defineConfig } from "vite";

export default defineConfig({
  plugins: [react()],
  // Workspace packages are consumed from source in development (see root tsconfig).
  resolve: { conditions: ["foyer-source", ...defaultClientConditions] },
  build: {
    // Every browser the modal supports preloads modules itself (`<link rel="modulepreload">`:
    // Chromium 66, Firefox 115, Safari 17); the polyfill would only ship to all of them.
    modulePreload: { polyfill: false },
    // Rolldown keeps every module that a lazy view shares with the first screen in
    // its own small chunk (37 requests, each gzipped alone). One chunk for all
    // first-load modules ships the same code in fewer, better-compressed bytes;
    // lazy views import from it. Every dependency of a first-load module is itself
    // first-load, so nothing outside the group is needed to run it.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "app", tags: ["$initial"], includeDependenciesRecursively: false },
            // What the page fetches right after its first script: the EVM adapter (wagmi,
            // viem's client and transports) and the demo's own lazy panels. Left to automatic
            // splitting, they and the modules they share with lazier chunks (balance reads,
            // the smart-account panels, the modal's views) come as dozens of small files,
            // each gzipped alone; one chunk with all they need ships them in fewer,
            // better-compressed bytes, and the lazier chunks import from it.
            {
              name: "afterPaint",
              test: /[\\/]apps[\\/]demo[\\/]src[\\/](evmAdapter\.ts|panels[\\/]CapabilityPanels\.tsx|theme[\\/]ThemeControl\.tsx|locale[\\/]LocaleControl\.tsx)$/,
            },
          ],
        },
      },
    },
  },
  server: { host: "127.0.0.1", port: 5173, strictPort: true },
  preview: { host: "127.0.0.1", port: 5173, strictPort: true },
});
