import * as v from "valibot";
import {
  REMOTE_BOOLEAN_FEATURES,
  type RemoteFeatures,
  readRemoteFeatures,
  resolveRemoteFeatures,
  SOCIAL_OPTIONS,
} from "../features/remoteFeatures.js";
import { isRecord } from "../guards/isRecord.js";

/**
 * A project's features as the operator sets them: the remote features its clients read
 * (`GET /appkit/v1/config`), plus `analytics` — whether its clients send analytics and error
 * reports (`POST /e`), off unless turned on.
 */
export interface ProjectFeatures extends RemoteFeatures {
  analytics: boolean;
}

type BooleanFeature = (typeof REMOTE_BOOLEAN_FEATURES)[number];

/**
 * Every feature name the admin API accepts. The remote ones come from
 * `REMOTE_BOOLEAN_FEATURES`, so a feature added there is settable per project with no
 * other change.
 */
export const PROJECT_FEATURE_NAMES: readonly (keyof ProjectFeatures)[] = [
  ...REMOTE_BOOLEAN_FEATURES,
  "socials",
  "analytics",
];

const SOCIALS_MESSAGE = `socials must be a list of ${SOCIAL_OPTIONS.join(", ")}, or null for the default`;

const booleanEntries = Object.fromEntries(
  REMOTE_BOOLEAN_FEATURES.map((name) => [
    name,
    v.optional(v.nullable(v.boolean(`${name} must be true, false, or null for the default`))),
  ]),
) as Record<
  BooleanFeature,
  v.OptionalSchema<v.NullableSchema<v.BooleanSchema<string>, undefined>, undefined>
>;

/**
 * Feature changes, key by key: `true`/`false` set a feature, `null` gives it back its default,
 * an absent key leaves it as it is. An unknown name is refused, naming it.
 */
export const ProjectFeaturesPatchSchema = v.strictObject(
  {
    ...booleanEntries,
    socials: v.optional(
      v.nullable(v.array(v.picklist(SOCIAL_OPTIONS, SOCIALS_MESSAGE), SOCIALS_MESSAGE)),
    ),
    analytics: v.optional(v.boolean("analytics must be true or false")),
  },
  (issue) =>
    issue.expected === "never"
      ? `unknown feature "${String(issue.input).slice(0, 64)}" (known: ${PROJECT_FEATURE_NAMES.join(", ")})`
      : "features must be an object of feature names",
);
export type ProjectFeaturesPatch = v.InferOutput<typeof ProjectFeaturesPatchSchema>;

/** A project's features as the admin API answers them: every one, with its effective value. */
export const ProjectFeaturesSchema = v.object({
  ...(Object.fromEntries(REMOTE_BOOLEAN_FEATURES.map((name) => [name, v.boolean()])) as Record<
    BooleanFeature,
    v.BooleanSchema<undefined>
  >),
  socials: v.array(v.picklist(SOCIAL_OPTIONS)),
  analytics: v.boolean(),
});

/**
 * The stored overrides (the project's `features` column) after a patch: set keys replace,
 * `null` keys are dropped (back to the default). `analytics` is not an override: it is the
 * project's own switch, kept apart. Keys already stored that the patch does not name stay.
 */
export function applyFeaturesPatch(
  stored: unknown,
  patch: ProjectFeaturesPatch,
): Record<string, unknown> {
  const next: Record<string, unknown> = isRecord(stored) ? { ...stored } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (key === "analytics" || value === undefined) continue;
    if (value === null) delete next[key];
    else next[key] = value;
  }
  return next;
}

/** What a project's clients get: the defaults with its valid overrides, and its analytics switch. */
export function resolveProjectFeatures(stored: unknown, analytics: boolean): ProjectFeatures {
  return { ...resolveRemoteFeatures(readRemoteFeatures(stored, true).features), analytics };
}
