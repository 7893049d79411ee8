import type { CaipNetworkId } from "@foyer/protocol";

export type { CaipAddress, CaipNetworkId } from "@foyer/protocol";

/** Chain namespaces the toolkit knows (CAIP-2 namespaces). */
export type ChainNamespace = "eip155" | "solana" | "bip122" | "polkadot";

export interface NativeCurrency {
  name: string;
  symbol: string;
  decimals: number;
}

/** A network as behaviour §3 describes it. */
export interface CaipNetwork {
  /** The chain's own id: a number for EVM, the genesis-hash reference for Solana and Bitcoin. */
  id: number | string;
  name: string;
  chainNamespace: ChainNamespace;
  caipNetworkId: CaipNetworkId;
  nativeCurrency: NativeCurrency;
  rpcUrls: {
    default: { http: readonly string[] };
    /** The RPC URL the chain's own adapter should use, when it differs from the proxy. */
    chainDefault?: { http: readonly string[] };
  };
  blockExplorers?: { default: { name: string; url: string } };
  assets?: { imageId?: string; imageUrl?: string };
  testnet?: boolean;
}

/** Account types (behaviour §3, §6). The frame spells them EOA / SMART_ACCOUNT. */
export type AccountType = "eoa" | "smartAccount";
