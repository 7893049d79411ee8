import { isRecord, rpcProxyBareRoute, rpcProxyRoute } from "@foyer/protocol";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ProjectAccess } from "../project/guard.js";
import { RPC_CONTENT_TYPE, type RpcService } from "./serve.js";

export interface RpcRouteOptions {
  access: ProjectAccess;
  service: RpcService;
}

/**
 * `POST /v1/?chainId=<caip2>&projectId=<id>`: JSON-RPC proxy to the chain's
 * upstream. On a listening server the fast path (`rpc/fastPath.ts`) answers
 * these requests before Fastify sees them; this route serves `inject()` and
 * is the reference the fast path's tests compare against.
 */
export async function rpcRoutes(app: FastifyInstance, options: RpcRouteOptions): Promise<void> {
  // This plugin is encapsulated, so the parser only applies to the proxy. The
  // body is taken as text whatever its content type: JSON errors must come
  // back as JSON-RPC -32700, and valid bodies are forwarded byte for byte.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "string" }, (_request, body, done) => {
    done(null, body);
  });

  async function handler(request: FastifyRequest, reply: FastifyReply) {
    const chainId = isRecord(request.query) ? request.query.chainId : undefined;
    const raw = typeof request.body === "string" ? request.body : "";
    const result = await options.service.handle(
      chainId,
      raw,
      request.log,
      request.project ?? undefined,
    );
    return reply.code(result.status).type(RPC_CONTENT_TYPE).send(result.json);
  }

  for (const route of [rpcProxyBareRoute, rpcProxyRoute]) {
    app.post(route.path, { onRequest: options.access.guard }, handler);
    app.options(route.path, options.access.preflight);
  }
}
