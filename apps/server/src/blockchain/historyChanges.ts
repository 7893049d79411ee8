import { sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import type { NotificationHandlers, Unlisten } from "../db/notifications.js";
import type { HistoryCache } from "./historyCache.js";

/** The Postgres channel on which a chain's history changes are announced; the payload is its CAIP-2 id. */
export const HISTORY_CHANGES_CHANNEL = "foyer_history";

/**
 * Announces that a chain's history changed: transfers indexed or rewound (by the indexer,
 * which runs on one instance) or an onramp delivery recorded. Every instance listening
 * drops that chain's cached pages.
 */
export async function announceHistoryChange(db: Db, chainId: string): Promise<void> {
  await db.execute(sql`select pg_notify(${HISTORY_CHANGES_CHANNEL}, ${chainId})`);
}

/** Keeps this instance's history cache honest; a gap in the announcements drops every page. */
export function watchHistoryChanges(
  listen: (channel: string, handlers: NotificationHandlers) => Promise<Unlisten>,
  cache: Pick<HistoryCache<unknown>, "invalidate">,
): Promise<Unlisten> {
  return listen(HISTORY_CHANGES_CHANNEL, {
    onNotify: (chainId) => cache.invalidate(chainId),
    onGap: () => cache.invalidate(),
  });
}
