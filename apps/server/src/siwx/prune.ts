import { lt } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { rateLimits, siwxNonces, siwxSessions } from "../db/schema.js";

/** Rows older than this past their end are deleted; the margin keeps "used" vs "expired" answers meaningful for a while. */
const KEEP_MS = 60 * 60 * 1000;

/**
 * Deletes long-dead nonces, sessions and rate-limit windows. Called from
 * nonce issuance, which every sign-in goes through, so the tables stay
 * small without a separate timer per instance.
 */
export async function pruneExpired(db: Db, nowMs: number): Promise<void> {
  const before = new Date(nowMs - KEEP_MS);
  await db.delete(siwxNonces).where(lt(siwxNonces.expiresAt, before));
  await db.delete(siwxSessions).where(lt(siwxSessions.expiresAt, before));
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, before));
}
