/** One field that an admin action changed: its path, and the values before and after. */
export interface AuditChange {
  field: string;
  before: string;
  after: string;
}

function shown(value: unknown): string {
  if (value === undefined) return "—";
  return typeof value === "string" ? value : JSON.stringify(value);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * What changed between an audit row's before and after, field by field (nested objects such
 * as `features` by their own keys), leaving out what stayed and the timestamps that always
 * move. A creation or deletion lists each field against nothing.
 */
export function auditChanges(before: unknown, after: unknown, prefix = ""): AuditChange[] {
  if (!isPlainObject(before) && !isPlainObject(after)) {
    return JSON.stringify(before) === JSON.stringify(after)
      ? []
      : [
          {
            field: prefix || "value",
            before: shown(before ?? undefined),
            after: shown(after ?? undefined),
          },
        ];
  }
  const from = isPlainObject(before) ? before : {};
  const to = isPlainObject(after) ? after : {};
  const keys = [...new Set([...Object.keys(from), ...Object.keys(to)])].filter(
    (key) => prefix !== "" || key !== "updatedAt",
  );
  return keys.flatMap((key) => {
    const field = prefix === "" ? key : `${prefix}.${key}`;
    const a = from[key];
    const b = to[key];
    if (isPlainObject(a) && isPlainObject(b)) return auditChanges(a, b, field);
    return JSON.stringify(a) === JSON.stringify(b)
      ? []
      : [{ field, before: shown(a), after: shown(b) }];
  });
}
