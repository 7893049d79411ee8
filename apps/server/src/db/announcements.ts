import { sql } from "drizzle-orm";
import type { Db } from "./database.js";
import type { NotificationHandlers, Unlisten } from "./notifications.js";

/**
 * Announces `payload` on `channel` to every instance listening on this database. Sent inside
 * a transaction, Postgres delivers it when — and only if — the transaction commits.
 */
export async function announce(db: Db, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

/**
 * Keeps one of this instance's caches honest: each announcement on `channel` drops what its
 * payload names, and a gap in the announcements (the listening connection came back) drops
 * everything.
 */
export function invalidateOnAnnouncements(
  listen: (channel: string, handlers: NotificationHandlers) => Promise<Unlisten>,
  channel: string,
  cache: { invalidate(key?: string): void },
): Promise<Unlisten> {
  return listen(channel, {
    onNotify: (payload) => cache.invalidate(payload),
    onGap: () => cache.invalidate(),
  });
}
