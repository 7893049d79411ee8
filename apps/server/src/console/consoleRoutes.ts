import { resolve } from "node:path";
import { isRecord } from "@foyer/protocol";
import type { FastifyInstance } from "fastify";
import { type BuiltApp, plainText, serveBuiltFile } from "../http/staticFiles.js";
import { CONSOLE_PAGE_POLICY } from "./consolePolicy.js";

export interface ConsoleRouteOptions {
  /** apps/console's build output. */
  consoleDir: string;
  /** Whether the admin API is served; without it the console says how to turn it on. */
  adminEnabled: boolean;
}

const NOT_BUILT =
  "The operator's console is not built: run `npm run build -w @foyer/console` (expected apps/console/dist).";

const ADMIN_OFF =
  "The admin API is off on this server: set FOYER_ADMIN_TOKEN (at least 32 characters) and FOYER_ADMIN_ADDRESSES to use the console.";

/**
 * Serves the operator's console at `/console/` from its build folder, on this server's own
 * origin, so it calls `/admin/v1` same-origin with the session cookie. Files are read on
 * each request (the folder may be rebuilt while the server runs).
 */
export async function consoleRoutes(
  app: FastifyInstance,
  options: ConsoleRouteOptions,
): Promise<void> {
  const built: BuiltApp = {
    root: resolve(options.consoleDir),
    notBuilt: NOT_BUILT,
    pageHeaders: (reply) => {
      reply
        .header("content-security-policy", CONSOLE_PAGE_POLICY)
        .header("x-frame-options", "DENY");
    },
  };

  app.get("/console", async (_request, reply) => reply.redirect("/console/", 301));

  app.get("/console/*", async (request, reply) => {
    if (!options.adminEnabled) return plainText(reply, 404, ADMIN_OFF);
    const wildcard = isRecord(request.params) ? request.params["*"] : undefined;
    return serveBuiltFile(reply, built, wildcard);
  });
}
