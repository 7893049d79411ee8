import type { FetchInit, FetchLike } from "./fetchTypes.js";
import { httpStatusError, invalidBodyError, unavailableError } from "./httpErrors.js";

/**
 * One request and its answer read as JSON (`undefined` for an empty body). An unreachable
 * host, a non-2xx status and a body that is not JSON each become their `ApiError`, which
 * names `route` (a path without the query, so the project id is not repeated in logs).
 */
export async function fetchJson(
  fetch: FetchLike,
  url: string,
  init: FetchInit,
  route: string,
): Promise<unknown> {
  let response: Awaited<ReturnType<FetchLike>>;
  try {
    response = await fetch(url, init);
  } catch (cause) {
    throw unavailableError(route, cause);
  }
  const text = await response.text().catch(() => "");
  if (!response.ok) throw httpStatusError(response.status, route, text);
  if (text === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw invalidBodyError(response.status, route);
  }
}
