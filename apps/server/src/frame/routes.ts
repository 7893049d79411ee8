import { readFile } from "node:fs/promises";
import { resolve, sep } from "node:path";
import { isRecord } from "@foyer/protocol";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { isDirectory, plainText } from "../http/staticFiles.js";
import type { ProjectLookup } from "../project/lookup.js";
import { contentTypeOf } from "./contentTypes.js";
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
    const relative = typeof wildcard === "string" && wildcard !== "" ? wildcard : "index.html";
    const path = resolve(root, relative);
    // resolve() collapses `..`; anything that lands outside the folder is not ours to serve.
    if (path !== root && !path.startsWith(root + sep)) return plainText(reply, 404, "Not found");
    if (!(await isDirectory(root))) return plainText(reply, 404, NOT_BUILT);
    let body: Buffer;
    try {
      body = await readFile(path);
    } catch {
      return plainText(reply, 404, "Not found");
    }
    reply
      .header("content-type", contentTypeOf(path))
      .header("x-content-type-options", "nosniff")
      .header("referrer-policy", "no-referrer");
    if (path.endsWith(".html")) {
      reply
        .header("content-security-policy", await policyFor(request, options.lookup))
        .header("cache-control", "no-cache");
    } else {
      // Vite names built assets by content hash, so they never change under one URL.
      reply.header(
        "cache-control",
        relative.startsWith("assets/") ? "public, max-age=31536000, immutable" : "no-cache",
      );
    }
    return reply.send(body);
  });
}

async function policyFor(request: FastifyRequest, lookup: ProjectLookup): Promise<string> {
  const projectId = isRecord(request.query) ? request.query.projectId : undefined;
  const project = typeof projectId === "string" ? await lookup.find(projectId) : undefined;
  return framePagePolicy(project?.allowedOrigins ?? []);
}
