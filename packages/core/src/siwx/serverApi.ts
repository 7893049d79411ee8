import {
  type AnySchema,
  type RouteBody,
  type RouteResponse,
  readInput,
  type SiwxServerSession,
  SiwxServerSessionSchema,
  siwxCreateSessionRoute,
  siwxNonceRoute,
  siwxRevokeRoute,
  siwxSessionsRoute,
} from "@foyer/protocol";
import type * as v from "valibot";
import { buildUrl } from "../api/http/buildUrl.js";
import { fetchJson } from "../api/http/fetchJson.js";
import type { FetchInit, FetchLike } from "../api/http/fetchTypes.js";
import { invalidBodyError } from "../api/http/httpErrors.js";
import { listField } from "../api/http/readResponse.js";

/** The sign-in routes of the Foyer server (declared in `@foyer/protocol`, `siwx/siwxRoutes.ts`). */
export interface SiwxServerApi {
  getNonce(): Promise<RouteResponse<typeof siwxNonceRoute>>;
  createSession(
    request: RouteBody<typeof siwxCreateSessionRoute>,
  ): Promise<RouteResponse<typeof siwxCreateSessionRoute>>;
  getSessions(query: {
    chainId: string;
    address: string;
    token: string;
  }): Promise<SiwxServerSession[]>;
  revokeSession(request: RouteBody<typeof siwxRevokeRoute> & { token: string }): Promise<void>;
}

export interface SiwxServerApiOptions {
  /** The Foyer server, e.g. `http://127.0.0.1:8787` (the same as `createFoyer`'s `server.baseUrl`). */
  baseUrl: string;
  projectId: string;
  fetch: FetchLike;
}

/**
 * A client for the sign-in routes. It sits on the same pieces as core's
 * HTTP client (URL building, 'HTTP status code: {status}' errors carrying
 * the server's `code` in `details.serverCode`) but calls `fetch` itself
 * because these routes need an `Authorization` header, which the shared
 * client does not send. Nothing is retried: a nonce is single use and a
 * signature must not be submitted twice.
 */
export function createSiwxServerApi(options: SiwxServerApiOptions): SiwxServerApi {
  const query = { projectId: options.projectId };

  async function call(
    path: string,
    init: FetchInit,
    extraQuery: Record<string, string> = {},
  ): Promise<unknown> {
    const url = buildUrl(options.baseUrl, path, { ...extraQuery, ...query });
    return fetchJson(options.fetch, url, init, path);
  }

  /** An answer the route's schema accepts, else 'the server answered something unreadable'. */
  const answer = <S extends AnySchema>(
    schema: S,
    body: unknown,
    path: string,
  ): v.InferOutput<S> => {
    const read = readInput(schema, body);
    if (!read.ok) throw invalidBodyError(200, path);
    return read.value;
  };

  const headers = (token?: string): Record<string, string> => ({
    accept: "application/json",
    "content-type": "application/json",
    ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
  });

  return {
    async getNonce() {
      const { path } = siwxNonceRoute;
      const body = await call(path, { method: "POST", headers: headers(), body: "{}" });
      return answer(siwxNonceRoute.response, body, path);
    },
    async createSession(request) {
      const { path } = siwxCreateSessionRoute;
      const body = await call(path, {
        method: "POST",
        headers: headers(),
        body: JSON.stringify(request),
      });
      return answer(siwxCreateSessionRoute.response, body, path);
    },
    async getSessions({ chainId, address, token }) {
      const body = await call(
        siwxSessionsRoute.path,
        { method: "GET", headers: headers(token) },
        { chainId, address },
      );
      // A session the flow can't read is left out rather than failing the others.
      return listField<unknown>(body, "sessions").flatMap((item): SiwxServerSession[] => {
        const read = readInput(SiwxServerSessionSchema, item);
        return read.ok ? [read.value] : [];
      });
    },
    async revokeSession({ chainId, address, token }) {
      await call(siwxRevokeRoute.path, {
        method: "POST",
        headers: headers(token),
        body: JSON.stringify({ chainId, address }),
      });
    },
  };
}
