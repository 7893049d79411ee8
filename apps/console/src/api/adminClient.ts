import {
  ADMIN_CSRF_HEADER,
  isRecord,
  type Route,
  type RouteResponse,
  readInput,
  routePath,
} from "@foyer/protocol";

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
export interface CallInput {
  params?: Record<string, string>;
  query?: Record<string, string | undefined>;
  body?: unknown;
}

export interface AdminClientOptions {
  fetch: typeof fetch;
  /** The CSRF token of the operator's session, sent with every change. */
  csrfToken(): string | undefined;
  /** Told when the API answers 401: the session ended (expired, signed out elsewhere). */
  onUnauthorized?(): void;
}

export type AdminClient = <R extends Route>(
  route: R,
  input?: CallInput,
) => Promise<RouteResponse<R>>;

/**
 * Calls the admin API's routes as `@foyer/protocol` declares them, from the console's own
 * origin: the session cookie goes along by itself; changes carry the CSRF token. Answers are
 * checked against the route's schema; refusals become `AdminApiError` with the server's code.
 */
export function createAdminClient(options: AdminClientOptions): AdminClient {
  return async (route, input = {}) => {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(input.query ?? {})) {
      if (value !== undefined && value !== "") query.set(key, value);
    }
    const url = `${routePath(route, input.params)}${query.size > 0 ? `?${query}` : ""}`;
    const headers: Record<string, string> = { accept: "application/json" };
    const csrf = options.csrfToken();
    if (route.method !== "GET" && csrf !== undefined) headers[ADMIN_CSRF_HEADER] = csrf;
    // Fastify refuses an empty body declared as JSON: only a body gets a content type.
    if (input.body !== undefined) headers["content-type"] = "application/json";
    const response = await options.fetch(url, {
      method: route.method,
      headers,
      credentials: "same-origin",
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
