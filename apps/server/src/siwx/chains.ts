import { isPrefixedEvmAddress, splitChainId } from "@foyer/protocol";
import { base58 } from "@scure/base";
import type { NetworkConfig } from "../config.js";

/**
 * Solana and Bitcoin signatures are checked offline, so these networks need
 * no upstream: the genesis-hash references of their public networks.
 */
const OFFLINE_CHAINS: Readonly<Record<string, "mainnet" | "test">> = {
  "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp": "mainnet",
  "solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1": "test", // devnet
  "solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z": "test", // testnet
  "bip122:000000000019d6689c085ae165831e93": "mainnet",
  "bip122:000000000933ea01ad0ee984209779ba": "test", // testnet3
  "bip122:00000000da84f2bafbbc53dee25a72ae": "test", // testnet4
  "bip122:00000008819873e925422c1ff0f99f7c": "test", // signet
  "bip122:0f9188f13cb7b2c71f2a335e3a4fc328": "test", // regtest
};

/**
 * Whether sessions can be verified on `chainId`: an eip155 network needs a
 * configured upstream (ERC-1271 / ERC-6492 checks call the chain); Solana
 * and Bitcoin networks are the known public ones, or one this server is
 * configured with (a local Solana chain: its signatures are checked offline too).
 */
export function isSupportedChain(
  chainId: string,
  networks: Readonly<Record<string, NetworkConfig>>,
): boolean {
  if (Object.hasOwn(networks, chainId)) return true;
  if (splitChainId(chainId).namespace === "eip155") return false;
  return Object.hasOwn(OFFLINE_CHAINS, chainId);
}

/** Whether a Bitcoin address belongs to the kind of network `chainId` names. */
export function bitcoinAddressFitsChain(chainId: string, address: string): boolean {
  const mainnet = OFFLINE_CHAINS[chainId] === "mainnet";
  const lower = address.toLowerCase();
  if (lower.startsWith("bc1")) return mainnet;
  if (lower.startsWith("tb1") || lower.startsWith("bcrt1")) return !mainnet;
  const first = address[0] ?? "";
  return mainnet ? "13".includes(first) : "mn2".includes(first);
}

/**
 * The address as lookups compare it: EVM hex and bech32 are case-insensitive
 * (lowercased); base58 (Solana, legacy Bitcoin) is case-sensitive (kept).
 */
export function addressKey(chainId: string, address: string): string {
  const { namespace } = splitChainId(chainId);
  if (namespace === "eip155") return address.toLowerCase();
  if (namespace === "bip122" && /^(bc|tb|bcrt)1/i.test(address)) return address.toLowerCase();
  return address;
}

const BECH32 = /^(bc|tb|bcrt)1[02-9ac-hj-np-z]{8,87}$/;
const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/;

/**
 * Why `address` cannot be an account of `chainId`'s namespace, or undefined
 * when its form is right: eip155 `0x` + 40 hex digits, solana a base58
 * 32-byte key, bip122 a bech32 or base58 address. A malformed address is a
 * bad request, not a signature that failed to verify.
 */
export function accountAddressProblem(chainId: string, address: string): string | undefined {
  const { namespace } = splitChainId(chainId);
  if (namespace === "eip155") {
    return isPrefixedEvmAddress(address)
      ? undefined
      : `accountAddress must be 0x and 40 hex digits (got ${address.slice(0, 64)})`;
  }
  if (namespace === "solana") {
    let length = 0;
    try {
      length = base58.decode(address).length;
    } catch {
      length = 0;
    }
    return length === 32
      ? undefined
      : `accountAddress must be a base58 Solana public key (got ${address.slice(0, 64)})`;
  }
  if (namespace === "bip122") {
    const bech32 = address === address.toLowerCase() || address === address.toUpperCase();
    const ok =
      (bech32 && BECH32.test(address.toLowerCase())) ||
      (address.length >= 26 && address.length <= 35 && BASE58.test(address));
    return ok
      ? undefined
      : `accountAddress must be a Bitcoin address (got ${address.slice(0, 64)})`;
  }
  return undefined;
}
