import { FoyerError } from "../errors/FoyerError.js";
import { messages } from "../errors/messages.js";
import type { CaipAddress, CaipNetworkId } from "../types/chain.js";

export interface ParsedCaipNetworkId {
  namespace: string;
  reference: string;
}

export interface ParsedCaipAddress extends ParsedCaipNetworkId {
  address: string;
}

/**
 * Splits a CAIP-2 id. SPEC §5: it needs exactly two colon-separated parts,
 * both non-empty, else 'Invalid CAIP-2 network id'.
 */
export function parseCaipNetworkId(id: string): ParsedCaipNetworkId {
  const parts = typeof id === "string" ? id.split(":") : [];
  const [namespace, reference] = parts;
  if (parts.length !== 2 || !namespace || !reference) {
    throw new FoyerError(messages.invalidCaip2, { code: "INVALID_CAIP2", details: { id } });
  }
  return { namespace, reference };
}

/**
 * Splits a CAIP-10 account id. SPEC §5: exactly three parts, else
 * 'Invalid CAIP-10 address'.
 */
export function parseCaipAddress(caipAddress: string): ParsedCaipAddress {
  const parts = typeof caipAddress === "string" ? caipAddress.split(":") : [];
  const [namespace, reference, address] = parts;
  if (parts.length !== 3 || !namespace || !reference || !address) {
    throw new FoyerError(messages.invalidCaip10, {
      code: "INVALID_CAIP10",
      details: { caipAddress },
    });
  }
  return { namespace, reference, address };
}

export function isCaipNetworkId(id: unknown): id is CaipNetworkId {
  if (typeof id !== "string") return false;
  const parts = id.split(":");
  return parts.length === 2 && parts.every((part) => part.length > 0);
}

export function toCaipNetworkId(namespace: string, reference: string | number): CaipNetworkId {
  return `${namespace}:${reference}`;
}

export function toCaipAddress(caipNetworkId: CaipNetworkId, address: string): CaipAddress {
  return `${caipNetworkId}:${address}`;
}
