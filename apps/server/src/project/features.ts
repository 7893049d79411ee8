import { isRecord } from "../lib/isRecord.js";

export const SOCIAL_PROVIDERS = [
  "google",
  "x",
  "discord",
  "farcaster",
  "github",
  "apple",
  "facebook",
] as const;

export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** The remote feature flags served by `GET /appkit/v1/config`. */
export interface RemoteFeatures {
  email: boolean;
  socials: SocialProvider[];
  swaps: boolean;
  onramp: boolean;
  activity: boolean;
  reownBranding: boolean;
  multiWallet: boolean;
}

type BooleanFeature = Exclude<keyof RemoteFeatures, "socials">;

const BOOLEAN_FEATURES: readonly BooleanFeature[] = [
  "email",
  "swaps",
  "onramp",
  "activity",
  "reownBranding",
  "multiWallet",
];

/** The spec's defaults; a fresh object each call so callers may not share mutations. */
export function defaultFeatures(): RemoteFeatures {
  return {
    email: true,
    socials: [...SOCIAL_PROVIDERS],
    swaps: true,
    onramp: true,
    activity: true,
    reownBranding: true,
    multiWallet: false,
  };
}

export interface FeatureOverrides {
  /** The well-formed overrides. */
  overrides: Partial<RemoteFeatures>;
  /** One line per rejected key; empty when the whole value was valid. */
  issues: string[];
}

/**
 * Checks a project's `features` column. It is jsonb, so anything may be in it:
 * an unknown key or a wrongly typed value is reported and left out, never served.
 */
export function parseFeatureOverrides(value: unknown): FeatureOverrides {
  if (value === null || value === undefined) return { overrides: {}, issues: [] };
  if (!isRecord(value)) return { overrides: {}, issues: ["features must be an object"] };

  const overrides: Partial<RemoteFeatures> = {};
  const issues: string[] = [];
  for (const [key, entry] of Object.entries(value)) {
    if (key === "socials") {
      const socials = parseSocials(entry);
      if (socials === undefined) {
        issues.push(`socials must be an array of ${SOCIAL_PROVIDERS.join(", ")}`);
      } else {
        overrides.socials = socials;
      }
    } else if (isBooleanFeature(key)) {
      if (typeof entry === "boolean") overrides[key] = entry;
      else issues.push(`${key} must be a boolean`);
    } else {
      issues.push(`unknown feature "${key}"`);
    }
  }
  return { overrides, issues };
}

/** Defaults with the overrides applied key by key. */
export function resolveFeatures(overrides: Partial<RemoteFeatures>): RemoteFeatures {
  return { ...defaultFeatures(), ...overrides };
}

function isBooleanFeature(key: string): key is BooleanFeature {
  return (BOOLEAN_FEATURES as readonly string[]).includes(key);
}

function parseSocials(value: unknown): SocialProvider[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const socials: SocialProvider[] = [];
  for (const entry of value) {
    const provider = SOCIAL_PROVIDERS.find((known) => known === entry);
    if (provider === undefined) return undefined;
    if (!socials.includes(provider)) socials.push(provider);
  }
  return socials;
}
