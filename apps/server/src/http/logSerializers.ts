import type { FastifyRequest } from "fastify";

/**
 * Query parameters whose values are credentials: the mailed device-approval link's `token`,
 * and the `code` and `state` of a social login's OAuth callback.
 */
const SECRET_PARAMS = /([?&](?:token|otp|code|state)=)[^&#]*/gi;

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

/** Any URL in free text: scheme, then everything up to whitespace or a quote. */
const URL_IN_TEXT = /\b[a-z][a-z0-9+.-]*:\/\/[^\s"'<>`]+/gi;

/**
 * Text fit for the log: every URL cut to its origin (an API key often sits
 * in a provider URL's path or query, a password in a database URL), and
 * viem's "Request body:" / "Request Arguments:" details (signed
 * transactions, codes, shares) dropped.
 */
export function redactText(text: string): string {
  return text
    .replace(/^(\s*Request (?:body|Arguments):).*$/gim, "$1 [redacted]")
    .replace(URL_IN_TEXT, (match) => {
      try {
        const url = new URL(match);
        return url.host === "" ? `${url.protocol}//[redacted]` : `${url.protocol}//${url.host}`;
      } catch {
        return "[url]";
      }
    });
}

interface LoggedError {
  [field: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: string | number;
  status?: number;
  cause?: LoggedError;
}

/**
 * pino's `err` serializer: name, redacted message and stack, a numeric or
 * string `code` and HTTP `status`, and the cause chain (three deep) — never
 * the error's other fields, where libraries keep request bodies, headers
 * and URLs.
 */
export function errorLogSerializer(error: unknown): LoggedError {
  return serializeError(error, 0);
}

function serializeError(error: unknown, depth: number): LoggedError {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: redactText(String(error)), stack: "" };
  }
  const fields = error as Error & { code?: unknown; status?: unknown };
  const logged: LoggedError = {
    type: error.name,
    message: redactText(error.message),
    stack: redactText(error.stack ?? ""),
  };
  if (typeof fields.code === "string" || typeof fields.code === "number") logged.code = fields.code;
  if (typeof fields.status === "number") logged.status = fields.status;
  if (error.cause !== undefined && depth < 3) {
    logged.cause = serializeError(error.cause, depth + 1);
  }
  return logged;
}
