import type { FastifyRequest } from "fastify";

/** Query parameters whose values are credentials (the mailed device-approval link's `token`). */
const SECRET_PARAMS = /([?&](?:token|otp|code)=)[^&#]*/gi;

/** A request URL fit for the log: secret query values replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, "$1[redacted]");
}

/** Fastify's default request log fields, with the URL redacted. */
export function requestLogSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
