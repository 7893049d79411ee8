import { isCoalescable } from "./coalesce.js";
import {
  type CheckedRequest,
  checkRequest,
  type JsonRpcErrorResponse,
  type JsonRpcId,
  type JsonRpcRequest,
  RpcErrorCode,
  rpcError,
} from "./jsonrpc.js";
import { isBundlerMethod, isPaymasterMethod } from "./methods.js";
import type { UpstreamResult } from "./upstream.js";

export const MAX_BATCH_SIZE = 1000;

/** What the route sends back: a JSON string from upstream, or a value to serialise. */
export interface ProxyReply {
  status: number;
  body: string | JsonRpcErrorResponse | unknown[];
  /** Why the upstream failed, for the log (never for the client). */
  upstreamFailure?: string;
}

export interface ProxyContext {
  send(body: string): Promise<UpstreamResult>;
  /** Sends a lone point read, possibly in one upstream batch with concurrent ones. */
  sendCoalesced(request: JsonRpcRequest, raw: string): Promise<UpstreamResult>;
  /** Sends to the network's ERC-4337 bundler; absent when the network has none. */
  sendToBundler?: (body: string) => Promise<UpstreamResult>;
  /** The network's method allow-list; absent → the EVM one. */
  isForwardable?: (method: string) => boolean;
  /**
   * Answers the ERC-7677 paymaster methods for this project and network; absent where the
   * network has no paymaster (they are then unknown methods, like any other).
   */
  answerPaymaster?: (request: JsonRpcRequest) => Promise<unknown>;
}

const upstreamUnavailable = "Upstream RPC unavailable";

/**
 * Runs one parsed JSON-RPC payload through validation, the method allow-list
 * and the upstream. `raw` is the original body text: when nothing needs
 * filtering it is forwarded untouched and the upstream's answer is passed
 * straight back, which keeps the hot path free of re-serialisation.
 */
export async function proxyPayload(
  payload: unknown,
  raw: string,
  context: ProxyContext,
): Promise<ProxyReply> {
  if (Array.isArray(payload)) {
    return payload.some((item) => isBundlerRequest(item) || isPaymasterRequest(item, context))
      ? proxyBundlerBatch(payload, context)
      : proxyBatch(payload, raw, context);
  }

  if (isPaymasterRequest(payload, context)) return answerPaymaster(payload, context);
  const checked = checkRequest(payload, context.isForwardable);
  if (!checked.forward) return { status: checked.invalid ? 400 : 200, body: checked.response };
  if (isBundlerMethod(checked.request.method)) return proxyToBundler(checked.request, raw, context);

  const result = isCoalescable(checked.request)
    ? await context.sendCoalesced(checked.request, raw)
    : await context.send(raw);
  if (result.ok) return { status: 200, body: result.body };
  return {
    status: 502,
    body: rpcError(checked.request.id ?? null, RpcErrorCode.internalError, upstreamUnavailable),
    upstreamFailure: result.reason,
  };
}

function isPaymasterRequest(item: unknown, context: ProxyContext): boolean {
  return (
    context.answerPaymaster !== undefined &&
    typeof item === "object" &&
    item !== null &&
    "method" in item &&
    typeof item.method === "string" &&
    isPaymasterMethod(item.method)
  );
}

/** A paymaster method, answered here: the server itself is the network's paymaster service. */
async function answerPaymaster(payload: unknown, context: ProxyContext): Promise<ProxyReply> {
  const checked = checkRequest(payload, isPaymasterMethod);
  if (!checked.forward || context.answerPaymaster === undefined) {
    return checked.forward
      ? { status: 200, body: rpcError(checked.request.id ?? null, -32601, "Method not found") }
      : { status: checked.invalid ? 400 : 200, body: checked.response };
  }
  const answer = await context.answerPaymaster(checked.request);
  return { status: 200, body: JSON.stringify(answer) };
}

function isBundlerRequest(item: unknown): boolean {
  return (
    typeof item === "object" &&
    item !== null &&
    "method" in item &&
    typeof item.method === "string" &&
    isBundlerMethod(item.method)
  );
}

async function proxyToBundler(
  request: JsonRpcRequest,
  raw: string,
  context: ProxyContext,
): Promise<ProxyReply> {
  if (context.sendToBundler === undefined) {
    return {
      status: 200,
      body: rpcError(
        request.id ?? null,
        RpcErrorCode.methodNotFound,
        `${request.method} is not available: this network has no ERC-4337 bundler`,
      ),
    };
  }
  const result = await context.sendToBundler(raw);
  if (result.ok) return { status: 200, body: result.body };
  return {
    status: 502,
    body: rpcError(request.id ?? null, RpcErrorCode.internalError, "Bundler unavailable"),
    upstreamFailure: `bundler: ${result.reason}`,
  };
}

/**
 * A batch with user-operation methods in it goes call by call, each to its own upstream (node
 * or bundler): such batches are rare, and the answers keep the client's order.
 */
async function proxyBundlerBatch(items: unknown[], context: ProxyContext): Promise<ProxyReply> {
  if (items.length > MAX_BATCH_SIZE) return proxyBatch(items, "", context);
  const replies = await Promise.all(
    items.map((item) => proxyPayload(item, JSON.stringify(item), context)),
  );
  const upstreamFailure = replies.find((reply) => reply.upstreamFailure)?.upstreamFailure;
  const body = replies.flatMap((reply) => {
    const answer = typeof reply.body === "string" ? parseJson(reply.body) : reply.body;
    return answer === undefined ? [] : [answer];
  });
  return { status: 200, body, ...(upstreamFailure ? { upstreamFailure } : {}) };
}

async function proxyBatch(
  items: unknown[],
  raw: string,
  context: ProxyContext,
): Promise<ProxyReply> {
  if (items.length === 0) {
    return { status: 400, body: rpcError(null, RpcErrorCode.invalidRequest, "Invalid Request") };
  }
  if (items.length > MAX_BATCH_SIZE) {
    return {
      status: 400,
      body: rpcError(null, RpcErrorCode.invalidRequest, "Invalid Request", {
        reason: `batch exceeds ${MAX_BATCH_SIZE} requests`,
      }),
    };
  }

  const checked = items.map((item) => checkRequest(item, context.isForwardable));
  const forwarded = checked.flatMap((entry) => (entry.forward ? [entry.request] : []));
  if (forwarded.length === 0) {
    return {
      status: 200,
      body: checked.flatMap((entry) => (entry.forward ? [] : [entry.response])),
    };
  }

  const allForwarded = forwarded.length === checked.length;
  const result = await context.send(allForwarded ? raw : JSON.stringify(forwarded));
  if (!result.ok) {
    return {
      status: 502,
      body: checked.map((entry) =>
        entry.forward
          ? rpcError(entry.request.id ?? null, RpcErrorCode.internalError, upstreamUnavailable)
          : entry.response,
      ),
      upstreamFailure: result.reason,
    };
  }
  if (allForwarded) return { status: 200, body: result.body };

  const upstream = parseJson(result.body);
  if (!Array.isArray(upstream)) {
    return {
      status: 502,
      body: rpcError(null, RpcErrorCode.internalError, upstreamUnavailable),
      upstreamFailure: "upstream answered a batch with a non-array",
    };
  }
  return { status: 200, body: mergeBatch(checked, forwarded.length, upstream) };
}

/**
 * Puts upstream answers back into the slots of the forwarded requests, keeping
 * the client's order. Answers are taken positionally when the counts match
 * (nodes answer in order); otherwise — notifications get no answer — they are
 * matched by id, first come first served for duplicate ids.
 */
function mergeBatch(
  checked: CheckedRequest[],
  forwardedCount: number,
  upstream: unknown[],
): unknown[] {
  if (upstream.length === forwardedCount) {
    let next = 0;
    return checked.map((entry) => (entry.forward ? upstream[next++] : entry.response));
  }

  const byId = new Map<string, unknown[]>();
  for (const answer of upstream) {
    const key = idKey(answer);
    if (key === undefined) continue;
    const queue = byId.get(key) ?? [];
    queue.push(answer);
    byId.set(key, queue);
  }
  const merged: unknown[] = [];
  for (const entry of checked) {
    if (!entry.forward) {
      merged.push(entry.response);
      continue;
    }
    // A notification (no id) gets no answer, so it gets no slot either.
    if (entry.request.id === undefined) continue;
    const answer = byId.get(JSON.stringify(entry.request.id))?.shift();
    if (answer !== undefined) merged.push(answer);
  }
  return merged;
}

function idKey(answer: unknown): string | undefined {
  if (typeof answer !== "object" || answer === null || !("id" in answer)) return undefined;
  const id: unknown = answer.id;
  return isJsonRpcId(id) ? JSON.stringify(id) : undefined;
}

function isJsonRpcId(value: unknown): value is JsonRpcId {
  return value === null || typeof value === "string" || typeof value === "number";
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
