import { buildUrl } from "../api/http/buildUrl.js";
import type { FetchInit, FetchLike } from "../api/http/fetchTypes.js";
import { httpStatusError, invalidBodyError, unavailableError } from "../api/http/httpErrors.js";
import { listField, recordOf, stringField } from "../api/http/readResponse.js";
import {
  SIWX_ROUTES,
  type SiwxCreateSessionRequest,
  type SiwxCreateSessionResponse,
  type SiwxNonceResponse,
  type SiwxRevokeRequest,
  type SiwxServerSession,
} from "./serverContract.js";

/** The sign-in routes of the Foyer server (see `serverContract.ts`). */
export interface SiwxServerApi {
  getNonce(): Promise<SiwxNonceResponse>;
  createSession(request: SiwxCreateSessionRequest): Promise<SiwxCreateSessionResponse>;
  getSessions(query: {
    chainId: string;
    address: string;
    token: string;
  }): Promise<SiwxServerSession[]>;
  revokeSession(request: SiwxRevokeRequest & { token: string }): Promise<void>;
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
    let response: Awaited<ReturnType<FetchLike>>;
    try {
      response = await options.fetch(url, init);
    } catch (cause) {
      throw unavailableError(path, cause);
    }
    const text = await response.text().catch(() => "");
    if (!response.ok) throw httpStatusError(response.status, path, text);
    if (text === "") return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw invalidBodyError(response.status, path);
    }
  }

  const headers = (token?: string): Record<string, string> => ({
    accept: "application/json",
    "content-type": "application/json",
    ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
  });

  return {
    async getNonce() {
      const body = await call(SIWX_ROUTES.nonce, {
        method: "POST",
        headers: headers(),
        body: "{}",
      });
      const nonce = stringField(body, "nonce");
      if (nonce === undefined) throw invalidBodyError(200, SIWX_ROUTES.nonce);
      return { nonce, expiresAt: stringField(body, "expiresAt") ?? "" };
    },
    async createSession(request) {
      const body = await call(SIWX_ROUTES.sessions, {
        method: "POST",
        headers: headers(),
        body: JSON.stringify(request),
      });
      const token = stringField(body, "token");
      const session = readSession(recordOf(body).session);
      if (token === undefined || session === undefined) {
        throw invalidBodyError(200, SIWX_ROUTES.sessions);
      }
      return { session, token };
    },
    async getSessions({ chainId, address, token }) {
      const body = await call(
        SIWX_ROUTES.sessions,
        { method: "GET", headers: headers(token) },
        { chainId, address },
      );
      return listField<unknown>(body, "sessions").flatMap((item) => readSession(item) ?? []);
    },
    async revokeSession({ chainId, address, token }) {
      await call(SIWX_ROUTES.revoke, {
        method: "POST",
        headers: headers(token),
        body: JSON.stringify({ chainId, address }),
      });
    },
  };
}

/** A server session, or undefined when the answer lacks what the flow relies on. */
function readSession(value: unknown): SiwxServerSession | undefined {
  const record = recordOf(value);
  const data = recordOf(record.data);
  const message = stringField(record, "message");
  const signature = stringField(record, "signature");
  if (
    message === undefined ||
    signature === undefined ||
    typeof data.chainId !== "string" ||
    typeof data.accountAddress !== "string"
  ) {
    return undefined;
  }
  return {
    data: data as unknown as SiwxServerSession["data"],
    message,
    signature,
    expiresAt: stringField(record, "expiresAt") ?? null,
  };
}
