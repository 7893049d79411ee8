import * as v from "valibot";
import { defineRoute } from "../http/route.js";
import { SiwxMessageDataSchema, siwxCreateSessionRoute } from "../siwx/siwxRoutes.js";
import { ADMIN_PREFIX, IsoTime } from "./adminFields.js";

/** An operator's admin session: who signed in, until when, and the CSRF token of its changes. */
export const AdminSessionSchema = v.object({
  address: v.string(),
  chainId: v.string(),
  expiresAt: IsoTime,
  /** Sent back in `x-foyer-csrf` on every change made with the session's cookie. */
  csrfToken: v.string(),
  data: SiwxMessageDataSchema,
  message: v.string(),
  signature: v.string(),
});
export type AdminSession = v.InferOutput<typeof AdminSessionSchema>;

/** A network an operator can sign in on. */
export const AdminNetworkSchema = v.object({ caipNetworkId: v.string(), name: v.string() });

/** `POST /admin/v1/auth/nonce`: a single-use nonce for an operator's sign-in message. */
export const adminNonceRoute = defineRoute({
  method: "POST",
  path: `${ADMIN_PREFIX}/auth/nonce`,
  response: v.object({ nonce: v.string(), expiresAt: IsoTime }),
});

/**
 * `POST /admin/v1/auth/session` `{ message, signature, data }` → 201 the session, its cookie
 * set: a Sign In With Ethereum message for this server's own domain, signed by an address in
 * FOYER_ADMIN_ADDRESSES (else 403 NOT_AN_ADMIN).
 */
export const adminSignInRoute = defineRoute({
  method: "POST",
  path: `${ADMIN_PREFIX}/auth/session`,
  body: siwxCreateSessionRoute.body,
  response: AdminSessionSchema,
});

/**
 * `GET /admin/v1/auth/session`: the caller's admin session (null without one) and the
 * networks an operator signs in on. The only admin read that needs no credentials.
 */
export const adminSessionRoute = defineRoute({
  method: "GET",
  path: `${ADMIN_PREFIX}/auth/session`,
  response: v.object({
    session: v.nullable(AdminSessionSchema),
    networks: v.array(AdminNetworkSchema),
  }),
});

/** `POST /admin/v1/auth/sign-out` → 204: the session ends and its cookie is cleared. */
export const adminSignOutRoute = defineRoute({
  method: "POST",
  path: `${ADMIN_PREFIX}/auth/sign-out`,
  response: v.undefined(),
});

/**
 * `POST /admin/v1/rpc?chainId=`: the RPC proxy for the console's own wallet reads (its
 * balance), with admin credentials instead of a project. The same allow-list as `/v1`.
 */
export const adminRpcRoute = defineRoute({
  method: "POST",
  path: `${ADMIN_PREFIX}/rpc`,
  query: v.object({
    chainId: v.string("chainId query parameter is required, e.g. ?chainId=eip155:1"),
  }),
  response: v.unknown(),
});
