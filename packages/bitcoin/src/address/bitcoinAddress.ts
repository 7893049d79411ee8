import { Address } from "@scure/btc-signer";
import { bitcoinParams } from "../networks.js";

/** The output types a Bitcoin address can pay to. */
export type BitcoinAddressType = "p2pkh" | "p2sh" | "p2wpkh" | "p2wsh" | "p2tr";

/**
 * The type of `address` on the bip122 network `caipNetworkId`, or undefined when it is no
 * address there: a bad checksum, another network's prefix (a `bc1…` address on regtest), or
 * a witness program of no known type. Decoded in full by @scure/btc-signer.
 */
export function bitcoinAddressType(
  address: string,
  caipNetworkId: string,
): BitcoinAddressType | undefined {
  const params = bitcoinParams(caipNetworkId);
  if (!params) return undefined;
  try {
    const decoded = Address(params).decode(address.trim());
    switch (decoded.type) {
      case "pkh":
        return "p2pkh";
      case "sh":
        return "p2sh";
      case "wpkh":
        return "p2wpkh";
      case "wsh":
        return "p2wsh";
      case "tr":
        return "p2tr";
      default:
        return undefined;
    }
  } catch {
    return undefined;
  }
}

/** Whether `address` is a Bitcoin address of the network `caipNetworkId`. */
export function isBitcoinAddress(address: string, caipNetworkId: string): boolean {
  return bitcoinAddressType(address, caipNetworkId) !== undefined;
}

/**
 * Bitcoin Core's dust limit for an output of each type at its default dust relay fee
 * (3 sat/vB): an output worth less costs more to spend than it holds, and nodes refuse to
 * relay a transaction that makes one.
 */
const DUST_LIMIT: Readonly<Record<BitcoinAddressType, bigint>> = {
  p2pkh: 546n,
  p2sh: 540n,
  p2wpkh: 294n,
  p2wsh: 330n,
  p2tr: 330n,
};

/** The smallest amount (sats) an output of `type` may carry. */
export function dustLimit(type: BitcoinAddressType): bigint {
  return DUST_LIMIT[type];
}
