import { type RouteResponse, transactionPreviewRoute } from "@foyer/protocol";
import type { FastifyInstance } from "fastify";
import type { Address } from "viem";
import type { BlockchainServices } from "../blockchain/services.js";
import { upstreamFailure } from "../blockchain/upstreamError.js";
import { readRequest } from "../http/readRequest.js";
import type { ProjectAccess } from "../project/guard.js";
import { createPreviewService, PreviewRefusal } from "./previewService.js";

/**
 * `POST /v1/transactions/preview`: what an approval shows before Approve — the calls decoded
 * and simulated from the account. The embedded wallet's frame calls it same-origin, a dApp's
 * modal (for an external wallet) cross-origin under the project's allow-list. A network that
 * can't simulate is an answer (`simulation.status: "unavailable"`), not an error; an upstream
 * that does not answer at all is a 502.
 */
export async function previewRoute(
  app: FastifyInstance,
  options: { access: ProjectAccess; services: BlockchainServices },
): Promise<void> {
  const previews = createPreviewService(options.services);
  app.post(
    transactionPreviewRoute.path,
    { onRequest: options.access.guard },
    async (request, reply) => {
      const input = readRequest(transactionPreviewRoute, request, reply);
      if (input === undefined) return reply;
      const { chainId, from, calls } = input.body;
      try {
        const answer: RouteResponse<typeof transactionPreviewRoute> = await previews.preview(
          chainId,
          from as Address,
          calls,
        );
        return answer;
      } catch (error) {
        if (error instanceof PreviewRefusal) {
          return reply
            .code(400)
            .send({ code: error.code, error: "Bad Request", message: error.message });
        }
        return upstreamFailure(request, reply, error);
      }
    },
  );
  app.options(transactionPreviewRoute.path, options.access.preflight);
}
