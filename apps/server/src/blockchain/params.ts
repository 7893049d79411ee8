import { type Address, getAddress } from "viem";
import type { ErrorBody } from "../http/errors.js";
import { isCaip2 } from "../lib/caip.js";

/** Pseudo-address the blockchain API uses for a network's native coin in CAIP-10 ids. */
export const NATIVE_TOKEN_ADDRESS = "0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee";

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/**
 * `0x` + 40 hex digits, any case. Mixed case is not checked against its
 * checksum: clients send lowercased addresses too, and reading a balance
 * can't lose funds.
 */
export function parseEvmAddress(value: unknown): Address | undefined {
  return typeof value === "string" && EVM_ADDRESS.test(value) ? getAddress(value) : undefined;
}

export interface Caip10 {
  chainId: string;
  address: string;
}

/** `namespace:reference:address`; undefined for anything else. */
export function parseCaip10(value: unknown): Caip10 | undefined {
  if (typeof value !== "string") return undefined;
  const parts = value.split(":");
  if (parts.length !== 3 || parts.some((part) => part.length === 0)) return undefined;
  const [namespace, reference, address] = parts as [string, string, string];
  return { chainId: `${namespace}:${reference}`, address };
}

export type ChainIdResult = { ok: true; chainId: string } | { ok: false; error: ErrorBody };

/** The required `chainId` query parameter, as a well-formed CAIP-2 id. */
export function parseChainIdParam(value: unknown): ChainIdResult {
  if (typeof value !== "string" || !isCaip2(value)) {
    return {
      ok: false,
      error: invalidRequest(
        typeof value === "string"
          ? `chainId must be a CAIP-2 id like eip155:1 (got "${value.slice(0, 64)}")`
          : "chainId query parameter is required, e.g. ?chainId=eip155:1",
        "INVALID_CHAIN_ID",
      ),
    };
  }
  return { ok: true, chainId: value };
}

export type PageLimitResult = { ok: true; limit: number } | { ok: false; error: ErrorBody };

/** The optional `limit` query parameter of a paged route: 1 to `max`, `fallback` when absent. */
export function parsePageLimitParam(
  value: unknown,
  fallback: number,
  max: number,
): PageLimitResult {
  if (value === undefined) return { ok: true, limit: fallback };
  const limit = typeof value === "string" && /^\d{1,3}$/.test(value) ? Number(value) : 0;
  if (limit < 1 || limit > max) {
    return { ok: false, error: invalidRequest(`limit must be an integer from 1 to ${max}`) };
  }
  return { ok: true, limit };
}

export function invalidRequest(message: string, code = "INVALID_REQUEST"): ErrorBody {
  return { code, error: "Bad Request", message };
}

export function invalidAddress(value: unknown): ErrorBody {
  const shown = typeof value === "string" ? value.slice(0, 64) : String(value);
  return invalidRequest(
    `"${shown}" is not an EVM address (0x followed by 40 hex digits)`,
    "INVALID_ADDRESS",
  );
}
