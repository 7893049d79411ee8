import type { AdminEvent, AdminEventGroup } from "@foyer/protocol";
import { and, desc, eq, gte, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { clientEvents } from "../db/schema.js";

export interface EventFilter {
  projectId: string;
  type: string | undefined;
  sinceMs: number | undefined;
}

function filtersOf(filter: EventFilter): SQL[] {
  const filters: SQL[] = [eq(clientEvents.projectId, filter.projectId)];
  if (filter.type !== undefined && filter.type !== "")
    filters.push(eq(clientEvents.type, filter.type));
  if (filter.sinceMs !== undefined) {
    filters.push(gte(clientEvents.receivedAt, new Date(filter.sinceMs)));
  }
  return filters;
}

/** A project's reports, newest first, after the row `after` (a previous page's last). */
export async function listEvents(
  db: Db,
  filter: EventFilter,
  page: { after: { at: Date; id: number } | undefined; limit: number },
): Promise<{ events: AdminEvent[]; last?: { at: Date; id: number } }> {
  const filters = filtersOf(filter);
  if (page.after !== undefined) {
    filters.push(
      sql`(${clientEvents.receivedAt}, ${clientEvents.id}) < (${page.after.at.toISOString()}::timestamptz, ${page.after.id})`,
    );
  }
  const rows = await db
    .select()
    .from(clientEvents)
    .where(and(...filters))
    .orderBy(desc(clientEvents.receivedAt), desc(clientEvents.id))
    .limit(page.limit + 1);
  const shown = rows.slice(0, page.limit);
  const lastRow = shown.at(-1);
  return {
    events: shown.map((row) => ({
      id: row.id,
      receivedAt: row.receivedAt.toISOString(),
      sentAt: row.sentAt.toISOString(),
      sdkType: row.sdkType,
      sdkVersion: row.sdkVersion,
      url: row.url,
      domain: row.domain,
      type: row.type,
      event: row.event,
      errorType: row.errorType,
      errorMessage: row.errorMessage,
      stackTrace: row.stackTrace,
    })),
    ...(rows.length > page.limit && lastRow !== undefined
      ? { last: { at: lastRow.receivedAt, id: lastRow.id } }
      : {}),
  };
}

/** The same reports counted by event, error category and message, most frequent first. */
export async function groupEvents(
  db: Db,
  filter: EventFilter,
  limit: number,
): Promise<AdminEventGroup[]> {
  const count = sql<string>`count(*)`;
  const rows = await db
    .select({
      event: clientEvents.event,
      errorType: clientEvents.errorType,
      errorMessage: clientEvents.errorMessage,
      count,
      firstSeen: sql<string>`min(${clientEvents.receivedAt})`,
      lastSeen: sql<string>`max(${clientEvents.receivedAt})`,
    })
    .from(clientEvents)
    .where(and(...filtersOf(filter)))
    .groupBy(clientEvents.event, clientEvents.errorType, clientEvents.errorMessage)
    .orderBy(desc(count), desc(sql`max(${clientEvents.receivedAt})`))
    .limit(limit);
  return rows.map((row) => ({
    event: row.event,
    errorType: row.errorType,
    errorMessage: row.errorMessage,
    count: Number(row.count),
    firstSeen: new Date(row.firstSeen).toISOString(),
    lastSeen: new Date(row.lastSeen).toISOString(),
  }));
}
