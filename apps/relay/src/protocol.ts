import { isRecord } from "@foyer/protocol";
/**
 * JSON-RPC 2.0 framing for the relay socket: parsing inbound frames into a
 * typed shape and encoding outbound ones. Knows nothing about relay methods.
 */

export type JsonValue =
  | null
  | boolean
  | number
  | string
  | readonly JsonValue[]
  | { readonly [key: string]: JsonValue | undefined };

/**
 * A request id as the peer sent it. The WalletConnect SDK builds ids from
 * `Date.now() * 10^6 + random`, which exceeds 2^53; it sends them as strings,
 * but other clients may send them as bare integers, so integers that a double
 * cannot hold exactly are kept as bigint and echoed back digit for digit.
 */
export type RpcId = string | number | bigint;

export const RPC_ERROR = {
  parse: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internal: -32603,
} as const;

export type RpcErrorCode = (typeof RPC_ERROR)[keyof typeof RPC_ERROR];

/** Thrown by method handlers; turned into a JSON-RPC error response. */
export class RpcError extends Error {
  constructor(
    readonly code: RpcErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "RpcError";
  }
}

export interface RpcRequestFrame {
  readonly kind: "request";
  /** Undefined for notifications, which never get a reply. */
  readonly id: RpcId | undefined;
  readonly method: string;
  readonly params: unknown;
}

export interface RpcResponseFrame {
  readonly kind: "response";
  readonly id: RpcId;
  readonly ok: boolean;
  readonly result: unknown;
}

export interface InvalidFrame {
  readonly kind: "invalid";
  readonly id: RpcId | null;
  readonly code: RpcErrorCode;
  readonly message: string;
}

export type ParsedFrame = RpcRequestFrame | RpcResponseFrame | InvalidFrame;

function readId(value: unknown, rawText: string): RpcId | null | undefined {
  if (typeof value === "string") return value;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return null;
    return Number.isSafeInteger(value) || !Number.isInteger(value)
      ? value
      : recoverRawInteger(rawText, value);
  }
  if (value === undefined) return undefined;
  return null;
}

/**
 * JSON.parse has already rounded an oversized integer id; find the literal in
 * the raw text so the reply carries the exact id the client is waiting for.
 * Relay payloads are base64 strings, so a bare `"id": 123…` can only be a key.
 */
function recoverRawInteger(rawText: string, rounded: number): RpcId {
  for (const match of rawText.matchAll(/"id"\s*:\s*(-?\d+)\s*[,}]/g)) {
    const digits = match[1];
    if (digits !== undefined && Number(digits) === rounded) return BigInt(digits);
  }
  return rounded;
}

const invalid = (id: RpcId | null, code: RpcErrorCode, message: string): InvalidFrame => ({
  kind: "invalid",
  id,
  code,
  message,
});

/** Classifies one text frame. Never throws. */
export function parseFrame(text: string): ParsedFrame {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return invalid(null, RPC_ERROR.parse, "Parse error: frame is not valid JSON");
  }
  if (!isRecord(value)) {
    // The relay protocol has no JSON-RPC batch arrays; batching is done by
    // dedicated irn_batch* methods instead.
    return invalid(null, RPC_ERROR.invalidRequest, "Invalid request: expected a JSON object");
  }
  const id = readId(value.id, text);
  const replyId = id === undefined ? null : id;
  if (id === null) {
    return invalid(
      null,
      RPC_ERROR.invalidRequest,
      "Invalid request: id must be a string or number",
    );
  }
  if (value.jsonrpc !== "2.0") {
    return invalid(replyId, RPC_ERROR.invalidRequest, 'Invalid request: jsonrpc must be "2.0"');
  }
  if ("method" in value) {
    if (typeof value.method !== "string" || value.method.length === 0) {
      return invalid(replyId, RPC_ERROR.invalidRequest, "Invalid request: method must be a string");
    }
    return { kind: "request", id, method: value.method, params: value.params };
  }
  if (id !== undefined && ("result" in value || "error" in value)) {
    const ok = "result" in value && !("error" in value);
    return { kind: "response", id, ok, result: ok ? value.result : value.error };
  }
  return invalid(replyId, RPC_ERROR.invalidRequest, "Invalid request: missing method");
}

function encodeId(id: RpcId | null): string {
  return typeof id === "bigint" ? id.toString() : JSON.stringify(id);
}

// The envelope is assembled by hand so that bigint ids go out as bare integers.
export function encodeResult(id: RpcId, result: JsonValue): string {
  return `{"id":${encodeId(id)},"jsonrpc":"2.0","result":${JSON.stringify(result)}}`;
}

export function encodeError(id: RpcId | null, code: RpcErrorCode, message: string): string {
  return `{"id":${encodeId(id)},"jsonrpc":"2.0","error":${JSON.stringify({ code, message })}}`;
}

export function encodeRequest(id: number, method: string, params: JsonValue): string {
  return JSON.stringify({ id, jsonrpc: "2.0", method, params });
}
