import { readFile, stat } from "node:fs/promises";
import { resolve, sep } from "node:path";
import type { FastifyReply } from "fastify";
import { contentTypeOf } from "./contentTypes.js";

/** A plain-text answer from a built app's route (the frame's, the console's): never sniffed. */
export function plainText(reply: FastifyReply, status: number, text: string) {
  return reply
    .code(status)
    .header("content-type", "text/plain; charset=utf-8")
    .header("x-content-type-options", "nosniff")
    .send(text);
}

/** Whether a built app's folder is there: a missing build is answered, not thrown. */
export async function isDirectory(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
}

export interface BuiltApp {
  /** The app's build folder, resolved. */
  root: string;
  /** What a request says while the folder is missing (how to build it). */
  notBuilt: string;
  /** The headers of an HTML page: its content security policy and framing. */
  pageHeaders(reply: FastifyReply): void | Promise<void>;
}

/**
 * Answers `relative` (a wildcard route's path, "" for the index) from a built
 * app's folder. Files are read on each request: the folder may be rebuilt
 * while the server runs.
 */
export async function serveBuiltFile(
  reply: FastifyReply,
  app: BuiltApp,
  wildcard: unknown,
): Promise<FastifyReply> {
  const { root } = app;
  const relative = typeof wildcard === "string" && wildcard !== "" ? wildcard : "index.html";
  const path = resolve(root, relative);
  // resolve() collapses `..`; anything that lands outside the folder is not ours to serve.
  if (path !== root && !path.startsWith(root + sep)) return plainText(reply, 404, "Not found");
  if (!(await isDirectory(root))) return plainText(reply, 404, app.notBuilt);
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
    await app.pageHeaders(reply);
    reply.header("cache-control", "no-cache");
  } else {
    // Vite names built assets by content hash, so they never change under one URL.
    reply.header(
      "cache-control",
      relative.startsWith("assets/") ? "public, max-age=31536000, immutable" : "no-cache",
    );
  }
  return reply.send(body);
}
