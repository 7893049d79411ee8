import { buildRpcProxyUrl } from "@foyer/core";
import { createClient, http } from "viem";
import { getBlockNumber, getChainId } from "viem/actions";
import type { DemoConfig } from "./config.js";

export interface ChainStatus {
  chainId: number;
  blockNumber: bigint;
}

/** Reads the devnet through the provider server's JSON-RPC proxy, as a dApp would. */
export function createChainReader(config: DemoConfig): () => Promise<ChainStatus> {
  const url = buildRpcProxyUrl({
    baseUrl: config.serverUrl,
    caipNetworkId: config.chainId,
    projectId: config.projectId,
  });
  // A bare client plus the two actions it needs: createPublicClient would pull
  // every public action (and their ABI/signature code) into the page's first load.
  const client = createClient({ transport: http(url, { retryCount: 0 }) });
  return async () => {
    const [chainId, blockNumber] = await Promise.all([getChainId(client), getBlockNumber(client)]);
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
