import { randomUUID } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db } from "../db/database.js";
import { embeddedSessions, embeddedUsers } from "../db/schema.js";
import { readSessionToken, signSessionToken } from "./sessionToken.js";

/** A live session as the routes use it. */
export interface Session {
  jti: string;
  projectId: string;
  userId: string;
  /** Null for a social login's user, who has no email (see `social`). */
  email: string | null;
  /** The provider and what it calls the user, for a social login's user. */
  social: { provider: string; username: string } | null;
  deviceId: string;
  /** A code was verified within the fresh window (recovery, reshare). */
  fresh: boolean;
  deviceFallback: string | null;
}

interface SessionContext {
  db: Db;
  jwtKey: Uint8Array;
  nowMs: number;
}

/** Opens a session (fresh: it follows a verified code) and returns its JWT. */
export async function openSession(
  context: SessionContext,
  input: { projectId: string; userId: string; deviceId: string; ttlMs: number; freshMs: number },
): Promise<string> {
  const jti = randomUUID();
  const expiresAtMs = context.nowMs + input.ttlMs;
  await context.db.insert(embeddedSessions).values({
    jti,
    projectId: input.projectId,
    userId: input.userId,
    deviceId: input.deviceId,
    createdAt: new Date(context.nowMs),
    expiresAt: new Date(expiresAtMs),
    freshUntil: new Date(context.nowMs + input.freshMs),
  });
  return signSessionToken(
    context.jwtKey,
    input.projectId,
    { jti, sub: input.userId, device: input.deviceId },
    context.nowMs,
    expiresAtMs,
  );
}

/** The session a token opens in this project: signature, expiry and revocation all checked. */
export async function sessionOfToken(
  context: SessionContext,
  projectId: string,
  token: string,
): Promise<Session | undefined> {
  const claims = await readSessionToken(context.jwtKey, projectId, token, context.nowMs);
  if (claims === undefined) return undefined;
  const now = new Date(context.nowMs);
  const [row] = await context.db
    .select({
      jti: embeddedSessions.jti,
      userId: embeddedSessions.userId,
      deviceId: embeddedSessions.deviceId,
      freshUntil: embeddedSessions.freshUntil,
      deviceFallback: embeddedSessions.deviceFallback,
      email: embeddedUsers.email,
      socialProvider: embeddedUsers.socialProvider,
      socialUsername: embeddedUsers.socialUsername,
    })
    .from(embeddedSessions)
    .innerJoin(embeddedUsers, eq(embeddedUsers.id, embeddedSessions.userId))
    .where(
      and(
        eq(embeddedSessions.jti, claims.jti),
        eq(embeddedSessions.projectId, projectId),
        eq(embeddedSessions.userId, claims.sub),
        isNull(embeddedSessions.revokedAt),
        gt(embeddedSessions.expiresAt, now),
      ),
    );
  if (row === undefined) return undefined;
  return {
    jti: row.jti,
    projectId,
    userId: row.userId,
    email: row.email,
    social:
      row.socialProvider === null
        ? null
        : { provider: row.socialProvider, username: row.socialUsername ?? "" },
    deviceId: row.deviceId,
    fresh: row.freshUntil !== null && row.freshUntil.getTime() > context.nowMs,
    deviceFallback: row.deviceFallback,
  };
}

/** Marks a session fresh after a verified code. */
export async function markFresh(db: Db, jti: string, untilMs: number): Promise<void> {
  await db
    .update(embeddedSessions)
    .set({ freshUntil: new Date(untilMs) })
    .where(eq(embeddedSessions.jti, jti));
}

/** Sign-out: the token stops working and its device fallback is deleted. */
export async function revokeSession(db: Db, jti: string, nowMs: number): Promise<void> {
  await db
    .update(embeddedSessions)
    .set({ revokedAt: new Date(nowMs), deviceFallback: null, freshUntil: null })
    .where(eq(embeddedSessions.jti, jti));
}

export async function storeDeviceFallback(db: Db, jti: string, sealed: string): Promise<void> {
  await db
    .update(embeddedSessions)
    .set({ deviceFallback: sealed })
    .where(eq(embeddedSessions.jti, jti));
}

/** The token of an `Authorization: Bearer <token>` header (a JWT has dots, unlike SIWX tokens). */
export function bearerJwt(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== "string") return undefined;
  const match = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/i.exec(header.trim());
  return match?.[1];
}
