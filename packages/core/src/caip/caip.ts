import {
  type CaipAccountParts,
  type CaipNetworkParts,
  parseCaipAddress as readCaipAddress,
  parseCaipNetworkId as readCaipNetworkId,
} from "@foyer/protocol";
import { InvalidInputError } from "../errors/invalidInputError.js";
import { messages } from "../errors/messages.js";

export {
  type CaipAccountParts as ParsedCaipAddress,
  type CaipNetworkParts as ParsedCaipNetworkId,
  formatCaipAddress as toCaipAddress,
  formatCaipNetworkId as toCaipNetworkId,
  isCaipNetworkId,
} from "@foyer/protocol";

/** Splits a CAIP-2 id; behaviour §5: anything but two non-empty parts is 'Invalid CAIP-2 network id'. */
export function parseCaipNetworkId(id: string): CaipNetworkParts {
  const parts = readCaipNetworkId(id);
  if (parts === undefined) {
    throw new InvalidInputError(messages.invalidCaip2, { code: "INVALID_CAIP2", details: { id } });
  }
  return parts;
}

/** Splits a CAIP-10 id; behaviour §5: anything but three non-empty parts is 'Invalid CAIP-10 address'. */
export function parseCaipAddress(caipAddress: string): CaipAccountParts {
  const parts = readCaipAddress(caipAddress);
  if (parts === undefined) {
    throw new InvalidInputError(messages.invalidCaip10, {
      code: "INVALID_CAIP10",
      details: { caipAddress },
    });
  }
  return parts;
}
