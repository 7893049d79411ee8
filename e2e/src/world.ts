import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Chain, type Devnet, startChain, startDevnet } from "@foyer/devnet";
import { loadConfig, type RunningServer, startServer } from "@foyer/server";
import { createServer, type ViteDevServer } from "vite";
import { freePort } from "./ports.js";

const demoRoot = join(dirname(fileURLToPath(import.meta.url)), "../../apps/demo");

/** The second network: in the server's and the demo's lists, not in the test wallet's. */
export const DEVNET2 = { id: 31338, name: "Foyer Devnet 2" } as const;

/** The local world `npm start` runs, started in-process on free ports for one test file. */
export interface World {
  devnet: Devnet;
  server: RunningServer;
  /** A second, empty chain the app lists but the test wallet starts without (switching, 4902). */
  devnet2: Chain;
  /** The demo's URL as a visitor types it. */
  demoUrl: string;
  stop(): Promise<void>;
}

export async function startWorld(): Promise<World> {
  // Everything started so far, stopped in reverse if a later step fails (or on stop()).
  const started: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const stop of [...started].reverse()) await stop();
  };
  try {
    const devnet = await startDevnet();
    started.push(() => devnet.stop());
    const devnet2 = await startChain(DEVNET2.id);
    started.push(() => devnet2.stop());
    const demoPort = await freePort();
    const demoUrl = `http://localhost:${demoPort}`;
    const server = await startServer(
      loadConfig({
        PORT: "0",
        DEVNET_RPC_URL: devnet.rpcUrl,
        FOYER_DATA_DIR: "memory://",
        DEMO_ORIGINS: `${demoUrl},http://127.0.0.1:${demoPort}`,
        LOG_LEVEL: "warn",
        FOYER_NETWORKS: JSON.stringify({
          [`eip155:${DEVNET2.id}`]: { name: DEVNET2.name, rpcUrl: devnet2.rpcUrl },
        }),
      }),
    );
    started.push(() => server.close());
    // Vite reads VITE_-prefixed variables from the environment into import.meta.env.
    process.env.VITE_FOYER_SERVER_URL = server.url;
    process.env.VITE_FOYER_DEVNET_RPC_URL = devnet.rpcUrl;
    process.env.VITE_FOYER_EXTRA_NETWORKS = JSON.stringify([
      { id: DEVNET2.id, name: DEVNET2.name, rpcUrl: devnet2.rpcUrl },
    ]);
    const demo: ViteDevServer = await createServer({
      root: demoRoot,
      configFile: join(demoRoot, "vite.config.ts"),
      logLevel: "warn",
      server: { host: "127.0.0.1", port: demoPort, strictPort: true },
    });
    started.push(() => demo.close());
    await demo.listen();
    return { devnet, server, devnet2, demoUrl, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
