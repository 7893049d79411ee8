import {
  type CaipNetworkId,
  isSwapChain,
  NATIVE_TOKEN_ADDRESS,
  SWAP_ERROR_CODES,
  SWAPS_NETWORK_UNSUPPORTED,
} from "@foyer/protocol";
import { type Address, getAddress, isAddressEqual } from "viem";
import { DEFAULT_NATIVE } from "../blockchain/balances.js";
import type { TokenMetadata, TokenMetadataReader } from "../blockchain/tokenMetadata.js";
import type { NetworkConfig } from "../config.js";
import { SwapRefusal } from "./swapErrors.js";

/** A network where swaps run: a swap chain (behaviour §9) with a DEX router configured. */
export interface SwapNetwork {
  chainId: CaipNetworkId;
  router: Address;
  factory: Address;
  /** The wrapped native coin the router trades ETH through. */
  wrapped: Address;
  native: { name: string; symbol: string; decimals: number };
  /** The ERC-20s offered for swaps, and the intermediates routes may pass through. */
  tokens: readonly TokenMetadata[];
}

/** A token of a swap request: the native coin (traded as the wrapped one) or an ERC-20. */
export type SwapAsset =
  | { kind: "native"; address: Address; symbol: string; decimals: number; poolToken: Address }
  | { kind: "erc20"; address: Address; symbol: string; decimals: number; poolToken: Address };

/**
 * The network's swap setup; refuses with 'Network not supported for Swaps' off behaviour §9's list
 * (plus the devnet) and where no router is configured.
 */
export function swapNetworkOf(
  networks: Readonly<Record<string, NetworkConfig>>,
  metadata: TokenMetadataReader,
  chainId: string,
): SwapNetwork {
  const network = Object.hasOwn(networks, chainId) ? networks[chainId] : undefined;
  const dex = network?.dex;
  if (!isSwapChain(chainId) || dex?.router === undefined) {
    throw new SwapRefusal(
      SWAP_ERROR_CODES.unsupportedChain,
      `${SWAPS_NETWORK_UNSUPPORTED}: ${chainId.slice(0, 64)}`,
    );
  }
  return {
    // A swap chain is a CAIP-2 id by construction.
    chainId: chainId as CaipNetworkId,
    router: getAddress(dex.router),
    factory: getAddress(dex.factory),
    wrapped: getAddress(dex.wrappedNative),
    native: network?.nativeCurrency ?? DEFAULT_NATIVE,
    tokens: metadata.configured(chainId),
  };
}

/** Reads a CAIP-10 token of a request on `network`; only listed tokens and the native coin swap. */
export function swapAssetOf(network: SwapNetwork, address: Address): SwapAsset {
  if (isAddressEqual(address, NATIVE_TOKEN_ADDRESS)) {
    return {
      kind: "native",
      // Lowercase, as the swap API spells the native coin everywhere.
      address: NATIVE_TOKEN_ADDRESS,
      symbol: network.native.symbol,
      decimals: network.native.decimals,
      poolToken: network.wrapped,
    };
  }
  const token = network.tokens.find((listed) => isAddressEqual(listed.address, address));
  if (token === undefined) {
    throw new SwapRefusal(
      SWAP_ERROR_CODES.unknownToken,
      `${address} is not a token this server swaps on ${network.chainId}`,
    );
  }
  return {
    kind: "erc20",
    address: token.address,
    symbol: token.symbol,
    decimals: token.decimals,
    poolToken: token.address,
  };
}
