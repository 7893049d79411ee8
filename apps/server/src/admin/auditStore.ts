import type { AdminAuditEntry } from "@foyer/protocol";
import { and, desc, eq, lt, type SQL } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { adminAudit } from "../db/schema.js";

/** One admin action, as the audit keeps it. */
export interface AuditRecord {
  actor: string;
  /** What was done: `project.create`, `user.revoke`, `admin.sign-in`, … */
  action: string;
  targetType: "project" | "user" | "siwx-session" | "admin-session";
  targetId: string;
  /** The state before and after, as the admin API shows it; null where there is none. */
  before: unknown;
  after: unknown;
}

/**
 * Writes an audit row. Called with the transaction that makes the change, so a change and
 * its row commit together or not at all.
 */
export async function writeAudit(db: Db, record: AuditRecord, at: Date): Promise<void> {
  await db.insert(adminAudit).values({
    at,
    actor: record.actor,
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId,
    before: record.before ?? null,
    after: record.after ?? null,
  });
}

/** Audit rows, newest first, optionally of one target, after the row `beforeId`. */
export async function readAudit(
  db: Db,
  query: { target: string | undefined; beforeId: number | undefined; limit: number },
): Promise<AdminAuditEntry[]> {
  const filters: SQL[] = [];
  if (query.target !== undefined) filters.push(eq(adminAudit.targetId, query.target));
  if (query.beforeId !== undefined) filters.push(lt(adminAudit.id, query.beforeId));
  const rows = await db
    .select()
    .from(adminAudit)
    .where(filters.length === 0 ? undefined : and(...filters))
    .orderBy(desc(adminAudit.id))
    .limit(query.limit);
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    actor: row.actor,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    before: row.before,
    after: row.after,
  }));
}
