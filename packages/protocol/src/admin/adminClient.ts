import { isRecord } from "../guards/isRecord.js";
import { readInput } from "../http/readInput.js";
import { type Route, type RouteResponse, routePath } from "../http/route.js";

/** A refusal of the admin API: its status, its stable code and the server's message. */
export class AdminApiError extends Error {
  override name = "AdminApiError";
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** What a call sends: path values, query and body, as the route declares them. */
export interface AdminCallInput {
  params?: Record<string, string>;
  query?: Record<string, string | undefined>;
  body?: unknown;
}

export interface AdminClientOptions {
  fetch: typeof fetch;
  /** The server's URL (`https://foyer.example`); empty: the page's own origin. */
  baseUrl?: string;
  /**
   * Headers of one call: the bearer token (`foyer-admin`), or the session's CSRF token on a
   * change (the console).
   */
  headers?(method: Route["method"]): Record<string, string>;
  /** `same-origin` in the console, so the operator's session cookie goes along. */
  credentials?: "omit" | "same-origin" | "include";
  /** Told when the API answers 401: the session ended or the token is not the server's. */
  onUnauthorized?(): void;
}

export type AdminClient = <R extends Route>(
  route: R,
  input?: AdminCallInput,
) => Promise<RouteResponse<R>>;

/**
 * Calls the admin API's routes as they are declared here. Answers are checked against the
 * route's schema; refusals become `AdminApiError` with the server's code, so callers choose
 * their words by code.
 */
export function createAdminClient(options: AdminClientOptions): AdminClient {
  const base = (options.baseUrl ?? "").replace(/\/+$/, "");
  return async (route, input = {}) => {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(input.query ?? {})) {
      if (value !== undefined && value !== "") query.set(key, value);
    }
    const url = `${base}${routePath(route, input.params)}${query.size > 0 ? `?${query}` : ""}`;
    const headers: Record<string, string> = {
      accept: "application/json",
      ...options.headers?.(route.method),
    };
    // Fastify refuses an empty body declared as JSON: only a body gets a content type.
    if (input.body !== undefined) headers["content-type"] = "application/json";
    const response = await options.fetch(url, {
      method: route.method,
      headers,
      ...(options.credentials === undefined ? {} : { credentials: options.credentials }),
      ...(input.body === undefined ? {} : { body: JSON.stringify(input.body) }),
    });
    const text = await response.text();
    const body: unknown = text === "" ? undefined : parseJson(text);
    if (!response.ok) {
      if (response.status === 401) options.onUnauthorized?.();
      const code = isRecord(body) && typeof body.code === "string" ? body.code : "HTTP_ERROR";
      const message =
        isRecord(body) && typeof body.message === "string"
          ? body.message
          : `The server answered ${response.status}`;
      throw new AdminApiError(response.status, code, message);
    }
    const read = readInput(route.response, body);
    if (!read.ok) throw new AdminApiError(response.status, "INVALID_ANSWER", read.message);
    return read.value as RouteResponse<typeof route>;
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
