import { createHash, timingSafeEqual } from "node:crypto";

/**
 * Whether an `Authorization` header carries `Bearer <token>` for exactly this token. Both
 * sides are hashed first, so the comparison takes the same time whatever the header's length
 * and wherever it differs. For the operator's tokens (metrics, and any later admin token).
 */
export function bearerMatches(header: string | undefined, token: string): boolean {
  if (header === undefined) return false;
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header);
  if (match === null) return false;
  const given = createHash("sha256")
    .update(match[1] as string)
    .digest();
  const expected = createHash("sha256").update(token).digest();
  return timingSafeEqual(given, expected);
}
