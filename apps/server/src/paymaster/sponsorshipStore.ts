import { SPONSORSHIP_OFF, type SponsorshipPolicy } from "@foyer/protocol";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { sponsorshipPolicies, sponsorshipUsage } from "../db/schema.js";
import type { SponsorshipUsage } from "./sponsorshipVerdict.js";

/** The usage row that sums a project's whole day. */
export const SPONSORSHIP_USAGE_TOTAL = "*";

/** A UTC day as the usage rows key it. */
export function usageDay(nowMs: number): string {
  return new Date(nowMs).toISOString().slice(0, 10);
}

/** The project's policy; a project without one sponsors nothing. */
export async function readSponsorshipPolicy(db: Db, projectId: string): Promise<SponsorshipPolicy> {
  const [row] = await db
    .select()
    .from(sponsorshipPolicies)
    .where(eq(sponsorshipPolicies.projectId, projectId))
    .limit(1);
  if (row === undefined) return SPONSORSHIP_OFF;
  return {
    enabled: row.enabled,
    networks: row.networks,
    targets: row.targets === null ? "all" : row.targets,
    perUserDailyWei: row.perUserDailyWei,
    perUserDailyOperations: row.perUserDailyOperations,
    globalDailyWei: row.globalDailyWei,
  };
}

export async function writeSponsorshipPolicy(
  db: Db,
  projectId: string,
  policy: SponsorshipPolicy,
  at: Date = new Date(),
): Promise<void> {
  const values = {
    enabled: policy.enabled,
    networks: [...policy.networks],
    targets: policy.targets === "all" ? null : policy.targets.map((target) => target.toLowerCase()),
    perUserDailyWei: policy.perUserDailyWei,
    perUserDailyOperations: policy.perUserDailyOperations,
    globalDailyWei: policy.globalDailyWei,
    updatedAt: at,
  };
  await db
    .insert(sponsorshipPolicies)
    .values({ projectId, ...values })
    .onConflictDoUpdate({ target: sponsorshipPolicies.projectId, set: values });
}

/** Writes `policy` only where the project has none yet (a seed never overrides an operator). */
export async function seedSponsorshipPolicy(
  db: Db,
  projectId: string,
  policy: SponsorshipPolicy,
): Promise<void> {
  await db
    .insert(sponsorshipPolicies)
    .values({
      projectId,
      enabled: policy.enabled,
      networks: [...policy.networks],
      targets:
        policy.targets === "all" ? null : policy.targets.map((target) => target.toLowerCase()),
      perUserDailyWei: policy.perUserDailyWei,
      perUserDailyOperations: policy.perUserDailyOperations,
      globalDailyWei: policy.globalDailyWei,
    })
    .onConflictDoNothing();
}

/** What the project and this user have been paid for on `day`. */
export async function readSponsorshipUsage(
  db: Db,
  projectId: string,
  day: string,
  sender: string,
): Promise<SponsorshipUsage> {
  const rows = await db
    .select()
    .from(sponsorshipUsage)
    .where(and(eq(sponsorshipUsage.projectId, projectId), eq(sponsorshipUsage.day, day)));
  const user = rows.find((row) => row.sender === sender.toLowerCase());
  const project = rows.find((row) => row.sender === SPONSORSHIP_USAGE_TOTAL);
  return {
    userOperations: user?.operations ?? 0,
    userWei: BigInt(user?.wei ?? "0"),
    projectWei: BigInt(project?.wei ?? "0"),
  };
}

export interface Reservation {
  projectId: string;
  day: string;
  sender: string;
  costWei: bigint;
  policy: SponsorshipPolicy;
}

class OverLimit extends Error {}

/**
 * Counts an operation against the day's limits, or counts nothing and answers false when it would
 * pass one. Each counter only moves where the new total stays within its limit (a conditional
 * upsert), and both move in one transaction, so instances racing for the last of a limit cannot
 * both win.
 */
export async function reserveSponsorship(db: Db, reservation: Reservation): Promise<boolean> {
  const { projectId, day, policy } = reservation;
  const cost = reservation.costWei.toString();
  const bump = (
    tx: Pick<Db, "insert">,
    sender: string,
    maxOperations: number | undefined,
    maxWei: string,
  ) =>
    tx
      .insert(sponsorshipUsage)
      .values({ projectId, day, sender, operations: 1, wei: cost })
      .onConflictDoUpdate({
        target: [sponsorshipUsage.projectId, sponsorshipUsage.day, sponsorshipUsage.sender],
        set: {
          operations: sql`${sponsorshipUsage.operations} + 1`,
          wei: sql`${sponsorshipUsage.wei} + excluded.wei`,
        },
        setWhere:
          maxOperations === undefined
            ? sql`${sponsorshipUsage.wei} + excluded.wei <= ${maxWei}::numeric`
            : sql`${sponsorshipUsage.operations} + 1 <= ${maxOperations} and ${sponsorshipUsage.wei} + excluded.wei <= ${maxWei}::numeric`,
      })
      .returning({ operations: sponsorshipUsage.operations });
  try {
    await db.transaction(async (tx) => {
      const user = await bump(
        tx,
        reservation.sender.toLowerCase(),
        policy.perUserDailyOperations,
        policy.perUserDailyWei,
      );
      if (user.length === 0) throw new OverLimit();
      const project = await bump(tx, SPONSORSHIP_USAGE_TOTAL, undefined, policy.globalDailyWei);
      if (project.length === 0) throw new OverLimit();
    });
    return true;
  } catch (error) {
    if (error instanceof OverLimit) return false;
    throw error;
  }
}
