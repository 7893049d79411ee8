import type { QueryParams } from "./fetchTypes.js";

/**
 * Joins a base URL, a path and query parameters. Written by hand rather than
 * with `URL` so it behaves the same without DOM or Node typings, and so the
 * parameter order is exactly the order given (tests assert whole URLs).
 */
export function buildUrl(baseUrl: string, path: string, query: QueryParams = {}): string {
  const base = baseUrl.replace(/\/+$/, "");
  const cleanPath = path.startsWith("/") ? path : `/${path}`;
  const pairs = Object.entries(query)
    .filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return pairs.length === 0 ? `${base}${cleanPath}` : `${base}${cleanPath}?${pairs.join("&")}`;
}

/** Encodes one path segment (an address or a name) so it can't change the route. */
export function pathSegment(value: string): string {
  return encodeURIComponent(value);
}
