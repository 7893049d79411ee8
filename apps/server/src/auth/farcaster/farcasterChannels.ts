import { createHash } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/database.js";
import { embeddedOauthStates } from "../../db/schema.js";

/**
 * A Farcaster sign-in waiting for the person's Farcaster client: the relay channel it polls,
 * the nonce the message must carry, and the project and frame device that started it. Kept in
 * the social logins' pending table (provider `farcaster`): the relay's channel token stands
 * where an OAuth login keeps its PKCE verifier, and the id the frame holds is hashed under a
 * prefix of its own, so a social callback can never take a Farcaster row, nor the reverse.
 */
export interface PendingFarcaster {
  projectId: string;
  deviceId: string;
  channelToken: string;
  nonce: string;
  appOrigin: string;
}

const PROVIDER = "farcaster";
const hashOf = (id: string) => createHash("sha256").update(`farcaster:${id}`).digest("hex");

export async function saveFarcasterChannel(
  db: Db,
  id: string,
  pending: PendingFarcaster,
  nowMs: number,
  ttlMs: number,
): Promise<void> {
  await db.insert(embeddedOauthStates).values({
    stateHash: hashOf(id),
    projectId: pending.projectId,
    deviceId: pending.deviceId,
    provider: PROVIDER,
    codeVerifier: pending.channelToken,
    nonce: pending.nonce,
    appOrigin: pending.appOrigin,
    createdAt: new Date(nowMs),
    expiresAt: new Date(nowMs + ttlMs),
  });
}

const where = (id: string, owner: { projectId: string; deviceId: string }) =>
  and(
    eq(embeddedOauthStates.stateHash, hashOf(id)),
    eq(embeddedOauthStates.provider, PROVIDER),
    eq(embeddedOauthStates.projectId, owner.projectId),
    eq(embeddedOauthStates.deviceId, owner.deviceId),
  );

function toPending(row: typeof embeddedOauthStates.$inferSelect): PendingFarcaster {
  return {
    projectId: row.projectId,
    deviceId: row.deviceId,
    channelToken: row.codeVerifier,
    nonce: row.nonce ?? "",
    appOrigin: row.appOrigin,
  };
}

/** The live sign-in `id` of this project and frame device; it stays for the next poll. */
export async function readFarcasterChannel(
  db: Db,
  id: string,
  owner: { projectId: string; deviceId: string },
  nowMs: number,
): Promise<PendingFarcaster | undefined> {
  const [row] = await db
    .select()
    .from(embeddedOauthStates)
    .where(and(where(id, owner), gt(embeddedOauthStates.expiresAt, new Date(nowMs))));
  return row === undefined ? undefined : toPending(row);
}

/**
 * Takes the sign-in once its channel completed: deleted in the statement that finds it, so two
 * polls that both saw the completion (two instances, a replay) cannot both sign in.
 */
export async function takeFarcasterChannel(
  db: Db,
  id: string,
  owner: { projectId: string; deviceId: string },
  nowMs: number,
): Promise<PendingFarcaster | undefined> {
  const [row] = await db.delete(embeddedOauthStates).where(where(id, owner)).returning();
  if (row === undefined || row.expiresAt.getTime() <= nowMs) return undefined;
  return toPending(row);
}
