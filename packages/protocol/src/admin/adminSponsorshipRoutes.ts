import * as v from "valibot";
import { defineRoute } from "../http/route.js";
import { SponsorshipPolicySchema } from "../sponsorship/sponsorshipPolicy.js";
import { ADMIN_PREFIX, IsoTime, ProjectPathParams } from "./adminFields.js";

/** What the paymaster has signed for today (UTC) for a project. */
export const SponsorshipTodaySchema = v.object({
  /** The UTC day, `YYYY-MM-DD`: the limits start again at midnight UTC. */
  day: v.string(),
  /** Operations paid for, by every user together. */
  operations: v.number(),
  /** The most those operations could cost, in wei (what counts against the global cap). */
  wei: v.string(),
  /** How many users (smart accounts) had an operation paid for. */
  users: v.number(),
});
export type SponsorshipToday = v.InferOutput<typeof SponsorshipTodaySchema>;

/** A project's gas sponsorship as the admin API shows it: the policy and today's use. */
export const AdminSponsorshipSchema = v.object({
  projectId: v.string(),
  policy: SponsorshipPolicySchema,
  /** CAIP-2 ids of the networks where this server has a paymaster it signs for. */
  paymasterNetworks: v.array(v.string()),
  today: SponsorshipTodaySchema,
  /** When the policy was last set; null: never (nothing is sponsored). */
  updatedAt: v.nullable(IsoTime),
});
export type AdminSponsorship = v.InferOutput<typeof AdminSponsorshipSchema>;

const entries = SponsorshipPolicySchema.entries;

const POLICY_FIELDS =
  "enabled, networks, targets, perUserDailyWei, perUserDailyOperations, globalDailyWei";

/** A change of policy: the fields named change, the rest stay (a project without one starts off). */
export const SponsorshipPolicyPatchSchema = v.pipe(
  v.strictObject(
    {
      enabled: v.optional(entries.enabled),
      networks: v.optional(entries.networks),
      targets: v.optional(entries.targets),
      perUserDailyWei: v.optional(entries.perUserDailyWei),
      perUserDailyOperations: v.optional(entries.perUserDailyOperations),
      globalDailyWei: v.optional(entries.globalDailyWei),
    },
    (issue) => {
      const key = issue.path?.[0]?.key;
      return issue.expected === "never" && typeof key === "string"
        ? `${key.slice(0, 64)} is not a policy field (the fields are ${POLICY_FIELDS})`
        : `Body must be an object of the policy fields to change: ${POLICY_FIELDS}`;
    },
  ),
  v.check(
    (patch) => Object.values(patch).some((value) => value !== undefined),
    `Body must name at least one policy field to change: ${POLICY_FIELDS}`,
  ),
);
export type SponsorshipPolicyPatch = v.InferOutput<typeof SponsorshipPolicyPatchSchema>;

/** `GET /admin/v1/projects/:id/sponsorship` → the policy and today's use, or 404. */
export const adminSponsorshipRoute = defineRoute({
  method: "GET",
  path: `${ADMIN_PREFIX}/projects/:id/sponsorship`,
  params: ProjectPathParams,
  response: AdminSponsorshipSchema,
});

/**
 * `PATCH /admin/v1/projects/:id/sponsorship`: changes the project's policy (audited). The
 * paymaster reads the policy for every request, so the change is in force on every instance
 * as soon as it answers.
 */
export const adminUpdateSponsorshipRoute = defineRoute({
  method: "PATCH",
  path: `${ADMIN_PREFIX}/projects/:id/sponsorship`,
  params: ProjectPathParams,
  body: SponsorshipPolicyPatchSchema,
  response: AdminSponsorshipSchema,
});
