import { type CaipNetwork, createClientError } from "@foyer/core";
import type { Chain } from "viem";

/** The numeric chain id of an eip155 network; anything else is a configuration mistake. */
export function evmChainId(network: CaipNetwork): number {
  const id = typeof network.id === "number" ? network.id : Number(network.id);
  if (network.chainNamespace !== "eip155" || !Number.isSafeInteger(id) || id <= 0) {
    throw createClientError("CHAIN_NOT_CONFIGURED", { caipNetworkId: network.caipNetworkId });
  }
  return id;
}

/** Converts a network to the viem chain wagmi is configured with; `rpcUrl` is where reads go. */
export function toViemChain(network: CaipNetwork, rpcUrl: string): Chain {
  const explorer = network.blockExplorers?.default;
  return {
    id: evmChainId(network),
    name: network.name,
    nativeCurrency: { ...network.nativeCurrency },
    rpcUrls: { default: { http: [rpcUrl] } },
    ...(explorer
      ? { blockExplorers: { default: { name: explorer.name, url: explorer.url } } }
      : {}),
    ...(network.testnet === undefined ? {} : { testnet: network.testnet }),
  };
}

/**
 * The app's network for a chain id, or a minimal stand-in when the wallet is
 * on a chain the app does not list: the core needs some CaipNetwork to flag
 * the connection as unsupported (behaviour §4 unsupported network).
 */
export function networkForChainId(networks: readonly CaipNetwork[], chainId: number): CaipNetwork {
  const listed = networks.find((n) => n.chainNamespace === "eip155" && Number(n.id) === chainId);
  if (listed) return listed;
  return {
    id: chainId,
    name: `Chain ${chainId}`,
    chainNamespace: "eip155",
    caipNetworkId: `eip155:${chainId}`,
    nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
    rpcUrls: { default: { http: [] } },
  };
}

/** `0x`-prefixed hex chain id, as wallet RPC methods want it. */
export function hexChainId(chainId: number): `0x${string}` {
  return `0x${chainId.toString(16)}`;
}
