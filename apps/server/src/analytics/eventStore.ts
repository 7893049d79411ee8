import type { analyticsEventRoute, RouteBody, RouteQuery } from "@foyer/protocol";
import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { clientEvents, rateLimits } from "../db/schema.js";

type EventQuery = RouteQuery<typeof analyticsEventRoute>;
type EventBody = RouteBody<typeof analyticsEventRoute>;

/** How long reports are kept for the operator. */
export const EVENT_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Stores one report; a client retrying sends the same `eventId`, and it is
 * kept once. Reports past the retention of the same project go at the same
 * time, so the table never grows without bound.
 */
export async function storeEvent(
  db: Db,
  projectId: string,
  query: EventQuery,
  body: EventBody,
  nowMs: number,
): Promise<void> {
  const { props } = body;
  await db
    .insert(clientEvents)
    .values({
      projectId,
      eventId: body.eventId,
      receivedAt: new Date(nowMs),
      sentAt: new Date(body.timestamp),
      sdkType: query.st,
      sdkVersion: query.sv,
      url: body.url,
      domain: body.domain,
      type: props.type,
      event: props.event,
      errorType: props.errorType ?? null,
      errorMessage: props.errorMessage ?? null,
      stackTrace: props.stackTrace ?? null,
    })
    .onConflictDoNothing();
  await db
    .delete(clientEvents)
    .where(
      and(
        eq(clientEvents.projectId, projectId),
        lt(clientEvents.receivedAt, new Date(nowMs - EVENT_RETENTION_MS)),
      ),
    );
}

/**
 * A sliding one-minute window in Postgres, so every instance counts the
 * same and 5 at 0:59 plus 5 at 1:00 can't pass (a fixed window would let
 * them): each admitted event is a row under the key, counted under an
 * advisory lock on the key. Answers the seconds to wait, or 0 when admitted.
 */
export async function admitEvent(
  db: Db,
  key: string,
  max: number,
  windowMs: number,
  nowMs: number,
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    const since = new Date(nowMs - windowMs);
    const rows = await tx
      .select({ at: rateLimits.windowStart, count: rateLimits.count })
      .from(rateLimits)
      .where(and(eq(rateLimits.key, key), sql`${rateLimits.windowStart} > ${since}`))
      .orderBy(rateLimits.windowStart);
    const used = rows.reduce((sum, row) => sum + row.count, 0);
    if (used >= max) {
      const oldest = rows[0]?.at.getTime() ?? nowMs;
      return Math.max(1, Math.ceil((oldest + windowMs - nowMs) / 1000));
    }
    await tx
      .insert(rateLimits)
      .values({ key, windowStart: new Date(nowMs), count: 1 })
      .onConflictDoUpdate({
        target: [rateLimits.key, rateLimits.windowStart],
        set: { count: sql`${rateLimits.count} + 1` },
      });
    return 0;
  });
}
