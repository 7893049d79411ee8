import { embeddedDeviceWaitRoute } from "@foyer/protocol";
import type { FastifyInstance } from "fastify";
import { readRequest } from "../../http/readRequest.js";
import { projectOf } from "../../project/guard.js";
import { type AuthContext, deviceIdOf, limited } from "../context.js";
import { refuse } from "../errors.js";
import { findUser, isDeviceApproved } from "../users.js";

/**
 * Route 2: the frame long-polls `/device/wait` while the user approves on
 * the mailed link's page (possibly on another device, served by another
 * instance — so the wait re-reads the database; see `deviceApproval.ts`).
 */
export async function deviceRoutes(
  app: FastifyInstance,
  context: AuthContext,
  /** Aborted when the app closes: waiting requests answer at once. */
  closing: AbortSignal,
): Promise<void> {
  const { db, settings } = context;

  app.post(embeddedDeviceWaitRoute.path, async (request, reply) => {
    const input = readRequest(embeddedDeviceWaitRoute, request, reply);
    if (input === undefined) return reply;
    const { email } = input.body;
    if (await limited(context, request, reply, email)) return reply;
    if (email === undefined) return refuse(reply, "INVALID_EMAIL");
    const deviceId = deviceIdOf(request);
    if (deviceId === undefined) {
      return refuse(reply, "BAD_REQUEST", "x-foyer-device header must be a UUID");
    }
    const user = await findUser(db, projectOf(request).id, email);
    if (user === undefined) return { approved: false };

    let gone = false;
    const onClose = () => {
      gone = true;
    };
    reply.raw.once("close", onClose);
    try {
      const deadline = Date.now() + settings.deviceWaitMs;
      for (;;) {
        if (await isDeviceApproved(db, user.id, deviceId)) return { approved: true };
        if (gone || closing.aborted || Date.now() >= deadline) return { approved: false };
        await pause(Math.min(settings.deviceWaitPollMs, deadline - Date.now()), closing);
      }
    } finally {
      reply.raw.off("close", onClose);
    }
  });
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, Math.max(0, ms));
    signal.addEventListener("abort", done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    }
  });
}
