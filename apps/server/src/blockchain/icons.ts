import type { FastifyRequest } from "fastify";

/**
 * Absolute URL of the token image route (logo or monogram), on the server's configured
 * base URL (never the request's Host, which the caller writes). The image routes sit behind
 * the project guard, so the project id travels in the URL (an `<img>` sends no
 * custom headers, and no Origin either, so the guard lets it through).
 */
export function tokenIconUrl(request: FastifyRequest, projectId: string, symbol: string): string {
  const id = /^[A-Za-z0-9][A-Za-z0-9:._-]{0,63}$/.test(symbol) ? symbol : "TOKEN";
  return `${request.server.serverOrigin.baseUrl()}/public/getTokenImage/${encodeURIComponent(id)}?projectId=${encodeURIComponent(projectId)}`;
}
