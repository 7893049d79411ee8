import { stat } from "node:fs/promises";
import type { FastifyReply } from "fastify";

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
