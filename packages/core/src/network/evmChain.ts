import { ConfigurationError } from "../errors/configurationError.js";
import { InvalidInputError } from "../errors/invalidInputError.js";
import { messages } from "../errors/messages.js";
import type { CaipNetwork } from "../types/chain.js";

/** The fields of a viem-style chain object the core reads; no viem import needed. */
export interface EvmChainLike {
  id: number;
  name: string;
  nativeCurrency: { name: string; symbol: string; decimals: number };
  rpcUrls: { default: { http: readonly string[] } };
  blockExplorers?: { default: { name: string; url: string } };
  testnet?: boolean;
}

export interface EvmNetworkOptions {
  /** RPC URL(s) the app should use instead of the chain's own, e.g. the provider's proxy. */
  rpcUrls?: readonly string[];
  assets?: { imageId?: string; imageUrl?: string };
}

/**
 * Turns a viem-style chain into a CaipNetwork (`eip155:{id}`). The chain's own
 * RPC stays available as `chainDefault` when a proxy URL replaces it.
 * A chain id that can't form a CAIP-2 id fails with 'Invalid CAIP-2 network
 * id'; RPC URLs that are not http(s) with 'Provided URL is not compatible
 * with HTTP connection'.
 */
export function evmChainToCaipNetwork(
  chain: EvmChainLike,
  options: EvmNetworkOptions = {},
): CaipNetwork {
  if (!Number.isSafeInteger(chain?.id) || chain.id <= 0) {
    throw new InvalidInputError(messages.invalidCaip2, {
      code: "INVALID_CAIP2",
      details: { id: chain?.id },
    });
  }
  const own = chain.rpcUrls?.default?.http;
  if (!Array.isArray(own) || !own.every((url) => /^https?:\/\//.test(url))) {
    throw new ConfigurationError(messages.urlNotHttp, {
      code: "INVALID_RPC_URL",
      details: { id: chain.id },
    });
  }
  return {
    id: chain.id,
    name: chain.name,
    chainNamespace: "eip155",
    caipNetworkId: `eip155:${chain.id}`,
    nativeCurrency: { ...chain.nativeCurrency },
    rpcUrls: options.rpcUrls
      ? { default: { http: options.rpcUrls }, chainDefault: { http: own } }
      : { default: { http: own } },
    ...(chain.blockExplorers ? { blockExplorers: chain.blockExplorers } : {}),
    ...(options.assets ? { assets: options.assets } : {}),
    ...(chain.testnet === undefined ? {} : { testnet: chain.testnet }),
  };
}
