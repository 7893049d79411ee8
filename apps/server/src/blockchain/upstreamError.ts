import type { FastifyReply, FastifyRequest } from "fastify";
import type { ErrorBody } from "../http/errors.js";

/**
 * The chain upstream failed (down, timed out, answered an error). That is a
 * gateway problem, not ours: 502 with the shared error shape, details logged.
 */
export function upstreamFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  error: unknown,
): FastifyReply {
  request.log.warn({ err: error }, "chain upstream failed");
  return reply.code(502).send({
    code: "UPSTREAM_UNAVAILABLE",
    error: "Bad Gateway",
    message: "The chain's RPC upstream did not answer",
  } satisfies ErrorBody);
}
