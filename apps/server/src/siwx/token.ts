import { createHash, randomBytes } from "node:crypto";
import type { FastifyRequest } from "fastify";

/** 32 random bytes, base64url: the opaque bearer token handed to the client once. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What the database keeps instead of the token, so its rows can't be used as tokens. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The token of an `Authorization: Bearer <token>` header, if there is one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== "string") return undefined;
  const match = /^Bearer ([A-Za-z0-9_-]{16,256})$/i.exec(header.trim());
  return match?.[1];
}
