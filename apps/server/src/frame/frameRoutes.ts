import { resolve } from "node:path";
import { isRecord } from "@foyer/protocol";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { serveBuiltFile } from "../http/staticFiles.js";
import type { ProjectLookup } from "../project/lookup.js";
import { framePagePolicy } from "./pagePolicy.js";

export interface FrameRouteOptions {
  /** apps/frame's build output. */
  frameDir: string;
  lookup: ProjectLookup;
}

const NOT_BUILT =
  "The embedded wallet frame is not built: run `npm run build -w @foyer/frame` (expected apps/frame/dist).";

/**
 * Serves the embedded wallet's frame at `/frame/` from its build folder, so
 * the frame runs on this server's origin and calls the auth routes
 * same-origin. Files are read on each request (the folder may be rebuilt
 * while the server runs); the page runs only its own scripts and may only
 * be framed by the project's allowed origins.
 */
export async function frameRoutes(app: FastifyInstance, options: FrameRouteOptions): Promise<void> {
  const root = resolve(options.frameDir);

  app.get("/frame", async (request, reply) => {
    const query = request.url.includes("?") ? request.url.slice(request.url.indexOf("?")) : "";
    return reply.redirect(`/frame/${query}`, 301);
  });

  app.get("/frame/*", async (request, reply) => {
    const wildcard = isRecord(request.params) ? request.params["*"] : undefined;
    return serveBuiltFile(
      reply,
      {
        root,
        notBuilt: NOT_BUILT,
        pageHeaders: async (page) => {
          page.header("content-security-policy", await policyFor(request, options.lookup));
        },
      },
      wildcard,
    );
  });
}

async function policyFor(request: FastifyRequest, lookup: ProjectLookup): Promise<string> {
  const projectId = isRecord(request.query) ? request.query.projectId : undefined;
  const project = typeof projectId === "string" ? await lookup.find(projectId) : undefined;
  return framePagePolicy(project?.allowedOrigins ?? []);
}
