import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { serverSecrets } from "../db/schema.js";

const SECRET_NAME = "auth";

/**
 * The server secret: `FOYER_SECRET` when configured; otherwise (local use
 * only — config refuses production without it) a random one generated on
 * the first start and kept in the database, so restarts keep sessions and
 * shares readable. Insert-if-absent then read, so instances starting
 * together agree on one value.
 */
export async function resolveServerSecret(
  db: Db,
  configured: string | undefined,
): Promise<{ secret: string; source: "config" | "database" }> {
  if (configured !== undefined) return { secret: configured, source: "config" };
  await db
    .insert(serverSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, SECRET_NAME));
  if (row === undefined) throw new Error("server secret row missing after insert");
  return { secret: row.value, source: "database" };
}
