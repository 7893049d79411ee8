import type { Guard } from "./guards.js";

/** How one persisted value is written and read back; `decode` answers undefined for anything unusable. */
export interface Codec<T> {
  encode(value: T): string;
  decode(raw: string): T | undefined;
}

/** A plain string, optionally restricted by a guard (e.g. a CAIP-2 id). */
export function stringCodec<T extends string = string>(guard?: Guard<T>): Codec<T> {
  return {
    encode: (value) => value,
    decode: (raw) => ((guard ? guard(raw) : true) ? (raw as T) : undefined),
  };
}

export const numberCodec: Codec<number> = {
  encode: (value) => String(value),
  decode(raw) {
    const value = Number(raw);
    return raw.trim() !== "" && Number.isFinite(value) ? value : undefined;
  },
};

export const booleanCodec: Codec<boolean> = {
  encode: (value) => String(value),
  decode: (raw) => (raw === "true" ? true : raw === "false" ? false : undefined),
};

/** JSON checked against a guard, so a value of another shape reads as absent. */
export function jsonCodec<T>(guard: Guard<T>): Codec<T> {
  return {
    encode: (value) => JSON.stringify(value),
    decode(raw) {
      try {
        const value: unknown = JSON.parse(raw);
        return guard(value) ? value : undefined;
      } catch {
        return undefined;
      }
    },
  };
}

/** Whole numbers as a comma list ("1,8453"), the spec's format for smart-account networks (behaviour §3). */
export const commaNumberListCodec: Codec<number[]> = {
  encode: (value) => value.join(","),
  decode(raw) {
    if (raw === "") return [];
    const parts = raw.split(",");
    return parts.every((part) => /^\d+$/.test(part)) ? parts.map(Number) : undefined;
  },
};
