import { sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import type { NotificationHandlers, Unlisten } from "../db/notifications.js";
import type { ProjectLookup } from "./lookup.js";

/** The Postgres channel project changes are announced on; the payload is the project id. */
export const PROJECT_CHANGES_CHANNEL = "foyer_projects";

/**
 * Announces that a project changed (created, edited, deleted). Sent inside the change's
 * transaction, Postgres delivers it to every listening instance when — and only if — the
 * transaction commits.
 */
export async function announceProjectChange(db: Db, projectId: string): Promise<void> {
  await db.execute(sql`select pg_notify(${PROJECT_CHANGES_CHANNEL}, ${projectId})`);
}

/**
 * Keeps this instance's project cache honest: each announced change drops that project's
 * entry, and a gap in the announcements (the listening connection came back) drops them all.
 */
export function watchProjectChanges(
  listen: (channel: string, handlers: NotificationHandlers) => Promise<Unlisten>,
  lookup: Pick<ProjectLookup, "invalidate">,
): Promise<Unlisten> {
  return listen(PROJECT_CHANGES_CHANNEL, {
    onNotify: (projectId) => lookup.invalidate(projectId),
    onGap: () => lookup.invalidate(),
  });
}
