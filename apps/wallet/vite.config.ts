import react from "@vitejs/plugin-react";
import { defaultClientConditions, defineConfig } from "vite";

// 5174 sits next to the demo's 5173: the wallet is the "phone" in a second tab.
export default defineConfig({
  plugins: [react()],
  // Workspace packages are consumed from source in development (see root tsconfig).
  resolve: { conditions: ["foyer-source", ...defaultClientConditions] },
  server: { host: "127.0.0.1", port: 5174, strictPort: true },
  // viem and the WalletConnect SDK make one ~1.3 MB chunk; fine for a dev-only tool.
  build: { chunkSizeWarningLimit: 2000 },
  preview: { host: "127.0.0.1", port: 5174, strictPort: true },
});
