import { isRecord, type RemoteFeatures, readRemoteFeatures } from "@foyer/protocol";

/**
 * Reads the answer of `GET /appkit/v1/config` (behaviour §7): the whole body
 * `{ "features": { "email": true, "socials": [...], ... } }` or just its
 * `features` object. Keeps only the keys whose value has the right type, so
 * one bad key falls back to its default alone instead of discarding the
 * whole answer; unknown keys are ignored. Never throws: anything unreadable
 * gives `{}` (all defaults).
 */
export function parseRemoteFeatures(body: unknown): Partial<RemoteFeatures> {
  if (!isRecord(body)) return {};
  return readRemoteFeatures(isRecord(body.features) ? body.features : body, false).features;
}
