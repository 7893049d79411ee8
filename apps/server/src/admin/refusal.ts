import { STATUS_CODES } from "node:http";
import { ADMIN_ERROR_CODES, type AdminErrorCode, type ErrorBody } from "@foyer/protocol";
import type { FastifyReply } from "fastify";

/** An admin API refusal: its status and its `{ code, error, message }` body. */
export interface AdminRefusal {
  status: number;
  body: ErrorBody;
}

export function adminRefusal(code: AdminErrorCode, message: string): AdminRefusal {
  const status = ADMIN_ERROR_CODES[code];
  return { status, body: { code, error: STATUS_CODES[status] ?? "Error", message } };
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
