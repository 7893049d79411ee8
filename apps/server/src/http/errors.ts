import { STATUS_CODES } from "node:http";
import type { ErrorBody } from "@foyer/protocol";

/**
 * Every non-JSON-RPC error the server returns is an `ErrorBody` (`@foyer/protocol`).
 * `message` is what clients match on, so the project-guard messages must never change.
 */
export type { ErrorBody };

export const invalidProjectId: ErrorBody = {
  code: "INVALID_PROJECT_ID",
  error: "Invalid Project ID",
  message: "Unauthorized: invalid key",
};

export const originNotAllowed: ErrorBody = {
  code: "INVALID_APP_CONFIGURATION",
  error: "Invalid App Configuration",
  message: "Unauthorized: origin not allowed",
};

/** A body over the server's limit, from Fastify's parser or the RPC fast path alike. */
export function payloadTooLarge(bodyLimit: number): ErrorBody {
  return {
    code: "PAYLOAD_TOO_LARGE",
    error: "Payload Too Large",
    message: `Request body is larger than ${bodyLimit} bytes`,
  };
}

/** What a client sees of an unexpected failure; the details stay in the log. */
export const internalError: ErrorBody = {
  code: "INTERNAL_ERROR",
  error: "Internal Server Error",
  message: "Internal server error",
};

/** The 404 of an unknown route; also what a route that must stay hidden answers. */
export function notFound(request: { method: string; url: string }): ErrorBody {
  return {
    code: "NOT_FOUND",
    error: "Not Found",
    message: `Route ${request.method} ${request.url.split("?")[0]} not found`,
  };
}

/** A refused request: the status its code stands for and the `{ code, error, message }` body. */
export interface Refusal {
  status: number;
  body: ErrorBody;
}

/** The refusal of `code` from a table of codes and their statuses (e.g. `ADMIN_ERROR_CODES`). */
export function refusalOf<Code extends string>(
  statuses: Readonly<Record<Code, number>>,
  code: Code,
  message: string,
): Refusal {
  const status = statuses[code];
  return { status, body: { code, error: STATUS_CODES[status] ?? "Error", message } };
}
