import { STATUS_CODES } from "node:http";
import type { FastifyError, FastifyInstance } from "fastify";
import { type ErrorBody, internalError, notFound, payloadTooLarge } from "./errors.js";

/** Fastify's own client-error codes, renamed to the server's SCREAMING_CASE style. */
const FASTIFY_CODES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "UNSUPPORTED_MEDIA_TYPE",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "INVALID_CONTENT_LENGTH",
  FST_ERR_CTP_EMPTY_JSON_BODY: "INVALID_BODY",
  FST_ERR_CTP_INVALID_JSON_BODY: "INVALID_BODY",
  FST_ERR_VALIDATION: "INVALID_REQUEST",
};

/**
 * Every error leaves as JSON `{ code, error, message }`. Client errors keep
 * their status and a message safe to show; anything else is a 500 whose
 * details stay in the log — never a stack trace on the wire.
 */
export function installErrorHandlers(app: FastifyInstance, bodyLimit: number): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(clientError(error, status, bodyLimit));
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.code(500).send(internalError);
  });

  app.setNotFoundHandler((request, reply) => reply.code(404).send(notFound(request)));
}

function clientError(error: FastifyError, status: number, bodyLimit: number): ErrorBody {
  if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") return payloadTooLarge(bodyLimit);
  const code = FASTIFY_CODES[error.code] ?? "BAD_REQUEST";
  return { code, error: STATUS_CODES[status] ?? "Bad Request", message: error.message };
}
