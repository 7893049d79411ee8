import type { AdminSponsorship, SponsorshipPolicyPatch, SponsorshipToday } from "@foyer/protocol";
import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { projects, sponsorshipPolicies, sponsorshipUsage } from "../db/schema.js";
import {
  readSponsorshipPolicy,
  SPONSORSHIP_USAGE_TOTAL,
  usageDay,
  writeSponsorshipPolicy,
} from "../paymaster/sponsorshipStore.js";
import { announceProjectChange } from "../project/projectChanges.js";
import { writeAudit } from "./auditStore.js";
import type { ChangeContext } from "./projectStore.js";

/** What the paymaster signed for on `day`: the project's total and how many users it was for. */
export async function readSponsorshipToday(
  db: Db,
  projectId: string,
  day: string,
): Promise<SponsorshipToday> {
  const [total] = await db
    .select()
    .from(sponsorshipUsage)
    .where(
      and(
        eq(sponsorshipUsage.projectId, projectId),
        eq(sponsorshipUsage.day, day),
        eq(sponsorshipUsage.sender, SPONSORSHIP_USAGE_TOTAL),
      ),
    );
  const users = await db.$count(
    sponsorshipUsage,
    and(
      eq(sponsorshipUsage.projectId, projectId),
      eq(sponsorshipUsage.day, day),
      ne(sponsorshipUsage.sender, SPONSORSHIP_USAGE_TOTAL),
    ),
  );
  return {
    day,
    operations: total?.operations ?? 0,
    wei: total === undefined ? "0" : BigInt(total.wei).toString(),
    users,
  };
}

async function policyUpdatedAt(db: Db, projectId: string): Promise<string | null> {
  const [row] = await db
    .select({ updatedAt: sponsorshipPolicies.updatedAt })
    .from(sponsorshipPolicies)
    .where(eq(sponsorshipPolicies.projectId, projectId));
  return row === undefined ? null : row.updatedAt.toISOString();
}

/** The project's sponsorship as the admin API shows it; undefined when there is no such project. */
export async function findSponsorship(
  db: Db,
  projectId: string,
  view: { paymasterNetworks: readonly string[]; nowMs: number },
): Promise<AdminSponsorship | undefined> {
  const [project] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.id, projectId));
  if (project === undefined) return undefined;
  return {
    projectId,
    policy: await readSponsorshipPolicy(db, projectId),
    paymasterNetworks: [...view.paymasterNetworks],
    today: await readSponsorshipToday(db, projectId, usageDay(view.nowMs)),
    updatedAt: await policyUpdatedAt(db, projectId),
  };
}

/**
 * Applies a change to a project's policy with its audit row (before → after) and the project's
 * announcement, in one transaction with the project row locked, so two operators' changes at
 * once both land. Undefined when there is no such project (nothing is written then).
 */
export async function updateSponsorship(
  db: Db,
  projectId: string,
  patch: SponsorshipPolicyPatch,
  context: ChangeContext & { paymasterNetworks: readonly string[] },
): Promise<AdminSponsorship | undefined> {
  const at = new Date(context.nowMs);
  return db.transaction(async (tx) => {
    const [project] = await tx
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.id, projectId))
      .for("update");
    if (project === undefined) return undefined;
    const before = await readSponsorshipPolicy(tx, projectId);
    const defined = Object.fromEntries(
      Object.entries(patch).filter(([, value]) => value !== undefined),
    );
    const after = { ...before, ...defined };
    await writeSponsorshipPolicy(tx, projectId, after, at);
    // Read back: addresses are kept lowercase, as the paymaster compares them.
    const stored = await readSponsorshipPolicy(tx, projectId);
    await writeAudit(
      tx,
      {
        actor: context.actor,
        action: "project.sponsorship",
        targetType: "project",
        targetId: projectId,
        before,
        after: stored,
      },
      at,
    );
    await announceProjectChange(tx, projectId);
    return {
      projectId,
      policy: stored,
      paymasterNetworks: [...context.paymasterNetworks],
      today: await readSponsorshipToday(tx, projectId, usageDay(context.nowMs)),
      updatedAt: at.toISOString(),
    };
  });
}
