import * as v from "valibot";
import { defineRoute } from "../http/route.js";
import { ADMIN_PREFIX, IsoTime, idParam, ProjectPathParams, pagedQuery } from "./adminFields.js";

/** One of a user's wallet addresses and the chain family it is used on. */
export const AdminUserAddressSchema = v.object({
  /** CAIP-2 namespace: `eip155` (the embedded wallet's EVM key, on every EVM network). */
  namespace: v.string(),
  address: v.string(),
});

/** An embedded-wallet user as the operator sees them. */
export const AdminUserSchema = v.object({
  id: v.string(),
  projectId: v.string(),
  /** Email login's address; null for a social or Farcaster user. */
  email: v.nullable(v.string()),
  /** `google`, `github`, … or `farcaster`; null for an email user. */
  socialProvider: v.nullable(v.string()),
  /** What the provider calls the person (handle or email), as of their last login. */
  socialUsername: v.nullable(v.string()),
  /** A Farcaster user's fid. */
  farcasterFid: v.nullable(v.number()),
  addresses: v.array(AdminUserAddressSchema),
  createdAt: IsoTime,
  lastLoginAt: v.nullable(IsoTime),
  /** Devices the user approved (the frame's device id, shortened). */
  devices: v.array(v.object({ id: v.string(), approvedAt: IsoTime })),
  /** Sessions neither expired nor revoked. */
  sessions: v.array(
    v.object({ id: v.string(), device: v.string(), createdAt: IsoTime, expiresAt: IsoTime }),
  ),
});
export type AdminUser = v.InferOutput<typeof AdminUserSchema>;

/**
 * `GET /admin/v1/projects/:id/users?search=&cursor=&limit=`: the project's embedded-wallet
 * users, newest first. `search` matches part of an email, a social username, an address, or
 * a whole user id or Farcaster fid. `next` is absent on the last page.
 */
export const adminUsersRoute = defineRoute({
  method: "GET",
  path: `${ADMIN_PREFIX}/projects/:id/users`,
  params: ProjectPathParams,
  query: pagedQuery({
    search: v.optional(
      v.pipe(v.string(), v.trim(), v.maxLength(200, "search is at most 200 characters")),
    ),
  }),
  response: v.object({ users: v.array(AdminUserSchema), next: v.optional(v.string()) }),
});

const UserPathParams = v.object({ userId: idParam("userId") });

/** `GET /admin/v1/users/:userId` → the user, or 404 USER_NOT_FOUND. */
export const adminUserRoute = defineRoute({
  method: "GET",
  path: `${ADMIN_PREFIX}/users/:userId`,
  params: UserPathParams,
  response: AdminUserSchema,
});

/**
 * `POST /admin/v1/users/:userId/revoke`: every session of the user ends now (the app's next
 * call answers 'Session Expired'), every device must be approved again, and the Sign In With
 * X sessions of their addresses in the project are revoked.
 */
export const adminRevokeUserRoute = defineRoute({
  method: "POST",
  path: `${ADMIN_PREFIX}/users/:userId/revoke`,
  params: UserPathParams,
  response: v.object({
    revokedSessions: v.number(),
    removedDevices: v.number(),
    revokedSignIns: v.number(),
  }),
});

/**
 * `DELETE /admin/v1/users/:userId` → 204: erases the user (GDPR): account, wallet shares,
 * devices, sessions, codes and mail, and the names and sign-ins of their addresses. What is
 * kept and why is in the server's README.
 */
export const adminEraseUserRoute = defineRoute({
  method: "DELETE",
  path: `${ADMIN_PREFIX}/users/:userId`,
  params: UserPathParams,
  response: v.undefined(),
});
