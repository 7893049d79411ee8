import { createPublicClient, http } from "viem";
import type { DemoConfig } from "./config.js";

export interface ChainStatus {
  chainId: number;
  blockNumber: bigint;
}

/** Reads the devnet through the provider server's JSON-RPC proxy, as a dApp would. */
export function createChainReader(config: DemoConfig): () => Promise<ChainStatus> {
  const url = `${config.serverUrl}/v1/?chainId=${encodeURIComponent(config.chainId)}&projectId=${encodeURIComponent(config.projectId)}`;
  const client = createPublicClient({ transport: http(url, { retryCount: 0 }) });
  return async () => {
    const [chainId, blockNumber] = await Promise.all([
      client.getChainId(),
      client.getBlockNumber(),
    ]);
    return { chainId, blockNumber };
  };
}

export interface ServerHealth {
  status: string;
  db: string;
}

export async function readServerHealth(config: DemoConfig): Promise<ServerHealth> {
  const response = await fetch(`${config.serverUrl}/health`);
  if (!response.ok) throw new Error(`HTTP status code: ${response.status}`);
  return (await response.json()) as ServerHealth;
}
