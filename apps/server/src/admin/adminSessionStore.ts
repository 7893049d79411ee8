import { createHash } from "node:crypto";
import type { SiwxMessageData } from "@foyer/protocol";
import { and, eq, gt, isNull, lt, or } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { adminNonces, adminSessions } from "../db/schema.js";
import { type NonceSpend, newNonce } from "../siwx/nonceStore.js";
import { hashToken, newToken } from "../siwx/token.js";

/** A fresh nonce for an operator's sign-in message, stored until `ttlMs` from `nowMs`. */
export async function issueAdminNonce(
  db: Db,
  nowMs: number,
  ttlMs: number,
): Promise<{ nonce: string; expiresAt: Date }> {
  const nonce = newNonce();
  const expiresAt = new Date(nowMs + ttlMs);
  await db.insert(adminNonces).values({ nonce, createdAt: new Date(nowMs), expiresAt });
  return { nonce, expiresAt };
}

/** Spends an operator's nonce in one conditional UPDATE (once, whichever instance asks). */
export async function spendAdminNonce(db: Db, nonce: string, nowMs: number): Promise<NonceSpend> {
  const now = new Date(nowMs);
  const spent = await db
    .update(adminNonces)
    .set({ usedAt: now })
    .where(
      and(eq(adminNonces.nonce, nonce), isNull(adminNonces.usedAt), gt(adminNonces.expiresAt, now)),
    )
    .returning({ nonce: adminNonces.nonce });
  if (spent.length > 0) return "spent";
  const [row] = await db
    .select({ usedAt: adminNonces.usedAt })
    .from(adminNonces)
    .where(eq(adminNonces.nonce, nonce))
    .limit(1);
  if (row === undefined) return "unknown";
  return row.usedAt === null ? "expired" : "used";
}

export interface AdminSessionRow {
  tokenHash: string;
  address: string;
  chainId: string;
  data: SiwxMessageData;
  message: string;
  signature: string;
  expiresAt: Date;
}

/** Stores an operator's verified sign-in and returns its cookie token (only its hash is kept). */
export async function openAdminSession(
  db: Db,
  session: Omit<AdminSessionRow, "tokenHash"> & { createdAt: Date },
): Promise<{ token: string; tokenHash: string }> {
  const token = newToken();
  const tokenHash = hashToken(token);
  await db.insert(adminSessions).values({ tokenHash, ...session });
  return { token, tokenHash };
}

/** The live admin session a cookie token opens, if any. */
export async function adminSessionOfToken(
  db: Db,
  token: string,
  nowMs: number,
): Promise<AdminSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(adminSessions)
    .where(
      and(
        eq(adminSessions.tokenHash, hashToken(token)),
        isNull(adminSessions.revokedAt),
        gt(adminSessions.expiresAt, new Date(nowMs)),
      ),
    )
    .limit(1);
  if (row === undefined) return undefined;
  return {
    tokenHash: row.tokenHash,
    address: row.address,
    chainId: row.chainId,
    // Written by openAdminSession from parsed, validated fields only.
    data: row.data as SiwxMessageData,
    message: row.message,
    signature: row.signature,
    expiresAt: row.expiresAt,
  };
}

export async function revokeAdminSession(db: Db, tokenHash: string, nowMs: number): Promise<void> {
  await db
    .update(adminSessions)
    .set({ revokedAt: new Date(nowMs) })
    .where(and(eq(adminSessions.tokenHash, tokenHash), isNull(adminSessions.revokedAt)));
}

/** Nonces and sessions more than an hour past their end. */
export async function pruneAdminAuth(db: Db, nowMs: number): Promise<void> {
  const cutoff = new Date(nowMs - 60 * 60 * 1000);
  await db.delete(adminNonces).where(lt(adminNonces.expiresAt, cutoff));
  await db
    .delete(adminSessions)
    .where(or(lt(adminSessions.expiresAt, cutoff), lt(adminSessions.revokedAt, cutoff)));
}

/**
 * The CSRF token of a session: derived from its cookie token, so it needs no storage, and
 * only a page that may read the admin API's answers (same origin) ever learns it.
 */
export function csrfTokenOf(cookieToken: string): string {
  return createHash("sha256").update(`foyer-admin-csrf\n${cookieToken}`).digest("base64url");
}
