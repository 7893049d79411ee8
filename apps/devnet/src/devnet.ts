import { DEVNET_CHAIN_ID, DEVNET_HOST, startAnvil } from "./anvil.js";
import { ensureDevnetBuild } from "./build.js";
import type { DevnetManifest } from "./manifest.js";

export interface StartDevnetOptions {
  /** 0 or omitted: a free port chosen by the OS. */
  port?: number;
  /** Only loopback is supported: a devnet with public keys must never be reachable from outside. */
  host?: typeof DEVNET_HOST;
  /**
   * Defaults to 31337. Another id starts a second devnet from the same saved state: the same
   * contracts at the same addresses, the same accounts and balances, as a chain of its own (a
   * network to switch to that has tokens, without deploying and seeding a second time).
   */
  chainId?: number;
}

export interface Devnet {
  rpcUrl: string;
  port: number;
  chainId: number;
  /** The build's manifest; its addresses hold on any chain id the devnet was started with. */
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
  const chainId = options.chainId ?? DEVNET_CHAIN_ID;
  const anvil = await startAnvil({ port: options.port ?? 0, loadState: statePath, chainId });
  return {
    rpcUrl: anvil.rpcUrl,
    port: anvil.port,
    chainId,
    manifest,
    stop: anvil.stop,
  };
}
