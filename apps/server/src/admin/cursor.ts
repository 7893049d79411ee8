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
