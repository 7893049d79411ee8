import * as v from "valibot";
import { type CaipNetworkId, isCaipNetworkId } from "../caip/caip.js";
import { defineRoute } from "../http/route.js";
import type { SiwxMessageData } from "./siwxMessage.js";

const requiredText = (key: string) =>
  v.pipe(
    v.string(`data.${key} must be a non-empty string`),
    v.nonEmpty(`data.${key} must be a non-empty string`),
  );
const optionalText = (key: string) =>
  v.optional(v.nullish(v.string(`data.${key} must be a string when present`)), undefined);

/**
 * The fields of a sign-in message as a body carries them. Only the shape is checked: whether
 * they agree with the signed text is the verifier's next step, and only the text is trusted.
 * `null` optional fields read as absent.
 */
export const SiwxMessageDataSchema = v.pipe(
  v.object(
    {
      accountAddress: requiredText("accountAddress"),
      chainId: v.pipe(
        requiredText("chainId"),
        v.check(
          (value: string) => isCaipNetworkId(value),
          "data.chainId must be a CAIP-2 id like eip155:1",
        ),
        v.transform((value) => value as CaipNetworkId),
      ),
      domain: requiredText("domain"),
      uri: requiredText("uri"),
      version: requiredText("version"),
      nonce: requiredText("nonce"),
      issuedAt: requiredText("issuedAt"),
      expirationTime: optionalText("expirationTime"),
      notBefore: optionalText("notBefore"),
      statement: optionalText("statement"),
      requestId: optionalText("requestId"),
      resources: v.optional(
        v.nullish(v.array(v.string(), "data.resources must be an array of strings when present")),
        undefined,
      ),
    },
    "data must be an object with the message fields",
  ),
  // Absent optional keys are left out rather than set to undefined, so the fields equal a
  // parsed message's field for field.
  v.transform((fields): SiwxMessageData => {
    const { expirationTime, notBefore, statement, requestId, resources, ...required } = fields;
    return {
      ...required,
      ...(expirationTime == null ? {} : { expirationTime }),
      ...(notBefore == null ? {} : { notBefore }),
      ...(statement == null ? {} : { statement }),
      ...(requestId == null ? {} : { requestId }),
      ...(resources == null ? {} : { resources }),
    };
  }),
);

/** A session as the server keeps it; `expiresAt` is null when nothing bounds it. */
export const SiwxServerSessionSchema = v.object({
  data: SiwxMessageDataSchema,
  message: v.string(),
  signature: v.string(),
  expiresAt: v.nullable(v.string()),
});
export type SiwxServerSession = v.InferOutput<typeof SiwxServerSessionSchema>;

/** `POST /auth/v1/siwx/nonce`: a fresh single-use nonce (EIP-4361: ≥ 8 alphanumerics). */
export const siwxNonceRoute = defineRoute({
  method: "POST",
  path: "/auth/v1/siwx/nonce",
  response: v.object({ nonce: v.string(), expiresAt: v.string() }),
});

/** `POST /auth/v1/siwx/sessions` → 201: verifies the signed message and opens a session. */
export const siwxCreateSessionRoute = defineRoute({
  method: "POST",
  path: "/auth/v1/siwx/sessions",
  body: v.object(
    {
      message: v.string(
        "Body must be { message, signature, data } with string message and signature",
      ),
      signature: v.string(
        "Body must be { message, signature, data } with string message and signature",
      ),
      data: SiwxMessageDataSchema,
    },
    "Body must be { message, signature, data } with string message and signature",
  ),
  response: v.object({ session: SiwxServerSessionSchema, token: v.string() }),
});

const SiwxAccount = v.object({
  chainId: v.pipe(
    v.string("chainId must be a CAIP-2 id like eip155:1"),
    v.check((value: string) => isCaipNetworkId(value), "chainId must be a CAIP-2 id like eip155:1"),
  ),
  address: v.pipe(v.string("address is required"), v.nonEmpty("address is required")),
});

/** `GET /auth/v1/siwx/sessions` with the bearer: the token's own session for that account. */
export const siwxSessionsRoute = defineRoute({
  method: "GET",
  path: "/auth/v1/siwx/sessions",
  query: SiwxAccount,
  response: v.object({ sessions: v.array(SiwxServerSessionSchema) }),
});

/** `POST /auth/v1/siwx/sessions/revoke` with the bearer → 204 (also when already gone). */
export const siwxRevokeRoute = defineRoute({
  method: "POST",
  path: "/auth/v1/siwx/sessions/revoke",
  body: SiwxAccount,
  response: v.undefined(),
});

/**
 * Why the server refused a sign-in request, with the status it sends. Creating a session
 * checks, in order: the body's shape (INVALID_REQUEST); the text is a sign-in message and
 * equals the one rebuilt from `data` (MESSAGE_MISMATCH; CHAIN_MISMATCH when only the chain
 * differs); the nonce was issued for this project, is unused and unexpired (NONCE_INVALID);
 * Expiration Time ahead (MESSAGE_EXPIRED), Not Before and Issued At not ahead
 * (MESSAGE_NOT_YET_VALID); the domain is the requesting origin's host (DOMAIN_MISMATCH);
 * the chain is served (CHAIN_MISMATCH); the signature verifies to `accountAddress`
 * (SIGNATURE_INVALID), or could not be checked (UPSTREAM_UNAVAILABLE). The nonce is spent by
 * every attempt that reaches it.
 */
export const SIWX_ERROR_CODES = {
  INVALID_REQUEST: 400,
  MESSAGE_MISMATCH: 400,
  NONCE_INVALID: 400,
  MESSAGE_EXPIRED: 400,
  MESSAGE_NOT_YET_VALID: 400,
  DOMAIN_MISMATCH: 400,
  CHAIN_MISMATCH: 400,
  SIGNATURE_INVALID: 401,
  /** Missing, unknown, revoked or expired bearer token (read and revoke). */
  UNAUTHORIZED: 401,
  /** The project guard: an unknown `projectId`. */
  INVALID_PROJECT_ID: 401,
  /** The project guard: the request's `Origin` is not in the project's allowed origins. */
  INVALID_APP_CONFIGURATION: 403,
  RATE_LIMITED: 429,
  UPSTREAM_UNAVAILABLE: 502,
} as const;
export type SiwxErrorCode = keyof typeof SIWX_ERROR_CODES;
