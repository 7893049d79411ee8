import { defaultClientConditions, defineConfig } from "vite";

// The provider server serves this build at /frame/ (same origin as its auth routes), so every
// asset URL is built under that prefix.
export default defineConfig({
  base: "/frame/",
  // Workspace packages are consumed from source (see root tsconfig).
  resolve: { conditions: ["foyer-source", ...defaultClientConditions] },
  build: { outDir: "dist", emptyOutDir: true },
  server: { host: "127.0.0.1", port: 5175, strictPort: true },
});
