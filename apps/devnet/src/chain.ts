import { startAnvil } from "./anvil.js";

/** An empty anvil chain (no contracts) beside the devnet, e.g. a network a wallet must add. */
export interface Chain {
  chainId: number;
  rpcUrl: string;
  port: number;
  /** Stops anvil and waits until it has exited. */
  stop(): Promise<void>;
}

/**
 * Starts an empty anvil with its own chain id on loopback (a free port unless
 * given), supervised like the devnet so it never outlives this process.
 */
export async function startChain(chainId: number, options: { port?: number } = {}): Promise<Chain> {
  const anvil = await startAnvil({ port: options.port ?? 0, chainId });
  return { chainId, ...anvil };
}
