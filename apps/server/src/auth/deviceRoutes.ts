import { embeddedDeviceWaitRoute } from "@foyer/protocol";
import type { FastifyInstance } from "fastify";
import { readRequest } from "../http/readRequest.js";
import { longPoll } from "../lib/longPoll.js";
import { projectOf } from "../project/guard.js";
import { type AuthContext, deviceIdOf, limited } from "./context.js";
import { refuse } from "./errors.js";
import { findUser, isDeviceApproved } from "./users.js";

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

    const approved = await longPoll(
      {
        waitMs: settings.deviceWaitMs,
        pollMs: settings.deviceWaitPollMs,
        closing,
        reply,
        monotonicNow: settings.monotonicNow,
      },
      async () => ((await isDeviceApproved(db, user.id, deviceId)) ? true : undefined),
    );
    return { approved: approved === true };
  });
}
