import { DEVNET_CHAIN_ID, DEVNET_HOST, startAnvil } from "./anvil.js";
import { ensureDevnetBuild } from "./build.js";
import type { DevnetManifest } from "./manifest.js";

export interface StartDevnetOptions {
  /** 0 or omitted: a free port chosen by the OS. */
  port?: number;
  /** Only loopback is supported: a devnet with public keys must never be reachable from outside. */
  host?: typeof DEVNET_HOST;
}

export interface Devnet {
  rpcUrl: string;
  port: number;
  chainId: number;
  manifest: DevnetManifest;
  /** Stops anvil and waits until it has exited (its port is free afterwards). */
  stop(): Promise<void>;
}

/** Starts an anvil loaded with the prebuilt chain state (building it first if needed). */
export async function startDevnet(options: StartDevnetOptions = {}): Promise<Devnet> {
  // The type already says so; this guards untyped callers too.
  if (options.host !== undefined && options.host !== DEVNET_HOST) {
    throw new Error(`devnet only listens on ${DEVNET_HOST}, not ${String(options.host)}`);
  }
  const { manifest, statePath } = await ensureDevnetBuild();
  const anvil = await startAnvil({ port: options.port ?? 0, loadState: statePath });
  return {
    rpcUrl: anvil.rpcUrl,
    port: anvil.port,
    chainId: DEVNET_CHAIN_ID,
    manifest,
    stop: anvil.stop,
  };
}
