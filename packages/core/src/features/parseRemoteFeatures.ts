import type { RemoteFeatures } from "./featureTypes.js";
import { readSocials } from "./readSocials.js";

const BOOLEAN_KEYS = [
  "email",
  "swaps",
  "onramp",
  "activity",
  "reownBranding",
  "multiWallet",
] as const satisfies readonly (keyof RemoteFeatures)[];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Reads the answer of `GET /appkit/v1/config` (SPEC §7): the whole body
 * `{ "features": { "email": true, "socials": [...], ... } }` or just its
 * `features` object. Keeps only the keys whose value has the right type, so
 * one bad key falls back to its default alone instead of discarding the
 * whole answer; unknown keys are ignored. Never throws: anything unreadable
 * gives `{}` (all defaults).
 */
export function parseRemoteFeatures(body: unknown): Partial<RemoteFeatures> {
  if (!isRecord(body)) return {};
  const source = isRecord(body.features) ? body.features : body;
  const parsed: Partial<RemoteFeatures> = {};
  for (const key of BOOLEAN_KEYS) {
    const value = source[key];
    if (typeof value === "boolean") parsed[key] = value;
  }
  const socials = readSocials(source.socials, false);
  if (socials !== undefined) parsed.socials = socials;
  return parsed;
}
