import { ConfigError } from "../configError.js";

/** The value with surrounding blanks removed, or undefined when nothing is left. */
export function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** A whole number in [min, max], or `fallback` when unset. */
export function parseInteger(
  name: string,
  raw: string | undefined,
  fallback: number,
  min: number,
  max: number,
): number {
  const value = nonEmpty(raw);
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
    throw new ConfigError(`${name} must be an integer between ${min} and ${max} (got "${value}")`);
  }
  return Number(value);
}
