import type { FastifyReply } from "fastify";

export const CORS_METHODS = "GET, POST, OPTIONS";
// solana-client: @solana/kit names itself on every RPC call (its default transport sets it).
export const CORS_HEADERS = "content-type, x-project-id, x-sdk-type, x-sdk-version, solana-client";
/** Lets browsers skip the preflight for 10 minutes per URL. */
export const CORS_MAX_AGE_SECONDS = "600";

/** Reflects one origin (never `*`), so each project's allow-list stays meaningful. */
export function allowOrigin(reply: FastifyReply, origin: string): void {
  reply.header("access-control-allow-origin", origin);
}

/** The answer depends on Origin, so shared caches must key on it. */
export function varyOnOrigin(reply: FastifyReply): void {
  reply.header("vary", "Origin");
}
