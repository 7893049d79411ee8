import * as v from "valibot";
import { defineRoute } from "../http/route.js";
import { ADMIN_PREFIX, IsoTime, idParam, ProjectPathParams, pagedQuery } from "./adminFields.js";

/** A Sign In With X session of a project's visitor. */
export const AdminSiwxSessionSchema = v.object({
  /** The session's id (the SHA-256 of its token: the token itself is never stored). */
  id: v.string(),
  chainId: v.string(),
  address: v.string(),
  domain: v.string(),
  createdAt: IsoTime,
  expiresAt: IsoTime,
  revokedAt: v.nullable(IsoTime),
});
export type AdminSiwxSession = v.InferOutput<typeof AdminSiwxSessionSchema>;

/**
 * `GET /admin/v1/projects/:id/sessions?status=&cursor=&limit=`: the project's sign-in
 * sessions, newest first; `status=live` (default) those neither expired nor revoked, `all`
 * every one still kept.
 */
export const adminSiwxSessionsRoute = defineRoute({
  method: "GET",
  path: `${ADMIN_PREFIX}/projects/:id/sessions`,
  params: ProjectPathParams,
  query: pagedQuery({
    status: v.optional(v.picklist(["live", "all"], "status must be live or all")),
  }),
  response: v.object({ sessions: v.array(AdminSiwxSessionSchema), next: v.optional(v.string()) }),
});

/** `POST /admin/v1/projects/:id/sessions/:sessionId/revoke` → 204; 404 SESSION_NOT_FOUND. */
export const adminRevokeSiwxSessionRoute = defineRoute({
  method: "POST",
  path: `${ADMIN_PREFIX}/projects/:id/sessions/:sessionId/revoke`,
  params: v.object({ id: idParam("id"), sessionId: idParam("sessionId") }),
  response: v.undefined(),
});
