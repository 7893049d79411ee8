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

/** A refusal a feature's service throws: the status and error body it is answered with. */
export interface HttpRefusal {
  readonly status: number;
  body(): ErrorBody;
}

/**
 * How a feature's routes run their handlers: an error `isRefusal` recognises
 * is answered with its own status and body; any other failure is the chain
 * upstream's (502, see `upstreamFailure`).
 */
export function refusalAnswer(isRefusal: (error: unknown) => error is HttpRefusal) {
  return async <T>(
    request: FastifyRequest,
    reply: FastifyReply,
    handle: () => Promise<T>,
  ): Promise<T | FastifyReply> => {
    try {
      return await handle();
    } catch (error) {
      if (isRefusal(error)) return reply.code(error.status).send(error.body());
      return upstreamFailure(request, reply, error);
    }
  };
}
