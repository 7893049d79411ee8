import { adminRpcRoute, isRecord } from "@foyer/protocol";
import type { FastifyInstance } from "fastify";
import { RPC_CONTENT_TYPE, type RpcService } from "../rpc/serve.js";

/**
 * `POST /admin/v1/rpc?chainId=`: the console's wallet reads (its balance) through the proxy,
 * behind the admin guard of the scope it is registered in. Encapsulated: the body is taken
 * as text for this route only, as the public proxy takes it.
 */
export async function adminRpcRoutes(
  app: FastifyInstance,
  options: { service: RpcService },
): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "string" }, (_request, body, done) => {
    done(null, body);
  });
  app.post(adminRpcRoute.path, async (request, reply) => {
    const chainId = isRecord(request.query) ? request.query.chainId : undefined;
    const raw = typeof request.body === "string" ? request.body : "";
    const result = await options.service.handle(chainId, raw, request.log);
    return reply.code(result.status).type(RPC_CONTENT_TYPE).send(result.json);
  });
}
