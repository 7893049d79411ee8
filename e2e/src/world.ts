import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Devnet, startDevnet } from "@foyer/devnet";
import { loadConfig, type RunningServer, startServer } from "@foyer/server";
import { createServer, type ViteDevServer } from "vite";
import { freePort } from "./ports.js";

const demoRoot = join(dirname(fileURLToPath(import.meta.url)), "../../apps/demo");

/** The local world `npm start` runs, started in-process on free ports for one test file. */
export interface World {
  devnet: Devnet;
  server: RunningServer;
  /** The demo's URL as a visitor types it. */
  demoUrl: string;
  stop(): Promise<void>;
}

export async function startWorld(): Promise<World> {
  const devnet = await startDevnet();
  const demoPort = await freePort();
  const demoUrl = `http://localhost:${demoPort}`;
  const server = await startServer(
    loadConfig({
      PORT: "0",
      DEVNET_RPC_URL: devnet.rpcUrl,
      FOYER_DATA_DIR: "memory://",
      DEMO_ORIGINS: `${demoUrl},http://127.0.0.1:${demoPort}`,
      LOG_LEVEL: "warn",
    }),
  );
  // Vite reads VITE_-prefixed variables from the environment into import.meta.env.
  process.env.VITE_FOYER_SERVER_URL = server.url;
  process.env.VITE_FOYER_DEVNET_RPC_URL = devnet.rpcUrl;
  const demo: ViteDevServer = await createServer({
    root: demoRoot,
    configFile: join(demoRoot, "vite.config.ts"),
    logLevel: "warn",
    server: { host: "127.0.0.1", port: demoPort, strictPort: true },
  });
  await demo.listen();
  return {
    devnet,
    server,
    demoUrl,
    async stop() {
      await demo.close();
      await server.close();
      await devnet.stop();
    },
  };
}
