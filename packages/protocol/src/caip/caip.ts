/** A CAIP-2 network id, `namespace:reference` (`eip155:1`). */
export type CaipNetworkId = `${string}:${string}`;

/** A CAIP-10 account id, `namespace:reference:address` (`eip155:1:0xab…`). */
export type CaipAddress = `${string}:${string}:${string}`;

export interface CaipNetworkParts {
  namespace: string;
  reference: string;
}

export interface CaipAccountParts extends CaipNetworkParts {
  address: string;
}

/**
 * Splits a CAIP-2 id (behaviour §5: exactly two colon-separated parts, both non-empty).
 * Undefined for anything else, so each side words its own refusal: core throws the
 * catalogue's 'Invalid CAIP-2 network id', the server answers 400.
 */
export function parseCaipNetworkId(id: unknown): CaipNetworkParts | undefined {
  if (typeof id !== "string") return undefined;
  const parts = id.split(":");
  const [namespace, reference] = parts;
  if (parts.length !== 2 || !namespace || !reference) return undefined;
  return { namespace, reference };
}

/** Splits a CAIP-10 id (behaviour §5: exactly three colon-separated parts, all non-empty). */
export function parseCaipAddress(id: unknown): CaipAccountParts | undefined {
  if (typeof id !== "string") return undefined;
  const parts = id.split(":");
  const [namespace, reference, address] = parts;
  if (parts.length !== 3 || !namespace || !reference || !address) return undefined;
  return { namespace, reference, address };
}

export function isCaipNetworkId(id: unknown): id is CaipNetworkId {
  return parseCaipNetworkId(id) !== undefined;
}

export function isCaipAddress(id: unknown): id is CaipAddress {
  return parseCaipAddress(id) !== undefined;
}

export function formatCaipNetworkId(namespace: string, reference: string | number): CaipNetworkId {
  return `${namespace}:${reference}`;
}

export function formatCaipAddress(networkId: CaipNetworkId, address: string): CaipAddress {
  return `${networkId}:${address}`;
}
