import { isObjectLike } from "@foyer/protocol";
/** A contract error answer (`{ code, message }` with a 4xx/5xx status), or a network failure. */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;

  constructor(code: string, message: string, status: number) {
    super(message);
    this.name = "ApiError";
    this.code = code;
    this.status = status;
  }
}

export function isApiError(error: unknown, code?: string): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

/** Reads the server's error body; a body that is not the contract's shape still yields an error. */
export async function apiErrorFrom(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const code = isObjectLike(body) && typeof body.code === "string" ? body.code : "HTTP_ERROR";
  const message =
    isObjectLike(body) && typeof body.message === "string" && body.message
      ? body.message
      : `HTTP status code: ${response.status}`;
  return new ApiError(code, message, response.status);
}
