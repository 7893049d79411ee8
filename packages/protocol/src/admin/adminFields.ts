import * as v from "valibot";
import { shown } from "../http/fields.js";

/** Where every admin route lives. */
export const ADMIN_PREFIX = "/admin/v1";

/** A timestamp as the admin API writes it: ISO 8601 in UTC (`toISOString`). */
export const IsoTime = v.string();

/** An optional page size, 1 to 100 (default the route's). */
export const AdminLimitParam = v.optional(
  v.pipe(
    v.string("limit must be an integer from 1 to 100"),
    v.regex(/^\d{1,3}$/, "limit must be an integer from 1 to 100"),
    v.transform(Number),
    v.number(),
    v.minValue(1, "limit must be an integer from 1 to 100"),
    v.maxValue(100, "limit must be an integer from 1 to 100"),
  ),
);

/** An optional cursor: the `next` of the page before. */
export const AdminCursorParam = v.optional(
  v.pipe(
    v.string("cursor must be the next value of the page before"),
    v.regex(/^[A-Za-z0-9_-]{1,512}$/, "cursor must be the next value of the page before"),
  ),
);

/** An optional point in time as a query parameter (ISO 8601), read as epoch milliseconds. */
export function timeParam(name: string) {
  const message = (input: unknown) =>
    `${name} must be an ISO 8601 time such as 2026-05-01T00:00:00Z (got "${shown(input)}")`;
  return v.optional(
    v.pipe(
      v.string((issue) => message(issue.input)),
      v.check(
        (value: string) => /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value)),
        (issue) => message(issue.input),
      ),
      v.transform((value: string) => Date.parse(value)),
    ),
  );
}

/** A path parameter naming a stored row: any non-empty text up to 128 characters. */
export function idParam(name: string) {
  return v.pipe(
    v.string(`${name} is required`),
    v.minLength(1, `${name} is required`),
    v.maxLength(128, `${name} must be at most 128 characters`),
  );
}

/** The path parameters of a route under `/projects/:id`. */
export const ProjectPathParams = v.object({ id: idParam("id") });

/**
 * The query of a paged list, newest first: the list's own `filters`, then `cursor` (the page
 * after the one whose `next` it is) and `limit`.
 */
export function pagedQuery<const F extends v.ObjectEntries>(filters: F) {
  return v.object({ ...filters, cursor: AdminCursorParam, limit: AdminLimitParam });
}
