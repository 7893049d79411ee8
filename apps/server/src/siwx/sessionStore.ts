import type { SiwxMessageData } from "@foyer/protocol";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { siwxSessions } from "../db/schema.js";
import { addressKey } from "./chains.js";
import { hashToken, newToken } from "./token.js";

/** A session as the routes answer it. */
export interface SiwxSessionView {
  data: SiwxMessageData;
  message: string;
  signature: string;
  expiresAt: string;
}

export interface NewSession {
  projectId: string;
  data: SiwxMessageData;
  message: string;
  signature: string;
  createdAt: Date;
  expiresAt: Date;
}

/** Stores a verified session and returns its bearer token (only the token's hash is kept). */
export async function saveSession(db: Db, session: NewSession): Promise<string> {
  const token = newToken();
  await db.insert(siwxSessions).values({
    tokenHash: hashToken(token),
    projectId: session.projectId,
    chainId: session.data.chainId,
    addressKey: addressKey(session.data.chainId, session.data.accountAddress),
    data: session.data,
    message: session.message,
    signature: session.signature,
    createdAt: session.createdAt,
    expiresAt: session.expiresAt,
  });
  return token;
}

export interface TokenSession extends SiwxSessionView {
  chainId: string;
  addressKey: string;
}

/** The live (unrevoked, unexpired) session `token` opens in `projectId`, if any. */
export async function sessionOfToken(
  db: Db,
  projectId: string,
  token: string,
  nowMs: number,
): Promise<TokenSession | undefined> {
  const [row] = await db
    .select()
    .from(siwxSessions)
    .where(
      and(
        eq(siwxSessions.tokenHash, hashToken(token)),
        eq(siwxSessions.projectId, projectId),
        isNull(siwxSessions.revokedAt),
        gt(siwxSessions.expiresAt, new Date(nowMs)),
      ),
    )
    .limit(1);
  if (row === undefined) return undefined;
  return {
    // Written by saveSession from parsed, validated fields only.
    data: row.data as SiwxMessageData,
    message: row.message,
    signature: row.signature,
    expiresAt: row.expiresAt.toISOString(),
    chainId: row.chainId,
    addressKey: row.addressKey,
  };
}

/** Revokes every live session of one account in one project (sign-out everywhere it signed in). */
export async function revokeAccountSessions(
  db: Db,
  projectId: string,
  chainId: string,
  address: string,
  nowMs: number,
): Promise<void> {
  await db
    .update(siwxSessions)
    .set({ revokedAt: new Date(nowMs) })
    .where(
      and(
        eq(siwxSessions.projectId, projectId),
        eq(siwxSessions.chainId, chainId),
        eq(siwxSessions.addressKey, addressKey(chainId, address)),
        isNull(siwxSessions.revokedAt),
      ),
    );
}
