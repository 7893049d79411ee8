import { randomUUID } from "node:crypto";
import { walkErrorChain } from "@foyer/protocol";
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { embeddedDevices, embeddedUsers, embeddedWallets } from "../db/schema.js";

export interface User {
  id: string;
  email: string;
}

export async function findUser(
  db: Db,
  projectId: string,
  email: string,
): Promise<User | undefined> {
  const [row] = await db
    .select({ id: embeddedUsers.id, email: embeddedUsers.email })
    .from(embeddedUsers)
    .where(and(eq(embeddedUsers.projectId, projectId), eq(embeddedUsers.email, email)));
  return row === undefined ? undefined : { id: row.id, email };
}

/** The user of this email, created on first verified login (insert-if-absent, race-safe). */
export async function findOrCreateUser(db: Db, projectId: string, email: string): Promise<User> {
  await db
    .insert(embeddedUsers)
    .values({ id: randomUUID(), projectId, email })
    .onConflictDoNothing({ target: [embeddedUsers.projectId, embeddedUsers.email] });
  const user = await findUser(db, projectId, email);
  if (user === undefined) throw new Error("user missing after insert");
  return user;
}

/** Changes the email; false when another user of the project already has it. */
export async function changeEmail(
  db: Db,
  projectId: string,
  userId: string,
  email: string,
): Promise<boolean> {
  if ((await findUser(db, projectId, email)) !== undefined) return false;
  try {
    await db.update(embeddedUsers).set({ email }).where(eq(embeddedUsers.id, userId));
    return true;
  } catch (error) {
    // A concurrent change took the address between the check and the update.
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

export interface StoredWallet {
  address: string;
  authShare: string;
  recoveryShare: string;
}

export async function walletOf(db: Db, userId: string): Promise<StoredWallet | undefined> {
  const [row] = await db
    .select({
      address: embeddedWallets.address,
      authShare: embeddedWallets.authShare,
      recoveryShare: embeddedWallets.recoveryShare,
    })
    .from(embeddedWallets)
    .where(eq(embeddedWallets.userId, userId));
  return row;
}

/** Stores the first wallet; false when the user already has one. Shares arrive sealed. */
export async function createWallet(
  db: Db,
  userId: string,
  wallet: StoredWallet,
  nowMs: number,
): Promise<boolean> {
  const inserted = await db
    .insert(embeddedWallets)
    .values({ userId, ...wallet, createdAt: new Date(nowMs), updatedAt: new Date(nowMs) })
    .onConflictDoNothing()
    .returning({ userId: embeddedWallets.userId });
  return inserted.length === 1;
}

/** Replaces both server shares in one statement (so never one old and one new). */
export async function replaceShares(
  db: Db,
  userId: string,
  shares: { authShare: string; recoveryShare: string },
  nowMs: number,
): Promise<void> {
  await db
    .update(embeddedWallets)
    .set({ ...shares, updatedAt: new Date(nowMs) })
    .where(eq(embeddedWallets.userId, userId));
}

export async function isDeviceApproved(db: Db, userId: string, deviceId: string): Promise<boolean> {
  const [row] = await db
    .select({ deviceId: embeddedDevices.deviceId })
    .from(embeddedDevices)
    .where(and(eq(embeddedDevices.userId, userId), eq(embeddedDevices.deviceId, deviceId)));
  return row !== undefined;
}

export async function approveDevice(db: Db, userId: string, deviceId: string): Promise<void> {
  await db.insert(embeddedDevices).values({ userId, deviceId }).onConflictDoNothing();
}

function isUniqueViolation(error: unknown): boolean {
  // Postgres SQLSTATE 23505, as node-postgres and PGlite both report it (possibly wrapped by drizzle).
  return (
    walkErrorChain(
      error,
      (link) =>
        typeof link === "object" && link !== null && (link as { code?: unknown }).code === "23505",
    ) !== undefined
  );
}

export interface SocialUser {
  id: string;
  username: string;
}

/**
 * The user bound to this provider's stable subject in the project, created on the first
 * login (insert-if-absent, race-safe); the username is refreshed each time, the binding never.
 */
export async function findOrCreateSocialUser(
  db: Db,
  projectId: string,
  identity: { provider: string; subject: string; username: string },
): Promise<SocialUser> {
  await db
    .insert(embeddedUsers)
    .values({
      id: randomUUID(),
      projectId,
      socialProvider: identity.provider,
      socialSubject: identity.subject,
      socialUsername: identity.username,
    })
    .onConflictDoUpdate({
      target: [embeddedUsers.projectId, embeddedUsers.socialProvider, embeddedUsers.socialSubject],
      set: { socialUsername: identity.username },
    });
  const [row] = await db
    .select({ id: embeddedUsers.id })
    .from(embeddedUsers)
    .where(
      and(
        eq(embeddedUsers.projectId, projectId),
        eq(embeddedUsers.socialProvider, identity.provider),
        eq(embeddedUsers.socialSubject, identity.subject),
      ),
    );
  if (row === undefined) throw new Error("social user missing after insert");
  return { id: row.id, username: identity.username };
}
