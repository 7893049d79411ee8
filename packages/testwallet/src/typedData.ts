import { isRecord } from "@foyer/protocol";
import type { TypedDataDefinition } from "viem";
import { invalidParams } from "./errors.js";

export type LooseTypedData = TypedDataDefinition<Record<string, unknown>, string>;

/**
 * Reads eth_signTypedData_v4's payload (a JSON string, or an object from
 * lenient dApps) and checks its shape. Returns the domain's chain id too,
 * because a signature for another chain must be refused.
 */
export function parseTypedData(raw: unknown): { typedData: LooseTypedData; chainId?: number } {
  let value = raw;
  if (typeof raw === "string") {
    try {
      value = JSON.parse(raw);
    } catch {
      throw invalidParams("typed data is not valid JSON.");
    }
  }
  if (!isRecord(value)) throw invalidParams("typed data must be an object.");
  const { types, primaryType, domain, message } = value;
  if (!isRecord(types) || !Object.values(types).every(Array.isArray)) {
    throw invalidParams("typed data needs `types`, a map of struct name to fields.");
  }
  if (typeof primaryType !== "string" || !(primaryType in types)) {
    throw invalidParams("typed data `primaryType` must name one of its `types`.");
  }
  if (!isRecord(domain)) throw invalidParams("typed data needs a `domain` object.");
  if (!isRecord(message)) throw invalidParams("typed data needs a `message` object.");
  const normalizedDomain = { ...domain };
  let chainId: number | undefined;
  if (domain.chainId !== undefined) {
    chainId = parseDomainChainId(domain.chainId);
    normalizedDomain.chainId = chainId;
  }
  return {
    typedData: { types, primaryType, domain: normalizedDomain, message } as LooseTypedData,
    ...(chainId === undefined ? {} : { chainId }),
  };
}

// dApps send the domain chain id as a number, a decimal string or hex.
function parseDomainChainId(value: unknown): number {
  const parsed =
    typeof value === "number"
      ? value
      : typeof value === "string" && /^(0x[0-9a-f]+|\d+)$/i.test(value)
        ? Number(value)
        : Number.NaN;
  if (!Number.isSafeInteger(parsed) || parsed <= 0) {
    throw invalidParams(`typed data domain.chainId ${JSON.stringify(value)} is not a chain id.`);
  }
  return parsed;
}
