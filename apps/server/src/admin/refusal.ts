import { ADMIN_ERROR_CODES, type AdminErrorCode } from "@foyer/protocol";
import type { FastifyReply } from "fastify";
import { type Refusal, refusalOf } from "../http/errors.js";

/** An admin API refusal: its status and its `{ code, error, message }` body. */
export type AdminRefusal = Refusal;

export function adminRefusal(code: AdminErrorCode, message: string): AdminRefusal {
  return refusalOf(ADMIN_ERROR_CODES, code, message);
}

export function sendRefusal(reply: FastifyReply, refusal: AdminRefusal): FastifyReply {
  return reply.code(refusal.status).send(refusal.body);
}

export const notAuthenticated = adminRefusal(
  "ADMIN_UNAUTHORIZED",
  "Admin credentials required: Authorization: Bearer <FOYER_ADMIN_TOKEN>, or an operator's session from the console",
);

export function projectNotFound(id: string): AdminRefusal {
  return adminRefusal("PROJECT_NOT_FOUND", `No project ${id.slice(0, 128)}`);
}
