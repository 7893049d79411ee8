import { isCaipNetworkId, rpcUsageKey } from "@foyer/protocol";
import type { NetworkConfig } from "../config.js";
import type { ErrorBody } from "../http/errors.js";
import type { PaymasterService, SponsoringProject } from "../paymaster/paymasterService.js";
import type { NetworkUpstreams } from "../upstream/networkUpstreams.js";
import type { UsageRecorder } from "../usage/usageCounter.js";
import { createRequestCoalescer } from "./coalesce.js";
import { duplicateRequestKey } from "./duplicateKeys.js";
import { RpcErrorCode, rpcError } from "./jsonrpc.js";
import { type MethodClass, payloadClassOf } from "./methodClass.js";
import { forwardableMethodsOf } from "./methods.js";
import { type ProxyContext, proxyPayload } from "./proxy.js";

/** The proxy's replies are JSON text already; both paths label them alike. */
export const RPC_CONTENT_TYPE = "application/json; charset=utf-8";

/** An answer ready for the wire: the status and the JSON text of the body. */
export interface RpcHttpReply {
  status: number;
  json: string;
}

export interface RpcLog {
  warn(fields: Record<string, unknown>, message: string): void;
}

/**
 * The proxy without its HTTP framing: both the Fastify route and the fast
 * path in front of Fastify call it, so they cannot drift apart.
 */
export interface RpcService {
  /**
   * Proxies one request body for the `chainId` query value (a string, or an
   * array when the parameter repeats, or undefined) and the project the guard
   * admitted, whose calls are each counted for its usage report. Never rejects.
   */
  handle(
    chainId: unknown,
    raw: string,
    log: RpcLog,
    project?: SponsoringProject,
  ): Promise<RpcHttpReply>;
}

/** One proxied request as metrics see it. */
export interface RpcRequestEvent {
  /** A configured network's CAIP-2 id, or `none` when the request named no such network. */
  network: string;
  methodClass: MethodClass;
  status: number;
  seconds: number;
}

export interface RpcServiceOptions {
  networks: Readonly<Record<string, NetworkConfig>>;
  /** Each network's upstreams, with failover and one deadline per call. */
  upstreams: NetworkUpstreams;
  /** Told of every request once answered (metrics). */
  observer?: (event: RpcRequestEvent) => void;
  /** Where calls are counted per project, network and method. */
  usage?: UsageRecorder;
  /** The ERC-7677 paymaster service, where the server has a signer and networks have paymasters. */
  paymaster?: PaymasterService;
}

export function createRpcService(options: RpcServiceOptions): RpcService {
  const { upstreams } = options;
  const poolOf = (chainId: string) => {
    const pool = upstreams.get(chainId);
    // resolveChain only lets configured networks through.
    if (pool === undefined) throw new Error(`no upstreams for ${chainId}`);
    return pool;
  };
  // One per app, shared by every network: requests are queued per network
  // (its pool picks the upstream each batch goes to).
  // What it sends are lone point reads (see isCoalescable), alone or batched.
  const coalescer = createRequestCoalescer((chainId, body) => poolOf(chainId).send(body, "read"));
  // Built once per network, not per request: this is the proxy's hot path.
  const contexts = new Map<string, ProxyContext>();
  function contextFor(chainId: string): ProxyContext {
    let context = contexts.get(chainId);
    if (context === undefined) {
      const pool = poolOf(chainId);
      const bundler = upstreams.bundler(chainId);
      context = {
        send: (body, methodClass) => pool.send(body, methodClass),
        sendCoalesced: (request, body) => coalescer.send(chainId, request, body),
        isForwardable: forwardableMethodsOf(chainId),
        ...(bundler === undefined
          ? {}
          : { sendToBundler: (body: string) => bundler.send(body, "bundler") }),
      };
      contexts.set(chainId, context);
    }
    return context;
  }

  // Only a request that names a paymaster method gets a context of its own (the project's): the
  // proxy's hot path keeps the shared one.
  function withPaymaster(
    context: ProxyContext,
    chainId: string,
    raw: string,
    project: SponsoringProject | undefined,
  ): ProxyContext {
    const { paymaster } = options;
    if (paymaster === undefined || project === undefined || !raw.includes('"pm_')) return context;
    if (!paymaster.serves(chainId)) return context;
    return {
      ...context,
      answerPaymaster: (request) => paymaster.answer(chainId, project, request),
    };
  }

  // Resolutions of configured chains only, so unknown ids can't grow it.
  const chains = new Map<string, ChainResolution>();
  function chainOf(chainId: unknown): ChainResolution {
    const known = typeof chainId === "string" ? chains.get(chainId) : undefined;
    if (known !== undefined) return known;
    const resolution = resolveChain(chainId, options.networks);
    if (resolution.ok) chains.set(resolution.chainId, resolution);
    return resolution;
  }

  async function answer(
    chain: ChainResolution,
    raw: string,
    log: RpcLog,
    project: SponsoringProject | undefined,
    seen: { methodClass: MethodClass },
  ): Promise<RpcHttpReply> {
    if (!chain.ok) return { status: 400, json: JSON.stringify(chain.error) };

    let payload: unknown;
    try {
      payload = JSON.parse(raw);
    } catch {
      return { status: 400, json: PARSE_ERROR };
    }
    seen.methodClass = payloadClassOf(payload);
    // The raw text is what goes upstream: a repeated name would be read one way here
    // (JSON.parse keeps the last) and maybe another way there.
    const duplicate = duplicateRequestKey(raw);
    if (duplicate !== undefined) return { status: 400, json: duplicateKeyError(duplicate) };
    if (project !== undefined && options.usage !== undefined) {
      countCalls(options.usage, project.id, chain.chainId, payload);
    }

    const result = await proxyPayload(
      payload,
      raw,
      withPaymaster(contextFor(chain.chainId), chain.chainId, raw, project),
    );
    if (result.upstreamFailure !== undefined) {
      log.warn({ chainId: chain.chainId, reason: result.upstreamFailure }, "upstream RPC failed");
    }
    // Upstream text is already JSON: passing it on as is skips a parse and a stringify.
    return {
      status: result.status,
      json: typeof result.body === "string" ? result.body : JSON.stringify(result.body),
    };
  }

  const { observer } = options;
  return {
    async handle(chainIdValue, raw, log, project) {
      const chain = chainOf(chainIdValue);
      if (observer === undefined) {
        return answer(chain, raw, log, project, { methodClass: "invalid" });
      }
      const started = performance.now();
      const seen: { methodClass: MethodClass } = { methodClass: "invalid" };
      const reply = await answer(chain, raw, log, project, seen);
      observer({
        network: chain.ok ? chain.chainId : "none",
        methodClass: seen.methodClass,
        status: reply.status,
        seconds: (performance.now() - started) / 1000,
      });
      return reply;
    },
  };
}

/** Longest method name counted as itself; longer ones can't be real methods. */
const MAX_METHOD_LENGTH = 64;

/** Counts each call of a request or batch under its network and method. */
function countCalls(
  usage: UsageRecorder,
  projectId: string,
  chainId: string,
  payload: unknown,
): void {
  const count = (item: unknown) => {
    const method =
      typeof item === "object" && item !== null ? (item as { method?: unknown }).method : undefined;
    const name =
      typeof method === "string" && method.length <= MAX_METHOD_LENGTH ? method : "invalid";
    usage.count(projectId, "rpc", rpcUsageKey(chainId, name));
  };
  if (Array.isArray(payload)) for (const item of payload) count(item);
  else count(payload);
}

const PARSE_ERROR = JSON.stringify(rpcError(null, RpcErrorCode.parseError, "Parse error"));

function duplicateKeyError(key: string): string {
  return JSON.stringify(
    rpcError(null, RpcErrorCode.invalidRequest, "Invalid Request", {
      reason: `duplicate member "${key.slice(0, 64)}" in a request object`,
    }),
  );
}

type ChainResolution =
  | { ok: true; chainId: string; network: NetworkConfig }
  | { ok: false; error: ErrorBody };

function resolveChain(
  chainId: unknown,
  networks: Readonly<Record<string, NetworkConfig>>,
): ChainResolution {
  if (typeof chainId !== "string" || !isCaipNetworkId(chainId)) {
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
