import { announce, invalidateOnAnnouncements } from "../db/announcements.js";
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
  await announce(db, HISTORY_CHANGES_CHANNEL, chainId);
}

/** Keeps this instance's history cache honest: each announced change drops that chain's pages. */
export function watchHistoryChanges(
  listen: (channel: string, handlers: NotificationHandlers) => Promise<Unlisten>,
  cache: Pick<HistoryCache<unknown>, "invalidate">,
): Promise<Unlisten> {
  return invalidateOnAnnouncements(listen, HISTORY_CHANGES_CHANNEL, cache);
}
