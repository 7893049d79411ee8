import { isPrefixedEvmAddress } from "@foyer/protocol";
import { type Address, getAddress, type Hex, isAddress } from "viem";
import { invalidParams } from "./errors.js";

// Strict like MetaMask: chain ids are hex without leading zeros, so a dApp
// that sends "0x01" or a number finds out here rather than on mainnet.
const CHAIN_ID_HEX = /^0x[1-9a-f][0-9a-f]*$/i;
// Other quantities are accepted leniently; nodes and wallets disagree on
// leading zeros and dApps copy whatever they got from elsewhere.
const QUANTITY = /^0x[0-9a-f]+$/i;
const DATA = /^0x([0-9a-f]{2})*$/i;

/** `params` of a request as an array; a missing `params` is an empty one. */
export function paramsArray(params: unknown, method: string): unknown[] {
  if (params === undefined) return [];
  if (!Array.isArray(params)) throw invalidParams(`${method} expects an array of params.`);
  return params;
}

export function parseChainIdHex(value: unknown): number {
  if (typeof value !== "string" || !CHAIN_ID_HEX.test(value)) {
    throw invalidParams(
      `chainId must be a 0x-prefixed hexadecimal string without leading zeros, got ${JSON.stringify(value)}.`,
    );
  }
  const chainId = Number.parseInt(value, 16);
  if (!Number.isSafeInteger(chainId)) throw invalidParams(`chainId ${value} is too large.`);
  return chainId;
}

export function toChainIdHex(chainId: number): Hex {
  return `0x${chainId.toString(16)}`;
}

export function parseQuantity(value: unknown, field: string): bigint {
  if (typeof value !== "string" || !QUANTITY.test(value)) {
    throw invalidParams(`${field} must be a hex quantity, got ${JSON.stringify(value)}.`);
  }
  return BigInt(value);
}

export function parseData(value: unknown, field: string): Hex {
  if (typeof value !== "string" || !DATA.test(value)) {
    throw invalidParams(`${field} must be 0x-prefixed hex bytes.`);
  }
  return value as Hex;
}

/** An address in checksum form; mixed case must be a correct checksum (EIP-55). */
export function parseAddress(value: unknown, field: string): Address {
  if (!isPrefixedEvmAddress(value)) {
    throw invalidParams(`${field} must be an address, got ${JSON.stringify(value)}.`);
  }
  const body = value.slice(2);
  const singleCase = body === body.toLowerCase() || body === body.toUpperCase();
  if (!singleCase && !isAddress(value, { strict: true })) {
    throw invalidParams(`${field} ${value} has an invalid EIP-55 checksum.`);
  }
  return getAddress(value.toLowerCase());
}

export function sameAddress(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}
