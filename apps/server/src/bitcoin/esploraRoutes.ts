import {
  ESPLORA_NETWORK_NOT_SUPPORTED,
  esploraBaseBroadcastRoute,
  esploraBaseGetRoute,
  esploraBroadcastRoute,
  esploraGetRoute,
  isAllowedEsploraPath,
} from "@foyer/protocol";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../db/database.js";
import type { ErrorBody } from "../http/errors.js";
import { readRequest } from "../http/readRequest.js";
import { createRateLimiter, type RateLimitSettings } from "../lib/routeRateLimit.js";
import type { ProjectAccess } from "../project/guard.js";
import type { EsploraUpstream } from "./esploraUpstream.js";

/** Requests per window of the Esplora proxy: a wallet polls balances and fee estimates. */
export const DEFAULT_ESPLORA_RATE_LIMIT: RateLimitSettings = {
  windowMs: 60_000,
  perIp: 600,
  perProject: 12_000,
};

export interface EsploraRouteOptions {
  access: ProjectAccess;
  db: Db;
  upstream: EsploraUpstream;
  rateLimit?: RateLimitSettings;
  now?: () => number;
}

/** Only these upstream content types pass through; anything else is sent as text. */
const PASSED_TYPES = /^(application\/json|text\/plain)\b/;

function refuse(reply: FastifyReply, status: number, code: string, message: string) {
  const error = status === 404 ? "Not Found" : "Bad Request";
  return reply.code(status).send({ code, error, message } satisfies ErrorBody);
}

/**
 * The Esplora proxy: `GET /v1/bitcoin/esplora/<path>` and `POST /v1/bitcoin/esplora/tx`
 * (network and project in the query), and the same under a base URL
 * `/v1/esplora/{projectId}/{chainId}` for clients configured with one,
 * behind the project guard and a rate limit, forwarding only the allow-listed paths to the
 * network's Esplora and answering its body and status verbatim (so a refused broadcast's
 * electrs text reaches the wallet as it was).
 */
export async function esploraRoutes(app: FastifyInstance, options: EsploraRouteOptions) {
  const { access, upstream } = options;
  const limiter = createRateLimiter(options.db, {
    scope: "esplora",
    noun: "Bitcoin API requests",
    settings: options.rateLimit ?? DEFAULT_ESPLORA_RATE_LIMIT,
    now: options.now ?? Date.now,
  });
  // Encapsulated: a broadcast's body is the raw transaction as text, whatever its type.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "string" }, (_request, body, done) => done(null, body));

  async function forward(
    request: FastifyRequest,
    reply: FastifyReply,
    chainId: string,
    method: "GET" | "POST",
    path: string,
    body?: string,
  ) {
    if (!upstream.has(chainId))
      return refuse(reply, 400, "UNSUPPORTED_CHAIN", ESPLORA_NETWORK_NOT_SUPPORTED);
    try {
      const answer = await upstream.call(chainId, method, path, body);
      const type = PASSED_TYPES.test(answer.contentType) ? answer.contentType : "text/plain";
      return reply.code(answer.status).type(type).send(answer.body);
    } catch (error) {
      request.log.warn({ err: error }, "esplora upstream failed");
      return reply.code(502).send({
        code: "UPSTREAM_UNAVAILABLE",
        error: "Bad Gateway",
        message: "The network's Esplora upstream did not answer",
      } satisfies ErrorBody);
    }
  }

  const hooks = { onRequest: [access.guard, limiter] };

  /** The Esplora path after a route's prefix (the `*` of its pattern), if it is forwarded. */
  function allowedPath(request: FastifyRequest, reply: FastifyReply): string | undefined {
    const rest = `/${(request.params as { "*": string })["*"]}`;
    if (isAllowedEsploraPath("GET", rest)) return rest;
    const path = request.url.split("?")[0] ?? "";
    refuse(
      reply,
      404,
      "NOT_FOUND",
      `${path.slice(0, 160)} is not an Esplora path this server forwards`,
    );
    return undefined;
  }

  const getPath = esploraGetRoute.path;
  app.get(getPath, hooks, async (request, reply) => {
    const input = readRequest(esploraGetRoute, request, reply);
    if (input === undefined) return reply;
    const rest = allowedPath(request, reply);
    if (rest === undefined) return reply;
    return forward(request, reply, input.query.chainId, "GET", rest);
  });
  app.post(esploraBroadcastRoute.path, hooks, async (request, reply) => {
    const input = readRequest(esploraBroadcastRoute, request, reply);
    if (input === undefined) return reply;
    return forward(request, reply, input.query.chainId, "POST", "/tx", input.body.trim());
  });
  // The base-URL form: the project (read by the guard) and the network in the path.
  app.get(esploraBaseGetRoute.path, hooks, async (request, reply) => {
    const input = readRequest(esploraBaseGetRoute, request, reply);
    if (input === undefined) return reply;
    const rest = allowedPath(request, reply);
    if (rest === undefined) return reply;
    return forward(request, reply, input.params.chainId, "GET", rest);
  });
  app.post(esploraBaseBroadcastRoute.path, hooks, async (request, reply) => {
    const input = readRequest(esploraBaseBroadcastRoute, request, reply);
    if (input === undefined) return reply;
    return forward(request, reply, input.params.chainId, "POST", "/tx", input.body.trim());
  });
  app.options(esploraBaseGetRoute.path, access.preflight);
  app.options(esploraBaseBroadcastRoute.path, access.preflight);
  app.options(getPath, access.preflight);
  app.options(esploraBroadcastRoute.path, access.preflight);
}
