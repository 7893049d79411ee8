import type { CaipNetwork } from "@foyer/core";
import type { DemoConfig } from "../config.js";
import { ProxyReadError, proxyRpc } from "../proxyRpc.js";
import { esploraTipHeight } from "./esploraRead.js";

/** Reads of the status line stop waiting after this; the server's own upstream deadline is 10 s. */
export const STATUS_READ_TIMEOUT_MS = 8000;

export interface ChainStatus {
  /** The number of an EVM chain; a Solana cluster's genesis hash prefix (its CAIP-2 reference). */
  chainId: string;
  /** An EVM block number; a Solana slot. */
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

/** A Solana slot: a plain JSON number, unlike EVM's hex quantities. */
function slot(value: unknown): bigint {
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 0) {
    throw new ProxyReadError("the node answered something that is not a slot");
  }
  return BigInt(value);
}

/**
 * A Solana cluster's CAIP-2 reference from its genesis hash (the hash's first 32 characters),
 * so the page can tell the cluster the server answered for.
 */
export function solanaReference(genesisHash: unknown): string {
  if (typeof genesisHash !== "string" || !/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(genesisHash)) {
    throw new ProxyReadError("the node answered something that is not a genesis hash");
  }
  return genesisHash.slice(0, 32);
}

/**
 * Reads a network's chain id and head through the provider server's JSON-RPC proxy, as a dApp
 * would: `eth_chainId` and `eth_blockNumber` on EVM, `getGenesisHash` and `getSlot` on Solana.
 */
export function createChainReader(network: CaipNetwork): () => Promise<ChainStatus> {
  const url = readUrl(network);
  const options = { timeoutMs: STATUS_READ_TIMEOUT_MS };
  // Bitcoin reads Esplora's REST API: the network is the one the proxy URL names, the head its tip.
  if (network.chainNamespace === "bip122") {
    return async () => ({
      chainId: String(network.id),
      blockNumber: await esploraTipHeight(url, options),
    });
  }
  if (network.chainNamespace === "solana") {
    return async () => {
      const [genesisHash, head] = await Promise.all([
        proxyRpc(url, "getGenesisHash", [], options),
        proxyRpc(url, "getSlot", [], options),
      ]);
      return { chainId: solanaReference(genesisHash), blockNumber: slot(head) };
    };
  }
  return async () => {
    const [chainId, blockNumber] = await Promise.all([
      proxyRpc(url, "eth_chainId", [], options),
      proxyRpc(url, "eth_blockNumber", [], options),
    ]);
    return { chainId: quantity(chainId).toString(), blockNumber: quantity(blockNumber) };
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
