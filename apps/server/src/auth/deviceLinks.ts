import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { embeddedDeviceLinks, embeddedUsers, projects } from "../db/schema.js";
import { hashToken, newToken } from "../siwx/token.js";

/** Stores a new approval link for (user, device) and returns its token for the mail. */
export async function createDeviceLink(
  db: Db,
  input: {
    userId: string;
    deviceId: string;
    /** "Chrome on Linux": shown on the approval page; null when the browser said nothing usable. */
    deviceLabel: string | undefined;
    nowMs: number;
    ttlMs: number;
  },
): Promise<string> {
  const token = newToken();
  await db.insert(embeddedDeviceLinks).values({
    tokenHash: hashToken(token),
    userId: input.userId,
    deviceId: input.deviceId,
    deviceLabel: input.deviceLabel ?? null,
    createdAt: new Date(input.nowMs),
    expiresAt: new Date(input.nowMs + input.ttlMs),
  });
  return token;
}

/** What the approval page tells the owner before they approve. */
export interface LinkDetails {
  email: string;
  projectName: string;
  deviceLabel: string | null;
  createdAt: Date;
  expiresAt: Date;
}

export type LinkState =
  | { state: "open"; details: LinkDetails }
  | { state: "used" | "expired" | "unknown" };

/**
 * Reads a link without spending it: a GET of the page (or a mail scanner
 * fetching it) changes nothing. Pruned links read as unknown.
 */
export async function readDeviceLink(db: Db, token: string, nowMs: number): Promise<LinkState> {
  const [row] = await db
    .select({
      email: embeddedUsers.email,
      projectName: projects.name,
      deviceLabel: embeddedDeviceLinks.deviceLabel,
      createdAt: embeddedDeviceLinks.createdAt,
      expiresAt: embeddedDeviceLinks.expiresAt,
      usedAt: embeddedDeviceLinks.usedAt,
    })
    .from(embeddedDeviceLinks)
    .innerJoin(embeddedUsers, eq(embeddedUsers.id, embeddedDeviceLinks.userId))
    .innerJoin(projects, eq(projects.id, embeddedUsers.projectId))
    .where(eq(embeddedDeviceLinks.tokenHash, hashToken(token)));
  // Links are mailed, so only email users have them; a row without one is no link to approve.
  if (row === undefined || row.email === null) return { state: "unknown" };
  if (row.usedAt !== null) return { state: "used" };
  if (row.expiresAt.getTime() <= nowMs) return { state: "expired" };
  const { usedAt: _, email, ...rest } = row;
  return { state: "open", details: { ...rest, email } };
}

export interface UsedLink {
  userId: string;
  deviceId: string;
  projectId: string;
  email: string;
}

/** Spends a link (one conditional update, so it works once); undefined if unknown, used or expired. */
export async function useDeviceLink(
  db: Db,
  token: string,
  nowMs: number,
): Promise<UsedLink | undefined> {
  const now = new Date(nowMs);
  const [link] = await db
    .update(embeddedDeviceLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(embeddedDeviceLinks.tokenHash, hashToken(token)),
        isNull(embeddedDeviceLinks.usedAt),
        gt(embeddedDeviceLinks.expiresAt, now),
      ),
    )
    .returning({ userId: embeddedDeviceLinks.userId, deviceId: embeddedDeviceLinks.deviceId });
  if (link === undefined) return undefined;
  const [user] = await db
    .select({ projectId: embeddedUsers.projectId, email: embeddedUsers.email })
    .from(embeddedUsers)
    .where(eq(embeddedUsers.id, link.userId));
  // Only email users get device links; a social user's row has no email.
  if (user === undefined || user.email === null) return undefined;
  return { ...link, projectId: user.projectId, email: user.email };
}
