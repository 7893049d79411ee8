import { announce, invalidateOnAnnouncements } from "../db/announcements.js";
import type { Db } from "../db/database.js";
import type { NotificationHandlers, Unlisten } from "../db/notifications.js";
import type { ProjectLookup } from "./lookup.js";

/** The Postgres channel project changes are announced on; the payload is the project id. */
export const PROJECT_CHANGES_CHANNEL = "foyer_projects";

/**
 * Announces that a project changed (created, edited, deleted), to every instance when the
 * change's transaction commits.
 */
export async function announceProjectChange(db: Db, projectId: string): Promise<void> {
  await announce(db, PROJECT_CHANGES_CHANNEL, projectId);
}

/** Keeps this instance's project cache honest: each announced change drops that project. */
export function watchProjectChanges(
  listen: (channel: string, handlers: NotificationHandlers) => Promise<Unlisten>,
  lookup: Pick<ProjectLookup, "invalidate">,
): Promise<Unlisten> {
  return invalidateOnAnnouncements(listen, PROJECT_CHANGES_CHANNEL, lookup);
}
