import { isRecord } from "../guards/isRecord.js";

/** Behaviour §5: the social logins of the embedded wallet. Farcaster has its own flow. */
export const SOCIAL_PROVIDERS = ["google", "github", "apple", "facebook", "x", "discord"] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** A social button: the six social logins plus Farcaster, in behaviour §9's default order. */
export const SOCIAL_OPTIONS = [
  "google",
  "x",
  "discord",
  "farcaster",
  "github",
  "apple",
  "facebook",
] as const;
export type SocialOption = (typeof SOCIAL_OPTIONS)[number];

/** Behaviour §5: a social provider is one of {@link SOCIAL_PROVIDERS}, spelled exactly. */
export function isSocialProvider(value: unknown): value is SocialProvider {
  return SOCIAL_PROVIDERS.some((provider) => provider === value);
}

export function isSocialOption(value: unknown): value is SocialOption {
  return SOCIAL_OPTIONS.some((option) => option === value);
}

/** The flags `GET /appkit/v1/config` answers with (behaviour §3, §7), inside `{ features }`. */
export interface RemoteFeatures {
  email: boolean;
  /** "Continue with a passkey": an embedded wallet signed in with a passkey alone. */
  passkey: boolean;
  /** The enabled social buttons in display order; empty means none. */
  socials: readonly SocialOption[];
  swaps: boolean;
  onramp: boolean;
  activity: boolean;
  reownBranding: boolean;
  multiWallet: boolean;
}

export const REMOTE_BOOLEAN_FEATURES = [
  "email",
  "passkey",
  "swaps",
  "onramp",
  "activity",
  "reownBranding",
  "multiWallet",
] as const satisfies readonly (keyof RemoteFeatures)[];

/** Behaviour §9: the default remote features. */
export const DEFAULT_REMOTE_FEATURES: Readonly<RemoteFeatures> = Object.freeze({
  email: true,
  passkey: true,
  socials: SOCIAL_OPTIONS,
  swaps: true,
  onramp: true,
  activity: true,
  reownBranding: true,
  multiWallet: false,
});

/**
 * Reads a `socials` value: `false` means none; an array keeps its order with duplicates
 * dropped. `strict` refuses a list with an unknown entry (a typo in configuration shows);
 * otherwise unknown entries are skipped, so a server offering a newer provider does not
 * disable the known ones. Undefined when the value is not a socials value at all.
 */
export function readSocials(value: unknown, strict: boolean): SocialOption[] | undefined {
  if (value === false) return [];
  if (!Array.isArray(value)) return undefined;
  if (strict && !value.every(isSocialOption)) return undefined;
  return [...new Set(value.filter(isSocialOption))];
}

export interface RemoteFeatureReading {
  /** The well-formed keys; every other key keeps its default. */
  features: Partial<RemoteFeatures>;
  /** One line per refused key; empty when the whole value was valid. */
  issues: string[];
}

/**
 * Reads a feature object key by key, so one bad key falls back to its default alone
 * instead of discarding the rest. `strict` is for configuration a person wrote (the
 * project's `features` column): a social list with an unknown entry is refused whole.
 */
export function readRemoteFeatures(value: unknown, strict: boolean): RemoteFeatureReading {
  if (value === null || value === undefined) return { features: {}, issues: [] };
  if (!isRecord(value)) return { features: {}, issues: ["features must be an object"] };
  const features: Partial<RemoteFeatures> = {};
  const issues: string[] = [];
  for (const [key, entry] of Object.entries(value)) {
    if (key === "socials") {
      const socials = readSocials(entry, strict);
      if (socials === undefined)
        issues.push(`socials must be an array of ${SOCIAL_OPTIONS.join(", ")}`);
      else features.socials = socials;
    } else if (isBooleanFeature(key)) {
      if (typeof entry === "boolean") features[key] = entry;
      else issues.push(`${key} must be a boolean`);
    } else {
      issues.push(`unknown feature "${key}"`);
    }
  }
  return { features, issues };
}

/** The defaults with well-formed overrides applied key by key. */
export function resolveRemoteFeatures(overrides: Partial<RemoteFeatures>): RemoteFeatures {
  return { ...DEFAULT_REMOTE_FEATURES, ...overrides };
}

function isBooleanFeature(key: string): key is (typeof REMOTE_BOOLEAN_FEATURES)[number] {
  return (REMOTE_BOOLEAN_FEATURES as readonly string[]).includes(key);
}
