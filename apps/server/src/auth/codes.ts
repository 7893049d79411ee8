import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { embeddedCodes } from "../db/schema.js";
import type { AuthSettings } from "./settings.js";

/** What a code is for; with `subject` it names the one live code of its kind. */
export type CodePurpose = "login" | "reauth" | "export" | "update-primary" | "update-secondary";

export interface CodeSlot {
  projectId: string;
  purpose: CodePurpose;
  /** The email (login), session jti (reauth, export) or user id (email update). */
  subject: string;
}

/** A uniformly random 6-digit code (leading zeros kept). */
export function newCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, "0");
}

/** HMAC-SHA-256 over the slot and the code, so a stored hash only matches in its own slot. */
export function hashCode(key: Uint8Array, slot: CodeSlot, code: string): string {
  return createHmac("sha256", key)
    .update(`${slot.projectId}\n${slot.purpose}\n${slot.subject}\n${code}`)
    .digest("hex");
}

/** Constant-time comparison of two hex digests. */
export function digestsMatch(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}

export type CodeCheck =
  | { ok: true; data: unknown }
  | {
      ok: false;
      reason: "OTP_INVALID" | "OTP_EXPIRED" | "OTP_LOCKED";
      /** Whether a live code was compared with the guess (a wrong guess), or none was there to. */
      compared: boolean;
    };

interface CodeContext {
  db: Db;
  key: Uint8Array;
  settings: Pick<AuthSettings, "codeTtlMs" | "maxCodeTries">;
  nowMs: number;
}

/** Stores a new code for the slot (replacing any earlier one) and returns it for mailing. */
export async function issueCode(
  context: CodeContext,
  slot: CodeSlot,
  data: unknown = null,
): Promise<string> {
  const code = newCode();
  const values = {
    codeHash: hashCode(context.key, slot, code),
    tries: 0,
    data,
    createdAt: new Date(context.nowMs),
    expiresAt: new Date(context.nowMs + context.settings.codeTtlMs),
  };
  await context.db
    .insert(embeddedCodes)
    .values({ ...slot, ...values })
    .onConflictDoUpdate({
      target: [embeddedCodes.projectId, embeddedCodes.purpose, embeddedCodes.subject],
      set: values,
    });
  return code;
}

/**
 * Checks a code. Every attempt first takes one try atomically (so parallel
 * guesses can't exceed the budget); a match consumes the code. The try that
 * reaches the limit answers OTP_LOCKED, and so does every later one, even
 * with the right code, until a new code is issued.
 */
export async function checkCode(
  context: CodeContext,
  slot: CodeSlot,
  code: string,
): Promise<CodeCheck> {
  const { db, nowMs } = context;
  const max = context.settings.maxCodeTries;
  const inSlot = and(
    eq(embeddedCodes.projectId, slot.projectId),
    eq(embeddedCodes.purpose, slot.purpose),
    eq(embeddedCodes.subject, slot.subject),
  );
  const [taken] = await db
    .update(embeddedCodes)
    .set({ tries: sql`${embeddedCodes.tries} + 1` })
    .where(and(inSlot, lt(embeddedCodes.tries, max), gt(embeddedCodes.expiresAt, new Date(nowMs))))
    .returning({
      codeHash: embeddedCodes.codeHash,
      tries: embeddedCodes.tries,
      data: embeddedCodes.data,
    });
  if (taken === undefined) {
    const [row] = await db
      .select({ tries: embeddedCodes.tries, expiresAt: embeddedCodes.expiresAt })
      .from(embeddedCodes)
      .where(inSlot);
    if (row === undefined) return { ok: false, reason: "OTP_INVALID", compared: false };
    if (row.expiresAt.getTime() <= nowMs) {
      return { ok: false, reason: "OTP_EXPIRED", compared: false };
    }
    return { ok: false, reason: "OTP_LOCKED", compared: false };
  }
  const given = /^\d{6}$/.test(code) ? hashCode(context.key, slot, code) : "";
  if (given !== "" && digestsMatch(given, taken.codeHash)) {
    // Only this code's row: a replacement issued meanwhile stays live.
    const consumed = await db
      .delete(embeddedCodes)
      .where(and(inSlot, eq(embeddedCodes.codeHash, taken.codeHash)))
      .returning({ subject: embeddedCodes.subject });
    if (consumed.length === 1) return { ok: true, data: taken.data };
    return { ok: false, reason: "OTP_INVALID", compared: true };
  }
  return { ok: false, reason: taken.tries >= max ? "OTP_LOCKED" : "OTP_INVALID", compared: true };
}
