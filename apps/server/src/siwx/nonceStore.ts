import { randomInt } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { siwxNonces } from "../db/schema.js";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
/** 24 of 62 symbols ≈ 143 bits: unguessable, and EIP-4361 wants ≥ 8 alphanumerics. */
const NONCE_LENGTH = 24;

/** A fresh random nonce of a sign-in message (a dApp user's or an operator's). */
export function newNonce(): string {
  let nonce = "";
  // randomInt is uniform (no modulo bias), unlike mapping random bytes by %.
  for (let i = 0; i < NONCE_LENGTH; i += 1) nonce += ALPHABET[randomInt(ALPHABET.length)];
  return nonce;
}

/** A fresh random nonce, stored for `projectId` until `ttlMs` from `nowMs`. */
export async function issueNonce(
  db: Db,
  projectId: string,
  nowMs: number,
  ttlMs: number,
): Promise<{ nonce: string; expiresAt: Date }> {
  const nonce = newNonce();
  const expiresAt = new Date(nowMs + ttlMs);
  await db.insert(siwxNonces).values({ projectId, nonce, createdAt: new Date(nowMs), expiresAt });
  return { nonce, expiresAt };
}

export type NonceSpend = "spent" | "unknown" | "used" | "expired";

/**
 * Spends a nonce: one conditional UPDATE, so of two concurrent attempts
 * (even on two instances) exactly one sees "spent". Any other answer says
 * why it was refused.
 */
export async function spendNonce(
  db: Db,
  projectId: string,
  nonce: string,
  nowMs: number,
): Promise<NonceSpend> {
  const now = new Date(nowMs);
  const scoped = and(eq(siwxNonces.projectId, projectId), eq(siwxNonces.nonce, nonce));
  const spent = await db
    .update(siwxNonces)
    .set({ usedAt: now })
    .where(and(scoped, isNull(siwxNonces.usedAt), gt(siwxNonces.expiresAt, now)))
    .returning({ nonce: siwxNonces.nonce });
  if (spent.length > 0) return "spent";
  const [row] = await db
    .select({ usedAt: siwxNonces.usedAt })
    .from(siwxNonces)
    .where(scoped)
    .limit(1);
  if (row === undefined) return "unknown";
  return row.usedAt === null ? "expired" : "used";
}
