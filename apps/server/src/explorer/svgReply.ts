import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * Images are a pure function of their id and the wallet row, so clients and
 * CDNs may keep them a day; the ETag lets them revalidate cheaply after that
 * (a changed brand colour or name gives a new tag).
 */
export const IMAGE_CACHE_CONTROL = "public, max-age=86400, stale-while-revalidate=604800";

/** Strong ETag over the exact bytes served. */
export function etagOf(body: string): string {
  return `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
}

/** Sends `svg`, or an empty 304 when the client's If-None-Match already has it. */
export function sendSvg(request: FastifyRequest, reply: FastifyReply, svg: string): FastifyReply {
  const etag = etagOf(svg);
  reply
    .header("etag", etag)
    .header("cache-control", IMAGE_CACHE_CONTROL)
    // An SVG opened directly is a document: forbid scripts and sniffing.
    .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'")
    .header("x-content-type-options", "nosniff");
  if (matchesIfNoneMatch(request.headers["if-none-match"], etag)) {
    return reply.code(304).send();
  }
  return reply.type("image/svg+xml").send(svg);
}

/** RFC 9110 §13.1.2: weak comparison, a list of tags, or `*`. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const opaque = etag.replace(/^W\//, "");
  return header
    .split(",")
    .map((tag) => tag.trim())
    .some((tag) => tag === "*" || tag.replace(/^W\//, "") === opaque);
}
