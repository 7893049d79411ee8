import { SOCIAL_OPTIONS, type SocialOption } from "./featureTypes.js";

function isSocialOption(value: unknown): value is SocialOption {
  return SOCIAL_OPTIONS.some((option) => option === value);
}

/**
 * Reads a `socials` value: `false` means none; an array keeps its order, with
 * duplicates dropped. `strict` refuses unknown entries (host options catch
 * typos); otherwise they are skipped, so a server offering a newer provider
 * does not disable the known ones. `undefined` when the value is not a
 * socials value at all.
 */
export function readSocials(value: unknown, strict: boolean): SocialOption[] | undefined {
  if (value === false) return [];
  if (!Array.isArray(value)) return undefined;
  if (strict && !value.every(isSocialOption)) return undefined;
  return [...new Set(value.filter(isSocialOption))];
}
