import { type ErrorBody, isObjectLike } from "@foyer/protocol";
import { ApiError } from "../../errors/apiError.js";
import { messages } from "../../errors/messages.js";
import { coreText } from "../../i18n/coreText.js";

/** The provider server's error body (`ErrorBody`), each field kept only when it is a string. */
export type ServerErrorBody = Partial<ErrorBody>;

function readServerErrorBody(text: string): ServerErrorBody {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return {};
  }
  if (!isObjectLike(parsed)) return {};
  const body: ServerErrorBody = {};
  if (typeof parsed.code === "string") body.code = parsed.code;
  if (typeof parsed.error === "string") body.error = parsed.error;
  if (typeof parsed.message === "string") body.message = parsed.message;
  return body;
}

/**
 * Behaviour §8 'HTTP status code: {status}'. The server's stable `code` is kept in
 * `details.serverCode`, which the alert mapping reads first (INVALID_PROJECT_ID …); its own
 * `message` in `details.serverMessage`, for a provider that answers no code (behaviour §8 maps
 * 'Unauthorized: invalid key' → INVALID_PROJECT_ID).
 */
export function httpStatusError(
  status: number,
  url: string,
  bodyText: string,
  /** The answer's Retry-After header, kept for the retry rules (a 429's or 503's wait). */
  retryAfter?: string | null,
): ApiError {
  const body = readServerErrorBody(bodyText);
  return new ApiError(messages.httpStatus(status), {
    code: "HTTP_ERROR",
    details: {
      status,
      url,
      serverCode: body.code,
      serverError: body.error,
      serverMessage: body.message,
      ...(retryAfter ? { retryAfter } : {}),
    },
  });
}

/** The host could not be reached at all (refused, DNS failure, offline). */
export function unavailableError(url: string, cause: unknown): ApiError {
  return new ApiError(coreText("rpcUnavailable", messages.rpcUnavailable, url), {
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

/** The provider's stable error code carried by an HTTP error (`ErrorBody.code`), if any. */
export function serverCodeOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const code = error.details.serverCode;
  return typeof code === "string" ? code : undefined;
}

/** The HTTP status carried by an HTTP error, if any. */
export function httpStatusOf(error: unknown): number | undefined {
  if (!(error instanceof ApiError) || error.code !== "HTTP_ERROR") return undefined;
  const status = error.details.status;
  return typeof status === "number" ? status : undefined;
}
