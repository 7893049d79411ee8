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

/** `raw` as an http(s) URL; anything else is a ConfigError naming the variable. */
export function parseHttpUrl(name: string, raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL (got "${raw}")`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new ConfigError(`${name} must be an http(s) URL (got "${raw}")`);
  }
  return url;
}

/** An http(s) URL that paths are appended to: its trailing slashes removed. */
export function parseHttpBase(name: string, raw: string): string {
  return parseHttpUrl(name, raw).href.replace(/\/+$/, "");
}
