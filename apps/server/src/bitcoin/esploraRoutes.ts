import {
  ESPLORA_NETWORK_NOT_SUPPORTED,
  ESPLORA_PROXY_PATH,
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
 * The Esplora proxy: `GET /v1/bitcoin/esplora/<path>` and `POST /v1/bitcoin/esplora/tx`,
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
  const getPath = esploraGetRoute.path;
  app.get(getPath, hooks, async (request, reply) => {
    const input = readRequest(esploraGetRoute, request, reply);
    if (input === undefined) return reply;
    const rest = `/${(request.params as { "*": string })["*"]}`;
    if (!isAllowedEsploraPath("GET", rest))
      return refuse(
        reply,
        404,
        "NOT_FOUND",
        `${ESPLORA_PROXY_PATH}${rest.slice(0, 80)} is not an Esplora path this server forwards`,
      );
    return forward(request, reply, input.query.chainId, "GET", rest);
  });
  app.post(esploraBroadcastRoute.path, hooks, async (request, reply) => {
    const input = readRequest(esploraBroadcastRoute, request, reply);
    if (input === undefined) return reply;
    return forward(request, reply, input.query.chainId, "POST", "/tx", input.body.trim());
  });
  app.options(getPath, access.preflight);
  app.options(esploraBroadcastRoute.path, access.preflight);
}
