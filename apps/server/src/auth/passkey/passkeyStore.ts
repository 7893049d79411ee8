import { createHash, randomUUID } from "node:crypto";
import { and, asc, eq, gt, lt } from "drizzle-orm";
import type { Db } from "../../db/database.js";
import { embeddedPasskeyChallenges, embeddedPasskeys, embeddedUsers } from "../../db/schema.js";
import { canRemovePasskey, type RelyingParty } from "./relyingParty.js";

export type ChallengePurpose = "register" | "login" | "add";

export interface PendingChallenge extends RelyingParty {
  userId: string | null;
}

const hashOf = (challenge: string) => createHash("sha256").update(challenge).digest("hex");

export async function saveChallenge(
  db: Db,
  challenge: string,
  owner: { projectId: string; deviceId: string; purpose: ChallengePurpose },
  pending: PendingChallenge,
  expiresAtMs: number,
): Promise<void> {
  await db.insert(embeddedPasskeyChallenges).values({
    challengeHash: hashOf(challenge),
    ...owner,
    userId: pending.userId,
    rpId: pending.rpId,
    origin: pending.origin,
    expiresAt: new Date(expiresAtMs),
  });
}

/**
 * Takes a live challenge once: deleted in the same statement that reads it, so a replayed
 * response finds nothing. Only the project, frame and ceremony that asked for it can take it.
 */
export async function takeChallenge(
  db: Db,
  challenge: string,
  owner: { projectId: string; deviceId: string; purpose: ChallengePurpose },
  nowMs: number,
): Promise<PendingChallenge | undefined> {
  const [row] = await db
    .delete(embeddedPasskeyChallenges)
    .where(
      and(
        eq(embeddedPasskeyChallenges.challengeHash, hashOf(challenge)),
        eq(embeddedPasskeyChallenges.projectId, owner.projectId),
        eq(embeddedPasskeyChallenges.deviceId, owner.deviceId),
        eq(embeddedPasskeyChallenges.purpose, owner.purpose),
        gt(embeddedPasskeyChallenges.expiresAt, new Date(nowMs)),
      ),
    )
    .returning();
  return row === undefined ? undefined : { userId: row.userId, rpId: row.rpId, origin: row.origin };
}

export async function pruneChallenges(db: Db, nowMs: number): Promise<void> {
  await db
    .delete(embeddedPasskeyChallenges)
    .where(lt(embeddedPasskeyChallenges.expiresAt, new Date(nowMs)));
}

export type StoredPasskey = typeof embeddedPasskeys.$inferSelect;

export interface NewPasskey {
  projectId: string;
  userId: string;
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: readonly string[];
  deviceType: string;
  backedUp: boolean;
  aaguid: string;
  name: string;
}

/** Stores a credential; undefined when the project already has this credential id. */
export async function insertPasskey(
  db: Db,
  passkey: NewPasskey,
  nowMs: number,
): Promise<StoredPasskey | undefined> {
  const [row] = await db
    .insert(embeddedPasskeys)
    .values({
      id: randomUUID(),
      ...passkey,
      transports: passkey.transports.join(","),
      createdAt: new Date(nowMs),
    })
    .onConflictDoNothing({ target: [embeddedPasskeys.projectId, embeddedPasskeys.credentialId] })
    .returning();
  return row;
}

/** A user with no email and no social identity: a passkey is their only way in. */
export async function createPasskeyUser(db: Db, projectId: string, userId: string): Promise<void> {
  await db.insert(embeddedUsers).values({ id: userId, projectId });
}

export async function passkeyByCredential(
  db: Db,
  projectId: string,
  credentialId: string,
): Promise<StoredPasskey | undefined> {
  const [row] = await db
    .select()
    .from(embeddedPasskeys)
    .where(
      and(
        eq(embeddedPasskeys.projectId, projectId),
        eq(embeddedPasskeys.credentialId, credentialId),
      ),
    );
  return row;
}

export async function passkeysOf(db: Db, userId: string): Promise<StoredPasskey[]> {
  return db
    .select()
    .from(embeddedPasskeys)
    .where(eq(embeddedPasskeys.userId, userId))
    .orderBy(asc(embeddedPasskeys.createdAt));
}

/**
 * Keeps what a login taught: the new counter (only ever forward — the row is updated only while
 * it still holds the counter the check was made against, so two logins racing with one
 * assertion cannot both pass), the backup flag, when it was used.
 */
export async function recordUse(
  db: Db,
  passkey: StoredPasskey,
  use: { counter: number; backedUp: boolean; deviceType: string },
  nowMs: number,
): Promise<boolean> {
  const updated = await db
    .update(embeddedPasskeys)
    .set({
      counter: use.counter,
      backedUp: use.backedUp,
      deviceType: use.deviceType,
      lastUsedAt: new Date(nowMs),
    })
    .where(and(eq(embeddedPasskeys.id, passkey.id), eq(embeddedPasskeys.counter, passkey.counter)))
    .returning({ id: embeddedPasskeys.id });
  return updated.length === 1;
}

export async function setSealedDeviceShare(
  db: Db,
  userId: string,
  passkeyId: string,
  sealed: string,
): Promise<boolean> {
  const updated = await db
    .update(embeddedPasskeys)
    .set({ sealedDeviceShare: sealed })
    .where(and(eq(embeddedPasskeys.id, passkeyId), eq(embeddedPasskeys.userId, userId)))
    .returning({ id: embeddedPasskeys.id });
  return updated.length === 1;
}

/**
 * Removes one of the user's passkeys unless it is their last way in. The user row is locked for
 * the check and the delete, so two removals at once cannot take an account's last two passkeys.
 */
export async function removePasskey(
  db: Db,
  userId: string,
  passkeyId: string,
): Promise<"removed" | "not-found" | "last-way-in"> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ email: embeddedUsers.email, socialProvider: embeddedUsers.socialProvider })
      .from(embeddedUsers)
      .where(eq(embeddedUsers.id, userId))
      .for("update");
    if (user === undefined) return "not-found";
    const own = await tx
      .select({ id: embeddedPasskeys.id })
      .from(embeddedPasskeys)
      .where(eq(embeddedPasskeys.userId, userId));
    if (!own.some((row) => row.id === passkeyId)) return "not-found";
    if (!canRemovePasskey({ ...user, passkeys: own.length })) return "last-way-in";
    await tx
      .delete(embeddedPasskeys)
      .where(and(eq(embeddedPasskeys.id, passkeyId), eq(embeddedPasskeys.userId, userId)));
    return "removed";
  });
}
