import { ApiError } from "../../errors/apiError.js";

/** Behaviour §9: queries are retried 3 times by default. */
export const QUERY_RETRY_COUNT = 3;

/** Behaviour §9: the delay before retry `attempt` (0-based) is min(1000·2ⁿ, 30000) ms. */
export function queryRetryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

/** Statuses that may succeed on a second try; other 4xx answers will not change. */
const RETRYABLE_STATUSES = new Set([408, 429]);

/**
 * Whether a failed query is worth retrying: the server could not be reached,
 * timed out, throttled us or failed itself. A 4xx answer is a verdict on the
 * request, so repeating it only adds load.
 */
export function isRetryableQueryError(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.code === "API_UNAVAILABLE") return true;
  if (error.code !== "HTTP_ERROR") return false;
  const status = error.details.status;
  return typeof status === "number" && (status >= 500 || RETRYABLE_STATUSES.has(status));
}
