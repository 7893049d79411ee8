import { createHash, timingSafeEqual } from "node:crypto";
import { ADMIN_CSRF_HEADER, ADMIN_SESSION_COOKIE } from "@foyer/protocol";
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import type { Db } from "../db/database.js";
import type { ServerOrigin } from "../http/serverOrigin.js";
import { type AdminSessionRow, adminSessionOfToken, csrfTokenOf } from "./adminSessionStore.js";
import { readCookie } from "./cookie.js";
import { adminRefusal, notAuthenticated, sendRefusal } from "./refusal.js";

/** Who is calling the admin API. */
export type AdminActor =
  | { kind: "token" }
  | { kind: "session"; session: AdminSessionRow; cookieToken: string };

declare module "fastify" {
  interface FastifyRequest {
    /** Set by the admin guard; present on every admin route's handler. */
    adminActor: AdminActor | null;
  }
}

/** How an actor is named in the audit: `token`, or the signed-in account (`eip155:1:0x…`). */
export function actorName(actor: AdminActor): string {
  return actor.kind === "token" ? "token" : `${actor.session.chainId}:${actor.session.address}`;
}

/** The guarded actor; only call from a handler behind the admin guard. */
export function actorOf(request: FastifyRequest): AdminActor {
  if (request.adminActor === null) throw new Error("route is missing the admin guard");
  return request.adminActor;
}

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export interface AdminCredentialsOptions {
  db: Db;
  /** FOYER_ADMIN_TOKEN, when set. */
  token: string | undefined;
  server: ServerOrigin;
  now: () => number;
}

export interface AdminCredentials {
  /** The caller's actor, or undefined; never an app's credentials. */
  authenticate(request: FastifyRequest): Promise<AdminActor | undefined>;
  /**
   * onRequest hook of every admin route but sign-in: 401 without admin credentials; a
   * change made with the session cookie must carry its CSRF token and come from this
   * server's own pages (403 otherwise).
   */
  guard: onRequestAsyncHookHandler;
}

export function createAdminCredentials(options: AdminCredentialsOptions): AdminCredentials {
  const { db, server, now } = options;
  // Compared as digests: equal lengths, so timingSafeEqual tells nothing about the length.
  const tokenDigest = options.token === undefined ? undefined : digest(options.token);

  async function authenticate(request: FastifyRequest): Promise<AdminActor | undefined> {
    const authorization = request.headers.authorization;
    if (authorization !== undefined) {
      // A bearer is the admin token or nothing: an app's SIWX token or session JWT never
      // opens the admin API, and a wrong bearer does not fall back to a cookie.
      const given = /^Bearer (\S+)$/i.exec(authorization.trim())?.[1];
      if (given === undefined || tokenDigest === undefined) return undefined;
      return timingSafeEqual(digest(given), tokenDigest) ? { kind: "token" } : undefined;
    }
    const cookieToken = readCookie(request.headers.cookie, ADMIN_SESSION_COOKIE);
    if (cookieToken === undefined || !/^[A-Za-z0-9_-]{16,256}$/.test(cookieToken)) return undefined;
    const session = await adminSessionOfToken(db, cookieToken, now());
    return session === undefined ? undefined : { kind: "session", session, cookieToken };
  }

  return {
    authenticate,
    async guard(request, reply) {
      const actor = await authenticate(request);
      if (actor === undefined) return sendRefusal(reply, notAuthenticated);
      if (actor.kind === "session" && UNSAFE_METHODS.has(request.method)) {
        const problem = csrfProblem(request, actor.cookieToken, server);
        if (problem !== undefined) return refuseCsrf(reply, problem);
      }
      request.adminActor = actor;
    },
  };
}

/**
 * A cookie rides along on any request the browser makes to this server, a forged form's
 * too; only a page of this origin can read the session's CSRF token and set the header.
 */
function csrfProblem(
  request: FastifyRequest,
  cookieToken: string,
  server: ServerOrigin,
): string | undefined {
  const origin = request.headers.origin;
  if (typeof origin === "string" && !server.isOwn(origin)) {
    return "Changes with the console's session come only from the console's own origin";
  }
  const header = request.headers[ADMIN_CSRF_HEADER];
  const expected = csrfTokenOf(cookieToken);
  if (typeof header !== "string" || !equalText(header, expected)) {
    return `Changes with the console's session need its CSRF token in ${ADMIN_CSRF_HEADER}`;
  }
  return undefined;
}

function refuseCsrf(reply: FastifyReply, message: string): FastifyReply {
  return sendRefusal(reply, adminRefusal("CSRF_REJECTED", message));
}

function digest(text: string): Buffer {
  return createHash("sha256").update(text).digest();
}

function equalText(a: string, b: string): boolean {
  return timingSafeEqual(digest(a), digest(b));
}
