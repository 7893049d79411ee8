import { type Address, isAddress } from "@solana/kit";
import { invalidParams } from "../rpcError.js";

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The positional parameter at `index`, or undefined. */
export function param(params: unknown, index: number): unknown {
  return Array.isArray(params) ? params[index] : undefined;
}

/** A config object parameter (the last, optional one of most methods). */
export function configParam(params: unknown, index: number): Record<string, unknown> {
  const value = param(params, index);
  if (value === undefined || value === null) return {};
  if (!isRecord(value)) throw invalidParams("Invalid params: expected a configuration object");
  return value;
}

export function addressParam(params: unknown, index: number): Address {
  const value = param(params, index);
  if (typeof value !== "string")
    throw invalidParams("Invalid params: expected a public key string");
  if (!isAddress(value)) throw invalidParams("Invalid param: Invalid");
  return value;
}

export function stringParam(params: unknown, index: number, what: string): string {
  const value = param(params, index);
  if (typeof value !== "string") throw invalidParams(`Invalid params: expected ${what}`);
  return value;
}

export function u64Param(params: unknown, index: number, what: string): bigint {
  const value = param(params, index);
  if (typeof value === "number" && Number.isSafeInteger(value) && value >= 0) return BigInt(value);
  if (typeof value === "bigint" && value >= 0n) return value;
  throw invalidParams(`Invalid params: ${what} must be a non-negative integer`);
}

/** `minContextSlot` of a config object, when given. */
export function minContextSlot(config: Record<string, unknown>): bigint | undefined {
  const value = config.minContextSlot;
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 0) {
    throw invalidParams("Invalid params: minContextSlot must be a non-negative integer");
  }
  return BigInt(value);
}
