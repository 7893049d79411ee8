import type { Clock } from "../../effects/clock.js";
import { buildUrl } from "./buildUrl.js";
import { fetchJson } from "./fetchJson.js";
import type { FetchInit, FetchLike, QueryParams } from "./fetchTypes.js";
import { isRetryableQueryError, QUERY_RETRY_COUNT, queryRetryDelay } from "./queryRetry.js";

/** Behaviour §9: at most 8192 identical requests are tracked for de-duplication. */
export const REQUEST_DEDUPE_LIMIT = 8192;

/** Per-request options of `HttpClient`. */
export interface HttpRequestOptions {
  query?: QueryParams;
  /** Ask caches on the way to revalidate (behaviour §7: history with onramp 'coinbase'). */
  cache?: "no-cache";
  /** Retry retryable failures; defaults to true for GET and false for POST. */
  retry?: boolean;
}

/** A JSON-over-HTTP client bound to one base URL and one set of default query params. */
export interface HttpClient {
  readonly baseUrl: string;
  get(path: string, options?: HttpRequestOptions): Promise<unknown>;
  post(path: string, body: unknown, options?: HttpRequestOptions): Promise<unknown>;
  /** The URL a request to `path` would use, default params included (for images). */
  url(path: string, query?: QueryParams): string;
}

/** Options of `createHttpClient`. */
export interface HttpClientOptions {
  baseUrl: string;
  fetch: FetchLike;
  clock: Clock;
  /** Params added after each request's own params. */
  defaultQuery?: QueryParams;
  /** Retries after the first try (behaviour §9 default 3). */
  retryCount?: number;
  dedupeLimit?: number;
}

/**
 * Creates a fetch wrapper with the spec's query behaviour (behaviour §8, §9):
 * non-2xx answers become 'HTTP status code: {status}', unreachable hosts an
 * unavailable error, retryable failures are retried with exponential delay,
 * and identical GETs in flight share one request.
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const { baseUrl, fetch, clock } = options;
  const retryCount = options.retryCount ?? QUERY_RETRY_COUNT;
  const dedupeLimit = options.dedupeLimit ?? REQUEST_DEDUPE_LIMIT;
  const inFlight = new Map<string, Promise<unknown>>();

  const url = (path: string, query: QueryParams = {}) =>
    buildUrl(baseUrl, path, { ...query, ...options.defaultQuery });

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      clock.setTimeout(resolve, ms);
    });

  const once = (target: string, init: FetchInit) =>
    fetchJson(fetch, target, init, target.split("?")[0] ?? target);

  async function withRetry(target: string, init: FetchInit, retry: boolean): Promise<unknown> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await once(target, init);
      } catch (error) {
        if (!retry || attempt >= retryCount || !isRetryableQueryError(error)) throw error;
        await wait(queryRetryDelay(attempt));
      }
    }
  }

  return {
    baseUrl,
    url,
    get(path, requestOptions = {}) {
      const target = url(path, requestOptions.query);
      const init: FetchInit = { method: "GET", headers: { accept: "application/json" } };
      if (requestOptions.cache) init.cache = requestOptions.cache;
      const key = `${init.cache ?? "default"} ${target}`;
      const pending = inFlight.get(key);
      if (pending) return pending;
      const request = withRetry(target, init, requestOptions.retry ?? true);
      if (inFlight.size < dedupeLimit) {
        inFlight.set(key, request);
        const forget = () => inFlight.delete(key);
        request.then(forget, forget);
      }
      return request;
    },
    post(path, body, requestOptions = {}) {
      const target = url(path, requestOptions.query);
      const init: FetchInit = {
        method: "POST",
        headers: { accept: "application/json", "content-type": "application/json" },
        body: JSON.stringify(body),
      };
      return withRetry(target, init, requestOptions.retry ?? false);
    },
  };
}
