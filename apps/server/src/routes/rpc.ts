import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { NetworkConfig } from "../config.js";
import type { ErrorBody } from "../http/errors.js";
import { isCaip2 } from "../lib/caip.js";
import { isRecord } from "../lib/is-record.js";
import type { ProjectAccess } from "../project/guard.js";
import { createRequestCoalescer } from "../rpc/coalesce.js";
import { RpcErrorCode, rpcError } from "../rpc/jsonrpc.js";
import { proxyPayload } from "../rpc/proxy.js";
import type { RpcTransport } from "../rpc/upstream.js";

export interface RpcRouteOptions {
  access: ProjectAccess;
  networks: Readonly<Record<string, NetworkConfig>>;
  transport: RpcTransport;
}

/** `POST /v1/?chainId=<caip2>&projectId=<id>`: JSON-RPC proxy to the chain's upstream. */
export async function rpcRoutes(app: FastifyInstance, options: RpcRouteOptions): Promise<void> {
  // This plugin is encapsulated, so the parser only applies to the proxy. The
  // body is taken as text whatever its content type: JSON errors must come
  // back as JSON-RPC -32700, and valid bodies are forwarded byte for byte.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "string" }, (_request, body, done) => {
    done(null, body);
  });

  // One per app, shared by every network: requests are queued per upstream URL.
  const coalescer = createRequestCoalescer((url, body) => options.transport.post(url, body));

  async function handler(request: FastifyRequest, reply: FastifyReply) {
    const chain = resolveChain(request.query, options.networks);
    if (!chain.ok) return reply.code(400).send(chain.error);

    const raw = typeof request.body === "string" ? request.body : "";
    let payload: unknown;
    try {
      payload = JSON.parse(raw);
    } catch {
      return reply.code(400).send(rpcError(null, RpcErrorCode.parseError, "Parse error"));
    }

    const result = await proxyPayload(payload, raw, {
      send: (body) => options.transport.post(chain.network.rpcUrl, body),
      sendCoalesced: (request, body) => coalescer.send(chain.network.rpcUrl, request, body),
      onUpstreamFailure: (reason) => {
        request.log.warn({ chainId: chain.chainId, reason }, "upstream RPC failed");
      },
    });
    reply.code(result.status);
    // Upstream text is already JSON; sending it as a string skips a parse/stringify.
    if (typeof result.body === "string") return reply.type("application/json").send(result.body);
    return reply.send(result.body);
  }

  for (const url of ["/v1", "/v1/"]) {
    app.post(url, { onRequest: options.access.guard }, handler);
    app.options(url, options.access.preflight);
  }
}

type ChainResolution =
  | { ok: true; chainId: string; network: NetworkConfig }
  | { ok: false; error: ErrorBody };

function resolveChain(
  query: unknown,
  networks: Readonly<Record<string, NetworkConfig>>,
): ChainResolution {
  const chainId = isRecord(query) ? query.chainId : undefined;
  if (typeof chainId !== "string" || !isCaip2(chainId)) {
    return {
      ok: false,
      error: {
        code: "INVALID_CHAIN_ID",
        error: "Invalid CAIP-2 network id",
        message:
          typeof chainId === "string"
            ? `chainId must be namespace:reference, e.g. eip155:1 (got "${chainId.slice(0, 64)}")`
            : "chainId query parameter is required, e.g. ?chainId=eip155:1",
      },
    };
  }
  const network = Object.hasOwn(networks, chainId) ? networks[chainId] : undefined;
  if (network === undefined) {
    return {
      ok: false,
      error: {
        code: "UNSUPPORTED_CHAIN",
        error: "Unsupported chain",
        message: `Unsupported chain: ${chainId.slice(0, 64)}`,
      },
    };
  }
  return { ok: true, chainId, network };
}
