import { adminRevokeSiwxSessionRoute, adminSiwxSessionsRoute } from "@foyer/protocol";
import type { FastifyInstance } from "fastify";
import { readRequest } from "../http/readRequest.js";
import type { AdminContext } from "./adminContext.js";
import { actorName, actorOf } from "./credentials.js";
import { nextPage, readCursor, sendBadCursor } from "./cursor.js";
import { findProject } from "./projectStore.js";
import { adminRefusal, projectNotFound, sendRefusal } from "./refusal.js";
import { listSiwxSessions, revokeSiwxSession } from "./siwxSessionStore.js";

/** A project's Sign In With X sessions: list, revoke one. */
export async function siwxSessionRoutes(
  app: FastifyInstance,
  context: AdminContext,
): Promise<void> {
  const { db, settings } = context;

  app.get(adminSiwxSessionsRoute.path, async (request, reply) => {
    const input = readRequest(adminSiwxSessionsRoute, request, reply);
    if (input === undefined) return reply;
    const cursor = readCursor(input.query.cursor, "string");
    if (cursor === "invalid") return sendBadCursor(reply);
    if ((await findProject(db, input.params.id)) === undefined) {
      return sendRefusal(reply, projectNotFound(input.params.id));
    }
    const page = await listSiwxSessions(db, {
      projectId: input.params.id,
      live: input.query.status !== "all",
      after: cursor,
      limit: input.query.limit ?? 50,
      nowMs: settings.now(),
    });
    return {
      sessions: page.sessions,
      ...nextPage(page.last),
    };
  });

  app.post(adminRevokeSiwxSessionRoute.path, async (request, reply) => {
    const input = readRequest(adminRevokeSiwxSessionRoute, request, reply);
    if (input === undefined) return reply;
    const outcome = await revokeSiwxSession(db, input.params.id, input.params.sessionId, {
      actor: actorName(actorOf(request)),
      nowMs: settings.now(),
    });
    if (outcome === "missing") {
      return sendRefusal(
        reply,
        adminRefusal(
          "SESSION_NOT_FOUND",
          `Project ${input.params.id.slice(0, 64)} has no session ${input.params.sessionId.slice(0, 64)}`,
        ),
      );
    }
    return reply.code(204).send();
  });
}
