import { createHmac } from "node:crypto";
import { lt } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../db/database.js";
import {
  devMail,
  embeddedCodes,
  embeddedDeviceLinks,
  embeddedOauthStates,
  embeddedSessions,
  rateLimits,
} from "../db/schema.js";
import type { ServerOrigin } from "../http/serverOrigin.js";
import { countHits } from "../lib/rateWindow.js";
import { projectOf } from "../project/guard.js";
import type { UsageRecorder } from "../usage/usageCounter.js";
import type { AuthObserver } from "./authObserver.js";
import { pruneBudgets } from "./budget/budgetStore.js";
import type { CodeSlot } from "./codes.js";
import { refuse } from "./errors.js";
import type { AuthKeys } from "./keys.js";
import type { Mailer } from "./mail/mailer.js";
import { bearerJwt, type Session, sessionOfToken } from "./sessions.js";
import type { AuthSettings } from "./settings.js";

/** Everything the auth routes share; built once per app in `embeddedAuthRoutes`. */
export interface AuthContext {
  db: Db;
  keys: AuthKeys;
  settings: AuthSettings;
  mailer: Mailer;
  /** Base of mailed links: `FOYER_PUBLIC_URL`, or in development HOST and PORT. */
  server: ServerOrigin;
  /** Told of each session opened (metrics); undefined when metrics are off. */
  observer?: AuthObserver;
  /** Where logins are counted per project and method (the admin API's usage report). */
  usage: UsageRecorder;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The frame's device id from `x-foyer-device`, lowercased; undefined unless a UUID. */
export function deviceIdOf(request: FastifyRequest): string | undefined {
  const value = request.headers["x-foyer-device"];
  return typeof value === "string" && UUID.test(value) ? value.toLowerCase() : undefined;
}

export function codeContext(context: AuthContext) {
  return {
    db: context.db,
    key: context.keys.code,
    settings: context.settings,
    nowMs: context.settings.now(),
  };
}

export function slot(request: FastifyRequest, purpose: CodeSlot["purpose"], subject: string) {
  return { projectId: projectOf(request).id, purpose, subject };
}

/**
 * Counts the request against its IP and (when known) its email; `over` when
 * past either limit. Emails are keyed by HMAC so `rate_limits` holds no
 * addresses.
 */
export async function countRequest(
  context: AuthContext,
  request: FastifyRequest,
  email: string | undefined,
): Promise<{ over: boolean; retryAfterSeconds: number }> {
  const { rateLimit } = context.settings;
  const ipKey = `embedded:ip:${request.ip}`;
  const emailKey =
    email === undefined
      ? undefined
      : `embedded:email:${createHmac("sha256", context.keys.lookup).update(email).digest("hex").slice(0, 32)}`;
  const keys = emailKey === undefined ? [ipKey] : [ipKey, emailKey];
  const hits = await countHits(context.db, keys, rateLimit.windowMs, context.settings.now());
  const over =
    hits.countOf(ipKey) > rateLimit.perIp ||
    (emailKey !== undefined && hits.countOf(emailKey) > rateLimit.perEmail);
  return { over, retryAfterSeconds: hits.retryAfterSeconds };
}

/** `countRequest`, and when over the limit the JSON 429 sent; true then. */
export async function limited(
  context: AuthContext,
  request: FastifyRequest,
  reply: FastifyReply,
  email: string | undefined,
): Promise<boolean> {
  const { over, retryAfterSeconds } = await countRequest(context, request, email);
  if (!over) return false;
  reply.header("retry-after", String(retryAfterSeconds));
  refuse(reply, "RATE_LIMITED");
  return true;
}

/**
 * For routes that read or keep the session's own wallet data and neither mail
 * nor check a code (the user, the auth share, the device fallback, sign-out):
 * counted against the IP only. The per-email budget guards codes and mail; an
 * open app spends these reads on every load and tab, and the frame rereads the
 * user while an email update waits, so counting them there would lock a
 * person with two tabs out of their own codes.
 */
export const OWN_DATA = { countAccount: false } as const;

/**
 * The session of the request's bearer token, rate-limited by IP and (unless
 * `countAccount` is false, see {@link OWN_DATA}) the session's email;
 * undefined after sending 401 SESSION_EXPIRED (missing, bad, expired or
 * revoked token) or 429.
 */
export async function requireSession(
  context: AuthContext,
  request: FastifyRequest,
  reply: FastifyReply,
  options: { countAccount?: boolean } = {},
): Promise<Session | undefined> {
  const token = bearerJwt(request);
  const session =
    token === undefined
      ? undefined
      : await sessionOfToken(
          { db: context.db, jwtKey: context.keys.jwt, nowMs: context.settings.now() },
          projectOf(request).id,
          token,
        );
  // A social user has no email: its account still gets a budget of its own.
  const account =
    session === undefined || options.countAccount === false
      ? undefined
      : (session.email ?? `user:${session.userId}`);
  if (await limited(context, request, reply, account)) return undefined;
  if (session === undefined) {
    refuse(reply, "SESSION_EXPIRED");
    return undefined;
  }
  return session;
}

/**
 * As {@link requireSession}, for routes that mail a code: a social login's session has no
 * email to send it to and gets 409 NO_EMAIL.
 */
export async function requireEmailSession(
  context: AuthContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<(Session & { email: string }) | undefined> {
  const session = await requireSession(context, request, reply);
  if (session === undefined) return undefined;
  if (session.email === null) {
    refuse(reply, "NO_EMAIL");
    return undefined;
  }
  return { ...session, email: session.email };
}

/** Rows past their end stop working at once; this only keeps the tables small. */
const KEEP_MS = 60 * 60 * 1000;

/** Deletes long-dead codes, links, sessions (with their device fallback) and old dev mail. */
export async function pruneAuth(db: Db, nowMs: number): Promise<void> {
  const before = new Date(nowMs - KEEP_MS);
  await db.delete(embeddedCodes).where(lt(embeddedCodes.expiresAt, before));
  await db.delete(embeddedDeviceLinks).where(lt(embeddedDeviceLinks.expiresAt, before));
  await db.delete(embeddedOauthStates).where(lt(embeddedOauthStates.expiresAt, before));
  await db.delete(embeddedSessions).where(lt(embeddedSessions.expiresAt, new Date(nowMs)));
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, before));
  await db.delete(devMail).where(lt(devMail.sentAt, new Date(nowMs - 7 * 24 * KEEP_MS)));
  await pruneBudgets(db, nowMs);
}
