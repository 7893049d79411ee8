import { isRecord } from "@foyer/protocol";
import { isForwardableMethod } from "./methods.js";

export type JsonRpcId = string | number | null;

export interface JsonRpcRequest {
  jsonrpc: "2.0";
  id?: JsonRpcId;
  method: string;
  params?: unknown;
}

export interface JsonRpcErrorResponse {
  jsonrpc: "2.0";
  id: JsonRpcId;
  error: { code: number; message: string; data?: unknown };
}

/** Standard JSON-RPC 2.0 error codes used by the proxy. */
export const RpcErrorCode = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  internalError: -32603,
} as const;

export function rpcError(
  id: JsonRpcId,
  code: number,
  message: string,
  data?: unknown,
): JsonRpcErrorResponse {
  return {
    jsonrpc: "2.0",
    id,
    error: data === undefined ? { code, message } : { code, message, data },
  };
}

/** What to do with one request object: send it upstream, or answer it here. */
export type CheckedRequest =
  | { forward: true; request: JsonRpcRequest }
  | { forward: false; response: JsonRpcErrorResponse; invalid: boolean };

/**
 * Validates one JSON-RPC 2.0 request object and applies the method allow-list.
 * `invalid` distinguishes a malformed request (HTTP 400 when sent alone) from a
 * well-formed one we refuse (a normal JSON-RPC error on HTTP 200).
 */
export function checkRequest(
  value: unknown,
  isForwardable: (method: string) => boolean = isForwardableMethod,
): CheckedRequest {
  if (!isRecord(value)) return invalidRequest(null);
  const { jsonrpc, id, method, params } = value;
  const idIsValid =
    id === undefined || id === null || typeof id === "string" || typeof id === "number";
  if (!idIsValid) return invalidRequest(null);
  const replyId = id ?? null;
  if (jsonrpc !== "2.0" || typeof method !== "string") return invalidRequest(replyId);
  // The spec allows params only as a structured value (array or object).
  if (params !== undefined && !Array.isArray(params) && !isRecord(params)) {
    return invalidRequest(replyId);
  }
  if (!isForwardable(method)) {
    return {
      forward: false,
      invalid: false,
      response: rpcError(replyId, RpcErrorCode.methodNotFound, "Method not found"),
    };
  }
  return { forward: true, request: { jsonrpc, id, method, params } };
}

function invalidRequest(id: JsonRpcId): CheckedRequest {
  return {
    forward: false,
    invalid: true,
    response: rpcError(id, RpcErrorCode.invalidRequest, "Invalid Request"),
  };
}
