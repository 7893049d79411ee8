import type { SolanaChain } from "../chain.js";
import { RpcCode, SolanaRpcError } from "../rpcError.js";
import { SOLANA_RPC_METHODS } from "./methods.js";
import { isRecord } from "./params.js";

type JsonRpcId = string | number | null;

function errorReply(id: JsonRpcId, code: number, message: string, data?: unknown) {
  return {
    jsonrpc: "2.0",
    error: data === undefined ? { code, message } : { code, message, data },
    id,
  };
}

/** Answers one JSON-RPC request object; notifications (no id) are answered too, like Agave does. */
async function answer(chain: SolanaChain, request: unknown): Promise<unknown> {
  if (!isRecord(request)) return errorReply(null, RpcCode.invalidRequest, "Invalid request");
  const { id, method, params, jsonrpc } = request;
  const replyId: JsonRpcId = typeof id === "string" || typeof id === "number" ? id : null;
  if (jsonrpc !== "2.0" || typeof method !== "string") {
    return errorReply(replyId, RpcCode.invalidRequest, "Invalid request");
  }
  const handler = Object.hasOwn(SOLANA_RPC_METHODS, method)
    ? SOLANA_RPC_METHODS[method]
    : undefined;
  if (handler === undefined) return errorReply(replyId, RpcCode.methodNotFound, "Method not found");
  try {
    return { jsonrpc: "2.0", result: await handler(params, chain), id: replyId };
  } catch (error) {
    if (error instanceof SolanaRpcError) {
      return errorReply(replyId, error.code, error.message, error.data);
    }
    return errorReply(
      replyId,
      RpcCode.internalError,
      `Internal error: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** A parsed body (one request or a batch) → the reply body, or a parse error for bad JSON. */
export async function dispatch(chain: SolanaChain, text: string): Promise<unknown> {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return errorReply(null, RpcCode.parseError, "Parse error");
  }
  if (Array.isArray(body)) {
    if (body.length === 0) return errorReply(null, RpcCode.invalidRequest, "Invalid request");
    const replies: unknown[] = [];
    // In order: a batch may send a transaction and then ask for its status.
    for (const item of body) replies.push(await answer(chain, item));
    return replies;
  }
  return answer(chain, body);
}
