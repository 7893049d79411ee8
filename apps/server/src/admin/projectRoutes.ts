import {
  adminCreateProjectRoute,
  adminDeleteProjectRoute,
  adminProjectRoute,
  adminProjectsRoute,
  adminUpdateProjectRoute,
  invalidRequest,
} from "@foyer/protocol";
import type { FastifyInstance, FastifyReply } from "fastify";
import { readRequest } from "../http/readRequest.js";
import type { AdminContext } from "./adminContext.js";
import { actorName, actorOf } from "./credentials.js";
import {
  createProject,
  deleteProject,
  findProject,
  listProjects,
  MAX_ORIGINS,
  TooManyOrigins,
  updateProject,
} from "./projectStore.js";
import { adminRefusal, projectNotFound, sendRefusal } from "./refusal.js";

/** Projects: list, create, read, change, delete — each change audited and announced. */
export async function projectRoutes(app: FastifyInstance, context: AdminContext): Promise<void> {
  const { db, settings } = context;
  const change = (request: Parameters<typeof actorOf>[0]) => ({
    actor: actorName(actorOf(request)),
    nowMs: settings.now(),
  });

  /** Smart accounts can only be on for networks where the server has them. */
  const networksProblem = (ids: readonly string[] | null | undefined): string | undefined => {
    if (ids === undefined || ids === null) return undefined;
    const unknown = ids.find((id) => !context.smartAccountNetworkIds.includes(id));
    if (unknown === undefined) return undefined;
    const known = context.smartAccountNetworkIds.join(", ") || "none";
    return `smartAccountNetworks: this server has no smart accounts on ${unknown.slice(0, 64)} (it has: ${known})`;
  };
  const badRequest = (reply: FastifyReply, message: string) =>
    reply.code(400).send(invalidRequest(message));

  app.get(adminProjectsRoute.path, async () => ({ projects: await listProjects(db) }));

  app.post(adminCreateProjectRoute.path, async (request, reply) => {
    const input = readRequest(adminCreateProjectRoute, request, reply);
    if (input === undefined) return reply;
    const problem = networksProblem(input.body.smartAccountNetworks);
    if (problem !== undefined) return badRequest(reply, problem);
    const project = await createProject(db, input.body, change(request));
    // A miss for this id may be cached (a client asked before the project existed).
    context.projectChanged(input.body.id);
    if (project === undefined) {
      return sendRefusal(
        reply,
        adminRefusal("PROJECT_EXISTS", `A project ${input.body.id} exists already`),
      );
    }
    return reply.code(201).send(project);
  });

  app.get(adminProjectRoute.path, async (request, reply) => {
    const input = readRequest(adminProjectRoute, request, reply);
    if (input === undefined) return reply;
    const project = await findProject(db, input.params.id);
    return project ?? sendRefusal(reply, projectNotFound(input.params.id));
  });

  app.patch(adminUpdateProjectRoute.path, async (request, reply) => {
    const input = readRequest(adminUpdateProjectRoute, request, reply);
    if (input === undefined) return reply;
    const problem = networksProblem(input.body.smartAccountNetworks);
    if (problem !== undefined) return badRequest(reply, problem);
    let project: Awaited<ReturnType<typeof updateProject>>;
    try {
      project = await updateProject(db, input.params.id, input.body, change(request));
    } catch (error) {
      if (!(error instanceof TooManyOrigins)) throw error;
      return badRequest(reply, `allowedOrigins holds at most ${MAX_ORIGINS} origins`);
    }
    context.projectChanged(input.params.id);
    return project ?? sendRefusal(reply, projectNotFound(input.params.id));
  });

  app.delete(adminDeleteProjectRoute.path, async (request, reply) => {
    const input = readRequest(adminDeleteProjectRoute, request, reply);
    if (input === undefined) return reply;
    const deleted = await deleteProject(db, input.params.id, change(request));
    context.projectChanged(input.params.id);
    if (!deleted) return sendRefusal(reply, projectNotFound(input.params.id));
    return reply.code(204).send();
  });
}
