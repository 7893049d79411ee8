import { httpUrlOf } from "@foyer/protocol";
import { ConfigError } from "../configError.js";

/** The value with surrounding blanks removed, or undefined when nothing is left. */
export function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** `raw` as an http(s) URL; anything else is a ConfigError naming the variable. */
export function parseHttpUrl(name: string, raw: string): URL {
  const url = httpUrlOf(raw);
  if (url === undefined) throw new ConfigError(`${name} must be an http(s) URL (got "${raw}")`);
  return url;
}

/** An http(s) URL that paths are appended to: its trailing slashes removed. */
export function parseHttpBase(name: string, raw: string): string {
  return parseHttpUrl(name, raw).href.replace(/\/+$/, "");
}
