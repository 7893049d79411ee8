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
          groups: [{ name: "app", tags: ["$initial"], includeDependenciesRecursively: false }],
        },
      },
    },
  },
  server: { host: "127.0.0.1", port: 5173, strictPort: true },
  preview: { host: "127.0.0.1", port: 5173, strictPort: true },
});
