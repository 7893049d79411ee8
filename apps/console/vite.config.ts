import react from "@vitejs/plugin-react";
import { defaultClientConditions, defineConfig } from "vite";

// The provider server serves this build at /console/ (same origin as /admin/v1, so the
// operator's session cookie and CSRF token work), so every asset URL is built under it.
export default defineConfig({
  base: "/console/",
  plugins: [react()],
  // Workspace packages are consumed from source (see root tsconfig).
  resolve: { conditions: ["foyer-source", ...defaultClientConditions] },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // As the demo does: every first-load module in one chunk (fewer, better-compressed
    // requests); views, the chart and the modal's lazy parts stay chunks of their own.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: "console", tags: ["$initial"], includeDependenciesRecursively: false }],
        },
      },
    },
  },
  server: {
    host: "127.0.0.1",
    port: 5176,
    strictPort: true,
    // `npm run dev -w @foyer/console`: the API through Vite, as if served by the server.
    proxy: { "/admin": process.env.FOYER_SERVER_URL ?? "http://127.0.0.1:8787" },
  },
});
