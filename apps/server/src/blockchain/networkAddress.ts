import { isAddressOfNamespace } from "@foyer/protocol";
import { base58 } from "@scure/base";
import type { FastifyReply } from "fastify";
import { isBitcoinAddressOf } from "../bitcoin/bitcoinAddress.js";
import type { ErrorBody } from "../http/errors.js";

/** A Solana address is a 32-byte key in base58: the right alphabet and length are not enough. */
function isKey(address: string): boolean {
  try {
    return base58.decode(address).length === 32;
  } catch {
    return false;
  }
}

/**
 * Whether `address` is an account of the network `chainId`: EVM by its form,
 * Solana as a 32-byte key, Bitcoin by its encoding and checksum for that network (a mainnet address is not regtest's).
 * Namespaces without accounts here pass: their routes answer empty.
 */
export function isAddressOfNetwork(address: string, chainId: string): boolean {
  const namespace = chainId.slice(0, chainId.indexOf(":"));
  if (namespace === "eip155") return isAddressOfNamespace(address, namespace);
  if (namespace === "solana") return isAddressOfNamespace(address, namespace) && isKey(address);
  if (namespace === "bip122") return isBitcoinAddressOf(chainId, address);
  return true;
}

/** 400 `INVALID_ADDRESS`: the address is not one of the network asked about. */
export function wrongAddress(reply: FastifyReply, address: string, chainId: string) {
  return reply.code(400).send({
    code: "INVALID_ADDRESS",
    error: "Bad Request",
    message: `"${address.slice(0, 64)}" is not an address of ${chainId.slice(0, 64)}`,
  } satisfies ErrorBody);
}
