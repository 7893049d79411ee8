import type { CaipNetwork } from "@foyer/core";
import type { DemoConfig } from "../config.js";
import { ProxyReadError, proxyRpc } from "../proxyRpc.js";

/** Reads of the status line stop waiting after this; the server's own upstream deadline is 10 s. */
export const STATUS_READ_TIMEOUT_MS = 8000;

export interface ChainStatus {
  chainId: number;
  blockNumber: bigint;
}

/** Where the page reads `network`: its first RPC URL, the provider server's proxy for it. */
export function readUrl(network: CaipNetwork): string {
  const url = network.rpcUrls.default.http[0];
  if (!url) throw new ProxyReadError(`${network.name} has no RPC URL`);
  return url;
}

export function quantity(value: unknown): bigint {
  if (typeof value !== "string" || !/^0x[0-9a-fA-F]+$/.test(value)) {
    throw new ProxyReadError("the node answered something that is not a number");
  }
  return BigInt(value);
}

/** Reads a network's chain id and head through the provider server's JSON-RPC proxy, as a dApp would. */
export function createChainReader(network: CaipNetwork): () => Promise<ChainStatus> {
  const url = readUrl(network);
  const options = { timeoutMs: STATUS_READ_TIMEOUT_MS };
  return async () => {
    const [chainId, blockNumber] = await Promise.all([
      proxyRpc(url, "eth_chainId", [], options),
      proxyRpc(url, "eth_blockNumber", [], options),
    ]);
    return { chainId: Number(quantity(chainId)), blockNumber: quantity(blockNumber) };
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
