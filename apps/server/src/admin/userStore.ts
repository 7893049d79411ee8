import type { AdminUser } from "@foyer/protocol";
import { and, desc, eq, gt, ilike, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import {
  accountNames,
  devMail,
  embeddedCodes,
  embeddedDeviceLinks,
  embeddedDevices,
  embeddedSessions,
  embeddedUsers,
  embeddedWallets,
  siwxSessions,
} from "../db/schema.js";
import { writeAudit } from "./auditStore.js";
import type { ChangeContext } from "./projectStore.js";

/** How much of a device or session id the operator sees: enough to tell them apart. */
const SHOWN_ID = 8;

interface UserRow {
  id: string;
  projectId: string;
  email: string | null;
  socialProvider: string | null;
  socialSubject: string | null;
  socialUsername: string | null;
  createdAt: Date;
  address: string | null;
  lastLoginAt: Date | null;
}

const userColumns = {
  id: embeddedUsers.id,
  projectId: embeddedUsers.projectId,
  email: embeddedUsers.email,
  socialProvider: embeddedUsers.socialProvider,
  socialSubject: embeddedUsers.socialSubject,
  socialUsername: embeddedUsers.socialUsername,
  createdAt: embeddedUsers.createdAt,
  address: embeddedWallets.address,
  // Every login opens a session, so the newest session is the last login.
  lastLoginAt: sql<Date | null>`(select max(${embeddedSessions.createdAt}) from ${embeddedSessions} where ${embeddedSessions.userId} = ${embeddedUsers.id})`,
};

/** `%`, `_` and `\` in a search are meant literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface UserPage {
  users: AdminUser[];
  /** The last row's sort key, when there may be more. */
  last?: { at: Date; id: string };
}

/** A project's users, newest first, matching `search` (part of email, username or address; whole id or fid). */
export async function listUsers(
  db: Db,
  query: {
    projectId: string;
    search: string | undefined;
    after: { at: Date; id: string } | undefined;
    limit: number;
    nowMs: number;
  },
): Promise<UserPage> {
  const filters: SQL[] = [eq(embeddedUsers.projectId, query.projectId)];
  const search = query.search?.trim();
  if (search !== undefined && search !== "") {
    const pattern = likePattern(search);
    const matches = [
      ilike(embeddedUsers.email, pattern),
      ilike(embeddedUsers.socialUsername, pattern),
      ilike(embeddedWallets.address, pattern),
      eq(embeddedUsers.id, search),
      and(eq(embeddedUsers.socialProvider, "farcaster"), eq(embeddedUsers.socialSubject, search)),
    ].filter((match): match is SQL => match !== undefined);
    const any = or(...matches);
    if (any !== undefined) filters.push(any);
  }
  if (query.after !== undefined) {
    filters.push(
      sql`(${embeddedUsers.createdAt}, ${embeddedUsers.id}) < (${query.after.at.toISOString()}::timestamptz, ${query.after.id})`,
    );
  }
  const rows = await db
    .select(userColumns)
    .from(embeddedUsers)
    .leftJoin(embeddedWallets, eq(embeddedWallets.userId, embeddedUsers.id))
    .where(and(...filters))
    .orderBy(desc(embeddedUsers.createdAt), desc(embeddedUsers.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const users = await withDevicesAndSessions(db, page, query.nowMs);
  const lastRow = page.at(-1);
  return rows.length > query.limit && lastRow !== undefined
    ? { users, last: { at: lastRow.createdAt, id: lastRow.id } }
    : { users };
}

export async function findUser(
  db: Db,
  userId: string,
  nowMs: number,
): Promise<AdminUser | undefined> {
  const rows = await db
    .select(userColumns)
    .from(embeddedUsers)
    .leftJoin(embeddedWallets, eq(embeddedWallets.userId, embeddedUsers.id))
    .where(eq(embeddedUsers.id, userId))
    .limit(1);
  const [user] = await withDevicesAndSessions(db, rows, nowMs);
  return user;
}

async function withDevicesAndSessions(
  db: Db,
  rows: readonly UserRow[],
  nowMs: number,
): Promise<AdminUser[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const devices = await db
    .select()
    .from(embeddedDevices)
    .where(inArray(embeddedDevices.userId, ids))
    .orderBy(desc(embeddedDevices.approvedAt));
  const sessions = await db
    .select({
      jti: embeddedSessions.jti,
      userId: embeddedSessions.userId,
      deviceId: embeddedSessions.deviceId,
      createdAt: embeddedSessions.createdAt,
      expiresAt: embeddedSessions.expiresAt,
    })
    .from(embeddedSessions)
    .where(
      and(
        inArray(embeddedSessions.userId, ids),
        isNull(embeddedSessions.revokedAt),
        gt(embeddedSessions.expiresAt, new Date(nowMs)),
      ),
    )
    .orderBy(desc(embeddedSessions.createdAt));
  return rows.map((row) => ({
    id: row.id,
    projectId: row.projectId,
    email: row.email,
    socialProvider: row.socialProvider,
    socialUsername: row.socialUsername,
    farcasterFid:
      row.socialProvider === "farcaster" && /^\d{1,15}$/.test(row.socialSubject ?? "")
        ? Number(row.socialSubject)
        : null,
    addresses: row.address === null ? [] : [{ namespace: "eip155", address: row.address }],
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt === null ? null : new Date(row.lastLoginAt).toISOString(),
    devices: devices
      .filter((device) => device.userId === row.id)
      .map((device) => ({
        id: device.deviceId.slice(0, SHOWN_ID),
        approvedAt: device.approvedAt.toISOString(),
      })),
    sessions: sessions
      .filter((session) => session.userId === row.id)
      .map((session) => ({
        id: session.jti.slice(0, SHOWN_ID),
        device: session.deviceId.slice(0, SHOWN_ID),
        createdAt: session.createdAt.toISOString(),
        expiresAt: session.expiresAt.toISOString(),
      })),
  }));
}

export interface RevokeOutcome {
  revokedSessions: number;
  removedDevices: number;
  revokedSignIns: number;
}

/**
 * Ends every session of a user now (their next call answers 'Session Expired'), forgets
 * their approved devices (each must be approved again by mail), spends their pending device
 * links, and revokes the Sign In With X sessions of their address in the project; audited in
 * the same transaction. Undefined when there is no such user.
 */
export async function revokeUser(
  db: Db,
  userId: string,
  context: ChangeContext,
): Promise<RevokeOutcome | undefined> {
  const at = new Date(context.nowMs);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ projectId: embeddedUsers.projectId, address: embeddedWallets.address })
      .from(embeddedUsers)
      .leftJoin(embeddedWallets, eq(embeddedWallets.userId, embeddedUsers.id))
      .where(eq(embeddedUsers.id, userId))
      .for("update", { of: embeddedUsers });
    if (user === undefined) return undefined;
    const revoked = await tx
      .update(embeddedSessions)
      .set({ revokedAt: at, deviceFallback: null, freshUntil: null })
      .where(
        and(
          eq(embeddedSessions.userId, userId),
          isNull(embeddedSessions.revokedAt),
          gt(embeddedSessions.expiresAt, at),
        ),
      )
      .returning({ jti: embeddedSessions.jti });
    const removed = await tx
      .delete(embeddedDevices)
      .where(eq(embeddedDevices.userId, userId))
      .returning({ deviceId: embeddedDevices.deviceId });
    await tx
      .update(embeddedDeviceLinks)
      .set({ usedAt: at })
      .where(and(eq(embeddedDeviceLinks.userId, userId), isNull(embeddedDeviceLinks.usedAt)));
    const signIns =
      user.address === null
        ? []
        : await tx
            .update(siwxSessions)
            .set({ revokedAt: at })
            .where(
              and(
                eq(siwxSessions.projectId, user.projectId),
                eq(siwxSessions.addressKey, user.address.toLowerCase()),
                isNull(siwxSessions.revokedAt),
                gt(siwxSessions.expiresAt, at),
              ),
            )
            .returning({ tokenHash: siwxSessions.tokenHash });
    const outcome = {
      revokedSessions: revoked.length,
      removedDevices: removed.length,
      revokedSignIns: signIns.length,
    };
    await writeAudit(
      tx,
      {
        actor: context.actor,
        action: "user.revoke",
        targetType: "user",
        targetId: userId,
        before: {
          projectId: user.projectId,
          liveSessions: revoked.length,
          devices: removed.length,
          signIns: signIns.length,
        },
        after: { projectId: user.projectId, liveSessions: 0, devices: 0, signIns: 0 },
      },
      at,
    );
    return outcome;
  });
}

/**
 * Erases a user (GDPR): their account row and with it (cascading) the sealed wallet shares,
 * devices, device links and sessions; their pending codes and dev-mailbox mail; the Sign In
 * With X sessions and account names of their address. The audit row keeps only what kind of
 * user it was and how much went — no email, username or address. False when there is no such
 * user. What stays, and why, is in the server's README.
 */
export async function eraseUser(db: Db, userId: string, context: ChangeContext): Promise<boolean> {
  const at = new Date(context.nowMs);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({
        projectId: embeddedUsers.projectId,
        email: embeddedUsers.email,
        socialProvider: embeddedUsers.socialProvider,
        address: embeddedWallets.address,
      })
      .from(embeddedUsers)
      .leftJoin(embeddedWallets, eq(embeddedWallets.userId, embeddedUsers.id))
      .where(eq(embeddedUsers.id, userId))
      .for("update", { of: embeddedUsers });
    if (user === undefined) return false;
    const sessions = await tx
      .select({ jti: embeddedSessions.jti })
      .from(embeddedSessions)
      .where(eq(embeddedSessions.userId, userId));
    const devices = await tx
      .select({ deviceId: embeddedDevices.deviceId })
      .from(embeddedDevices)
      .where(eq(embeddedDevices.userId, userId));
    // Codes are kept under the email (login), the user (email change) or a session (re-auth, export).
    const subjects = [userId, ...sessions.map((s) => s.jti), ...(user.email ? [user.email] : [])];
    await tx
      .delete(embeddedCodes)
      .where(
        and(eq(embeddedCodes.projectId, user.projectId), inArray(embeddedCodes.subject, subjects)),
      );
    if (user.email !== null) await tx.delete(devMail).where(eq(devMail.to, user.email));
    let names = 0;
    let signIns = 0;
    if (user.address !== null) {
      const key = user.address.toLowerCase();
      signIns = (
        await tx
          .delete(siwxSessions)
          .where(and(eq(siwxSessions.projectId, user.projectId), eq(siwxSessions.addressKey, key)))
          .returning({ tokenHash: siwxSessions.tokenHash })
      ).length;
      names = (
        await tx
          .delete(accountNames)
          .where(eq(accountNames.addressKey, key))
          .returning({ name: accountNames.name })
      ).length;
    }
    await tx.delete(embeddedUsers).where(eq(embeddedUsers.id, userId));
    await writeAudit(
      tx,
      {
        actor: context.actor,
        action: "user.erase",
        targetType: "user",
        targetId: userId,
        before: {
          projectId: user.projectId,
          login: user.email !== null ? "email" : (user.socialProvider ?? "unknown"),
          wallet: user.address !== null,
          sessions: sessions.length,
          devices: devices.length,
          signIns,
          names,
        },
        after: null,
      },
      at,
    );
    return true;
  });
}
