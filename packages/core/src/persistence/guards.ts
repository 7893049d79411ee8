import { isRecord } from "@foyer/protocol";

import type { ChainNamespace } from "../types/chain.js";

/** Type guards for values read back from storage, which may hold anything. */
export type Guard<T> = (value: unknown) => value is T;

const NAMESPACES: readonly string[] = ["eip155", "solana", "bip122", "polkadot"];

export const isString: Guard<string> = (value): value is string => typeof value === "string";

export const isFiniteNumber: Guard<number> = (value): value is number =>
  typeof value === "number" && Number.isFinite(value);

export const isChainNamespace: Guard<ChainNamespace> = (value): value is ChainNamespace =>
  typeof value === "string" && NAMESPACES.includes(value);

export function arrayOf<T>(item: Guard<T>): Guard<T[]> {
  return (value): value is T[] => Array.isArray(value) && value.every(item);
}

export function oneOf<const T extends string>(values: readonly T[]): Guard<T> {
  return (value): value is T => typeof value === "string" && values.includes(value as T);
}

/** A record whose keys pass `key` and whose values pass `item`. */
export function recordOf<K extends string, T>(
  key: Guard<K>,
  item: Guard<T>,
): Guard<Partial<Record<K, T>>> {
  return (value): value is Partial<Record<K, T>> =>
    isRecord(value) && Object.entries(value).every(([k, v]) => key(k) && item(v));
}

/** An object with the given required and optional fields. */
export function shape<T>(
  required: { [K in keyof T]?: Guard<T[K]> },
  optional: { [K in keyof T]?: Guard<NonNullable<T[K]>> } = {},
): Guard<T> {
  return (value): value is T => {
    if (!isRecord(value)) return false;
    const requiredOk = Object.entries(required).every(([k, guard]) =>
      (guard as Guard<unknown>)(value[k]),
    );
    const optionalOk = Object.entries(optional).every(
      ([k, guard]) => value[k] === undefined || (guard as Guard<unknown>)(value[k]),
    );
    return requiredOk && optionalOk;
  };
}

export function nullable<T>(guard: Guard<T>): Guard<T | null> {
  return (value): value is T | null => value === null || guard(value);
}
