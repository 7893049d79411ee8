import {
  adminEraseUserRoute,
  adminRevokeUserRoute,
  adminUserRoute,
  adminUsersRoute,
} from "@foyer/protocol";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { readRequest } from "../http/readRequest.js";
import type { AdminContext } from "./adminContext.js";
import { actorName, actorOf } from "./credentials.js";
import { nextPage, readCursor, sendBadCursor } from "./cursor.js";
import { findProject } from "./projectStore.js";
import { adminRefusal, projectNotFound, sendRefusal } from "./refusal.js";
import { eraseUser, findUser, listUsers, revokeUser } from "./userStore.js";

const DEFAULT_PAGE = 50;

/** Users of the embedded wallet: search, read, revoke everything they hold, erase. */
export async function userRoutes(app: FastifyInstance, context: AdminContext): Promise<void> {
  const { db, settings } = context;
  const change = (request: FastifyRequest) => ({
    actor: actorName(actorOf(request)),
    nowMs: settings.now(),
  });
  const userNotFound = (userId: string) =>
    adminRefusal("USER_NOT_FOUND", `No user ${userId.slice(0, 128)}`);

  app.get(adminUsersRoute.path, async (request, reply) => {
    const input = readRequest(adminUsersRoute, request, reply);
    if (input === undefined) return reply;
    const cursor = readCursor(input.query.cursor, "string");
    if (cursor === "invalid") return sendBadCursor(reply);
    if ((await findProject(db, input.params.id)) === undefined) {
      return sendRefusal(reply, projectNotFound(input.params.id));
    }
    const page = await listUsers(db, {
      projectId: input.params.id,
      search: input.query.search,
      after: cursor,
      limit: input.query.limit ?? DEFAULT_PAGE,
      nowMs: settings.now(),
    });
    return {
      users: page.users,
      ...nextPage(page.last),
    };
  });

  app.get(adminUserRoute.path, async (request, reply) => {
    const input = readRequest(adminUserRoute, request, reply);
    if (input === undefined) return reply;
    const user = await findUser(db, input.params.userId, settings.now());
    return user ?? sendRefusal(reply, userNotFound(input.params.userId));
  });

  app.post(adminRevokeUserRoute.path, async (request, reply) => {
    const input = readRequest(adminRevokeUserRoute, request, reply);
    if (input === undefined) return reply;
    const outcome = await revokeUser(db, input.params.userId, change(request));
    return outcome ?? sendRefusal(reply, userNotFound(input.params.userId));
  });

  app.delete(adminEraseUserRoute.path, async (request, reply) => {
    const input = readRequest(adminEraseUserRoute, request, reply);
    if (input === undefined) return reply;
    const erased = await eraseUser(db, input.params.userId, change(request));
    if (!erased) return sendRefusal(reply, userNotFound(input.params.userId));
    return reply.code(204).send();
  });
}
