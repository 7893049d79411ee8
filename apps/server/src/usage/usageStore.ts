import type { UsageBucket, UsageKind } from "@foyer/protocol";
import { and, eq, gte, lt, sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { usageCounts } from "../db/schema.js";

export interface UsageRow {
  projectId: string;
  bucketStart: Date;
  kind: string;
  key: string;
  count: number;
}

/** Rows per statement: Postgres takes at most 65 535 parameters, five per row. */
const CHUNK = 2_000;

/** Adds counts to their hours' rows, creating the rows that do not exist yet. */
export async function addUsage(db: Db, rows: readonly UsageRow[]): Promise<void> {
  for (let at = 0; at < rows.length; at += CHUNK) {
    await db
      .insert(usageCounts)
      .values(rows.slice(at, at + CHUNK))
      .onConflictDoUpdate({
        target: [usageCounts.projectId, usageCounts.bucketStart, usageCounts.kind, usageCounts.key],
        set: { count: sql`${usageCounts.count} + excluded.count` },
      });
  }
}

export interface UsageReportRow {
  start: Date;
  kind: UsageKind;
  key: string;
  count: number;
}

/** A project's counts from `from` (inclusive) to `to` (exclusive), summed per bucket, oldest first. */
export async function readUsage(
  db: Db,
  projectId: string,
  range: { from: Date; to: Date; bucket: UsageBucket },
): Promise<UsageReportRow[]> {
  // Buckets are UTC hours or UTC days; date_bin keeps them aligned on the epoch.
  // A literal, not a parameter: GROUP BY must see the very expression SELECT has.
  const size = sql.raw(range.bucket === "hour" ? "'1 hour'" : "'1 day'");
  const start = sql<Date>`date_bin(${size}::interval, ${usageCounts.bucketStart}, timestamptz '1970-01-01 00:00:00+00')`;
  const rows = await db
    .select({
      start,
      kind: usageCounts.kind,
      key: usageCounts.key,
      count: sql<string>`sum(${usageCounts.count})`,
    })
    .from(usageCounts)
    .where(
      and(
        eq(usageCounts.projectId, projectId),
        gte(usageCounts.bucketStart, range.from),
        lt(usageCounts.bucketStart, range.to),
      ),
    )
    .groupBy(start, usageCounts.kind, usageCounts.key)
    .orderBy(start, usageCounts.kind, usageCounts.key);
  return rows.map((row) => ({
    start: new Date(row.start),
    kind: row.kind as UsageKind,
    key: row.key,
    count: Number(row.count),
  }));
}

/** Forgets a project's counts (the project is deleted). */
export async function deleteUsage(db: Db, projectId: string): Promise<void> {
  await db.delete(usageCounts).where(eq(usageCounts.projectId, projectId));
}
