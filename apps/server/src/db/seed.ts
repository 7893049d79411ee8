import { sql } from "drizzle-orm";
import type { Db } from "./database.js";
import { projects } from "./schema.js";

export const DEMO_PROJECT_ID = "demo";

/**
 * Ensures the `demo` project exists and that its allowed origins match
 * DEMO_ORIGINS. One upsert statement, so concurrent starts can't collide; the
 * name and feature overrides are left alone once created.
 */
export async function seedDemoProject(db: Db, origins: readonly string[]): Promise<void> {
  await db
    .insert(projects)
    .values({ id: DEMO_PROJECT_ID, name: "Foyer Demo", allowedOrigins: [...origins] })
    .onConflictDoUpdate({
      target: projects.id,
      set: { allowedOrigins: sql`excluded.allowed_origins` },
    });
}
