import { invalidRequest } from "@foyer/protocol";
import type { FastifyReply } from "fastify";

/**
 * Page cursors: the sort key of the last row of a page (a time and an id), opaque to
 * clients. A cursor that does not read back is refused as a bad request, never trusted.
 */
export function encodeCursor(at: Date, id: string | number): string {
  return Buffer.from(JSON.stringify([at.toISOString(), id])).toString("base64url");
}

export function decodeCursor(
  cursor: string | undefined,
): { at: Date; id: string | number } | undefined | "invalid" {
  if (cursor === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (!Array.isArray(value) || value.length !== 2) return "invalid";
    const [at, id] = value as unknown[];
    if (typeof at !== "string" || Number.isNaN(Date.parse(at))) return "invalid";
    if (typeof id !== "string" && typeof id !== "number") return "invalid";
    return { at: new Date(at), id };
  } catch {
    return "invalid";
  }
}

type CursorId = { string: string; number: number };

/**
 * A list route's cursor whose rows have ids of one kind (text or serial): a cursor with
 * the other kind came from another list and is refused like a malformed one.
 */
export function readCursor<K extends keyof CursorId>(
  cursor: string | undefined,
  idKind: K,
): { at: Date; id: CursorId[K] } | undefined | "invalid" {
  const decoded = decodeCursor(cursor);
  if (decoded === undefined || decoded === "invalid") return decoded;
  return typeof decoded.id === idKind ? (decoded as { at: Date; id: CursorId[K] }) : "invalid";
}

/** The 400 for a cursor that is not the `next` value of the page before. */
export function sendBadCursor(reply: FastifyReply): FastifyReply {
  return reply.code(400).send(invalidRequest("cursor must be the next value of the page before"));
}

/** A page's `next` field: present only when there may be more rows after `last`. */
export function nextPage(last: { at: Date; id: string | number } | undefined): { next?: string } {
  return last === undefined ? {} : { next: encodeCursor(last.at, last.id) };
}
