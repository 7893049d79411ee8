import {
  adminSponsorshipRoute,
  adminUpdateSponsorshipRoute,
  invalidRequest,
} from "@foyer/protocol";
import type { FastifyInstance } from "fastify";
import { readRequest } from "../http/readRequest.js";
import type { AdminContext } from "./adminContext.js";
import { actorName, actorOf } from "./credentials.js";
import { projectNotFound, sendRefusal } from "./refusal.js";
import { findSponsorship, updateSponsorship } from "./sponsorshipStore.js";

/** A project's gas sponsorship policy: read it with today's use, change it (audited). */
export async function sponsorshipRoutes(
  app: FastifyInstance,
  context: AdminContext,
): Promise<void> {
  const { db, settings, paymasterNetworkIds } = context;

  /** Sponsorship can only name networks where this server has a paymaster it signs for. */
  const networksProblem = (ids: readonly string[] | undefined): string | undefined => {
    const unknown = ids?.find((id) => !paymasterNetworkIds.includes(id));
    if (unknown === undefined) return undefined;
    const known = paymasterNetworkIds.join(", ") || "none";
    return `networks: this server has no paymaster on ${unknown} (it has: ${known})`;
  };

  app.get(adminSponsorshipRoute.path, async (request, reply) => {
    const input = readRequest(adminSponsorshipRoute, request, reply);
    if (input === undefined) return reply;
    const sponsorship = await findSponsorship(db, input.params.id, {
      paymasterNetworks: paymasterNetworkIds,
      nowMs: settings.now(),
    });
    return sponsorship ?? sendRefusal(reply, projectNotFound(input.params.id));
  });

  app.patch(adminUpdateSponsorshipRoute.path, async (request, reply) => {
    const input = readRequest(adminUpdateSponsorshipRoute, request, reply);
    if (input === undefined) return reply;
    const problem = networksProblem(input.body.networks);
    if (problem !== undefined) return reply.code(400).send(invalidRequest(problem));
    const sponsorship = await updateSponsorship(db, input.params.id, input.body, {
      actor: actorName(actorOf(request)),
      nowMs: settings.now(),
      paymasterNetworks: paymasterNetworkIds,
    });
    context.projectChanged(input.params.id);
    return sponsorship ?? sendRefusal(reply, projectNotFound(input.params.id));
  });
}
