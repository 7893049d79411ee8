import { ApiError } from "../../errors/apiError.js";
import { messages } from "../../errors/messages.js";

/** The error body the provider server sends, e.g. `{ code, error, message }`. */
export interface ServerErrorBody {
  code?: string;
  error?: string;
  message?: string;
}

function readServerErrorBody(text: string): ServerErrorBody {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return {};
  }
  if (typeof parsed !== "object" || parsed === null) return {};
  const record = parsed as Record<string, unknown>;
  const body: ServerErrorBody = {};
  if (typeof record.code === "string") body.code = record.code;
  if (typeof record.error === "string") body.error = record.error;
  if (typeof record.message === "string") body.message = record.message;
  return body;
}

/**
 * SPEC §8 'HTTP status code: {status}'. The server's own `message` is kept in
 * `details.serverMessage` because the alert mapping keys on it (e.g.
 * 'Unauthorized: invalid key' → INVALID_PROJECT_ID).
 */
export function httpStatusError(status: number, url: string, bodyText: string): ApiError {
  const body = readServerErrorBody(bodyText);
  return new ApiError(messages.httpStatus(status), {
    code: "HTTP_ERROR",
    details: {
      status,
      url,
      serverCode: body.code,
      serverError: body.error,
      serverMessage: body.message,
    },
  });
}

/** The host could not be reached at all (refused, DNS failure, offline). */
export function unavailableError(url: string, cause: unknown): ApiError {
  return new ApiError(messages.rpcUnavailable(url), {
    code: "API_UNAVAILABLE",
    details: { url },
    cause,
  });
}

/** A 2xx answer whose body is not JSON: reported like an HTTP failure of that status. */
export function invalidBodyError(status: number, url: string): ApiError {
  return new ApiError(messages.httpStatus(status), {
    code: "INVALID_RESPONSE",
    details: { status, url },
  });
}

/** The provider's own error message carried by an HTTP error, if any. */
export function serverMessageOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const message = error.details.serverMessage;
  return typeof message === "string" ? message : undefined;
}

/** The HTTP status carried by an HTTP error, if any. */
export function httpStatusOf(error: unknown): number | undefined {
  if (!(error instanceof ApiError) || error.code !== "HTTP_ERROR") return undefined;
  const status = error.details.status;
  return typeof status === "number" ? status : undefined;
}
