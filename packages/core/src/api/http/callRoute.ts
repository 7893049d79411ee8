import {
  type Route,
  type RouteBodyInput,
  type RouteResponse,
  readInput,
  routePath,
} from "@foyer/protocol";
import { ApiError } from "../../errors/apiError.js";
import { messages } from "../../errors/messages.js";
import type { QueryParams } from "./fetchTypes.js";
import type { HttpClient, HttpRequestOptions } from "./httpClient.js";

/** One call's input: the path's values, the query and the body, as the route declares them. */
export interface RouteCallInput<R extends Route> extends Omit<HttpRequestOptions, "query"> {
  params?: Record<string, string>;
  query?: QueryParams;
  body?: RouteBodyInput<R>;
}

/**
 * Sends a request to `route` (its method, its path with `params` filled in) and answers the
 * parsed JSON unchecked: for lists whose items a caller checks one by one (`validItems`), so
 * one malformed entry never empties the list.
 */
export function sendRoute<R extends Route>(
  client: HttpClient,
  route: R,
  input: RouteCallInput<R> = {},
): Promise<unknown> {
  const { params, body, ...options } = input;
  const path = routePath(route, params);
  return route.method === "GET" ? client.get(path, options) : client.post(path, body, options);
}

/**
 * Calls `route` and checks the answer against its response schema: a mismatch is an
 * INVALID_RESPONSE error naming the route (its template, not the filled-in path).
 */
export async function callRoute<R extends Route>(
  client: HttpClient,
  route: R,
  input: RouteCallInput<R> = {},
): Promise<RouteResponse<R>> {
  const read = readInput(route.response, await sendRoute(client, route, input));
  if (read.ok) return read.value as RouteResponse<R>;
  throw new ApiError(messages.httpStatus(200), {
    code: "INVALID_RESPONSE",
    details: { url: route.path, problem: read.message },
  });
}
