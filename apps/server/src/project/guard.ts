import { isRecord } from "@foyer/protocol";
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import { type ErrorBody, invalidProjectId, originNotAllowed } from "../http/errors.js";
import type { ServerOrigin } from "../http/serverOrigin.js";
import {
  allowOrigin,
  CORS_HEADERS,
  CORS_MAX_AGE_SECONDS,
  CORS_METHODS,
  varyOnOrigin,
} from "./cors.js";
import type { Project, ProjectLookup } from "./lookup.js";

declare module "fastify" {
  interface FastifyRequest {
    /** Set by the project guard; present on every guarded route's handler. */
    project: Project | null;
  }
}

export interface ProjectAccess {
  /** onRequest hook: resolves the project and enforces its origin allow-list. */
  guard: onRequestAsyncHookHandler;
  /** Handler for `OPTIONS` on a guarded path. */
  preflight: PreflightHandler;
  /**
   * The same handler allowing more request headers than {@link CORS_HEADERS},
   * e.g. `authorization` for routes that take a bearer token.
   */
  preflightAllowing(extraHeaders: readonly string[]): PreflightHandler;
  /**
   * onRequest hook for routes only the server's own pages call (the
   * embedded wallet's frame at `/frame/`): the project must exist, and an
   * `Origin`, when sent, must be this server's own (configured, never read
   * from `Host`) — the project's dApp origins are refused.
   */
  sameOriginGuard: onRequestAsyncHookHandler;
  /**
   * The guard's decision outside Fastify, for the RPC fast path (which
   * answers before Fastify sees the request). The server's own pages are
   * not cross-origin callers.
   */
  admit(projectId: string | undefined, origin: string | undefined): Promise<AccessVerdict>;
  /** `admit` answered from the lookup's cache, or undefined when it would have to wait. */
  admitNow(projectId: string | undefined, origin: string | undefined): AccessVerdict | undefined;
}

type PreflightHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** Why the guard turned a request away, as metrics count it. */
export type AccessRefusal = "unknown_project" | "origin_not_allowed";

export type AccessVerdict =
  | { ok: true; project: Project }
  | { ok: false; status: 401 | 403; body: ErrorBody };

/**
 * Builds the guard and the preflight handler for project-scoped routes.
 *
 * The guard runs as an onRequest hook (before the body is read) so an
 * unauthenticated caller can't make us buffer a large body.
 */
export function createProjectAccess(
  lookup: ProjectLookup,
  server: ServerOrigin,
  options: {
    /** Told of each refusal and why (metrics). */
    onRefused?(reason: AccessRefusal): void;
    /** Told of each request refused for its origin (the project's usage report counts them). */
    onOriginRefused?(projectId: string): void;
  } = {},
): ProjectAccess {
  // The server's own pages (the embedded wallet's frame at /frame/) call it
  // same-origin, e.g. the RPC proxy; that is not a cross-origin caller the
  // project's list is about. Which origin is "own" comes from configuration:
  // a Host header naming the caller's origin proves nothing.
  const foreign = (origin: string | undefined) =>
    origin !== undefined && server.isOwn(origin) ? undefined : origin;

  async function check(
    projectId: string | undefined,
    origin: string | undefined,
  ): Promise<AccessVerdict> {
    const project = projectId === undefined ? undefined : await lookup.find(projectId);
    return decide(project, origin);
  }

  function decide(project: Project | undefined, origin: string | undefined): AccessVerdict {
    if (project === undefined) {
      options.onRefused?.("unknown_project");
      return { ok: false, status: 401, body: invalidProjectId };
    }
    // No Origin means not a browser (server-to-server, curl): CORS doesn't apply.
    if (origin !== undefined && !project.allowedOrigins.includes(origin)) {
      options.onRefused?.("origin_not_allowed");
      options.onOriginRefused?.(project.id);
      return { ok: false, status: 403, body: originNotAllowed };
    }
    return { ok: true, project };
  }

  function preflightFor(allowHeaders: string): PreflightHandler {
    return async (request, reply) => {
      const origin = originOf(request);
      varyOnOrigin(reply);
      // Browsers never send custom headers on a preflight, so a client using
      // the x-project-id header form can't be checked here; its real request
      // still goes through the guard.
      const projectId = queryProjectId(request);
      if (projectId !== undefined) {
        const verdict = await check(projectId, origin);
        // A refused preflight deliberately carries no CORS headers.
        if (!verdict.ok) return reply.code(verdict.status).send(verdict.body);
      }
      if (origin !== undefined) allowOrigin(reply, origin);
      reply
        .header("access-control-allow-methods", CORS_METHODS)
        .header("access-control-allow-headers", allowHeaders)
        .header("access-control-max-age", CORS_MAX_AGE_SECONDS)
        .code(204)
        .send();
    };
  }

  return {
    async guard(request, reply) {
      const origin = originOf(request);
      varyOnOrigin(reply);
      const verdict = await check(projectIdOf(request), foreign(origin));
      // Errors carry the CORS header too: without it a browser hides the body
      // and the client could not tell "invalid key" from "origin not allowed".
      // Reflecting it on an error exposes nothing but the error itself.
      if (origin !== undefined) allowOrigin(reply, origin);
      if (!verdict.ok) return reply.code(verdict.status).send(verdict.body);
      request.project = verdict.project;
    },

    async sameOriginGuard(request, reply) {
      const project = await check(projectIdOf(request), undefined);
      if (!project.ok) return reply.code(project.status).send(project.body);
      const origin = originOf(request);
      if (origin !== undefined && !server.isOwn(origin)) {
        options.onRefused?.("origin_not_allowed");
        return reply.code(403).send(originNotAllowed);
      }
      request.project = project.project;
    },

    admit: (projectId, origin) => check(projectId, foreign(origin)),

    admitNow(projectId, origin) {
      if (projectId === undefined) return decide(undefined, undefined);
      const cached = lookup.peek(projectId);
      if (cached === undefined) return undefined;
      return decide(cached.project, foreign(origin));
    },

    preflight: preflightFor(CORS_HEADERS),
    preflightAllowing: (extraHeaders) => preflightFor([CORS_HEADERS, ...extraHeaders].join(", ")),
  };
}

/** The guarded project; only call from a handler behind the guard. */
export function projectOf(request: FastifyRequest): Project {
  if (request.project === null) throw new Error("route is missing the project guard");
  return request.project;
}

function projectIdOf(request: FastifyRequest): string | undefined {
  return queryProjectId(request) ?? singleHeader(request, "x-project-id");
}

/**
 * The project a request names in its query, or in its path for routes that take it there
 * (`/v1/esplora/:projectId/…`, for clients configured with a base URL).
 */
function queryProjectId(request: FastifyRequest): string | undefined {
  const value = isRecord(request.query) ? request.query.projectId : undefined;
  // `?projectId=a&projectId=b` parses to an array: ambiguous, so treated as missing.
  if (typeof value === "string" && value.length > 0) return value;
  const inPath = isRecord(request.params) ? request.params.projectId : undefined;
  return typeof inPath === "string" && inPath.length > 0 ? inPath : undefined;
}

function originOf(request: FastifyRequest): string | undefined {
  return singleHeader(request, "origin");
}

function singleHeader(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === "string" && value.length > 0 ? value : undefined;
}
