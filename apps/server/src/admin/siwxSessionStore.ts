import type { AdminSiwxSession } from "@foyer/protocol";
import { and, desc, eq, gt, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { type SiwxSessionRow, siwxSessions } from "../db/schema.js";
import { writeAudit } from "./auditStore.js";
import type { ChangeContext } from "./projectStore.js";

function toAdminSiwxSession(row: SiwxSessionRow): AdminSiwxSession {
  const data = row.data as { accountAddress?: unknown; domain?: unknown };
  return {
    id: row.tokenHash,
    chainId: row.chainId,
    address: typeof data.accountAddress === "string" ? data.accountAddress : row.addressKey,
    domain: typeof data.domain === "string" ? data.domain : "",
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/** A project's sign-in sessions, newest first; `live` only those neither expired nor revoked. */
export async function listSiwxSessions(
  db: Db,
  query: {
    projectId: string;
    live: boolean;
    after: { at: Date; id: string } | undefined;
    limit: number;
    nowMs: number;
  },
): Promise<{ sessions: AdminSiwxSession[]; last?: { at: Date; id: string } }> {
  const filters: SQL[] = [eq(siwxSessions.projectId, query.projectId)];
  if (query.live) {
    filters.push(isNull(siwxSessions.revokedAt), gt(siwxSessions.expiresAt, new Date(query.nowMs)));
  }
  if (query.after !== undefined) {
    filters.push(
      sql`(${siwxSessions.createdAt}, ${siwxSessions.tokenHash}) < (${query.after.at.toISOString()}::timestamptz, ${query.after.id})`,
    );
  }
  const rows = await db
    .select()
    .from(siwxSessions)
    .where(and(...filters))
    .orderBy(desc(siwxSessions.createdAt), desc(siwxSessions.tokenHash))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const lastRow = page.at(-1);
  return {
    sessions: page.map(toAdminSiwxSession),
    ...(rows.length > query.limit && lastRow !== undefined
      ? { last: { at: lastRow.createdAt, id: lastRow.tokenHash } }
      : {}),
  };
}

/**
 * Revokes one sign-in session of a project (its token stops working on the next call),
 * audited; `missing` when the project has no such session, `unchanged` when it had ended.
 */
export async function revokeSiwxSession(
  db: Db,
  projectId: string,
  sessionId: string,
  context: ChangeContext,
): Promise<"revoked" | "unchanged" | "missing"> {
  const at = new Date(context.nowMs);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(siwxSessions)
      .where(and(eq(siwxSessions.projectId, projectId), eq(siwxSessions.tokenHash, sessionId)))
      .for("update");
    if (row === undefined) return "missing";
    if (row.revokedAt !== null || row.expiresAt <= at) return "unchanged";
    const [updated] = await tx
      .update(siwxSessions)
      .set({ revokedAt: at })
      .where(eq(siwxSessions.tokenHash, sessionId))
      .returning();
    await writeAudit(
      tx,
      {
        actor: context.actor,
        action: "siwx-session.revoke",
        targetType: "siwx-session",
        targetId: sessionId,
        before: toAdminSiwxSession(row),
        after: updated === undefined ? null : toAdminSiwxSession(updated),
      },
      at,
    );
    return "revoked";
  });
}
