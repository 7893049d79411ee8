import { ApiError } from "../../errors/apiError.js";
import { ConfigurationError } from "../../errors/configurationError.js";
import { messages } from "../../errors/messages.js";
import { coreText } from "../../i18n/coreText.js";
import type { FetchInit, FetchLike } from "../http/fetchTypes.js";
import { httpStatusError, invalidBodyError } from "../http/httpErrors.js";

/** The JSON-RPC 2.0 request the connection sends on open to check the endpoint answers. */
export const RPC_TEST_PING = { id: 1, jsonrpc: "2.0", method: "test", params: [] } as const;

/** A JSON-RPC 2.0 request (behaviour §7 chain RPC: id, method, params). */
export interface JsonRpcRequest {
  id: number | string;
  jsonrpc: "2.0";
  method: string;
  params?: unknown;
}

/** A JSON-RPC connection to one HTTP endpoint. */
export interface RpcHttpConnection {
  readonly connected: boolean;
  /** Opens the connection; pings with method 'test' unless the ping is disabled. */
  open(): Promise<void>;
  close(): void;
  /** Sends one request or a batch; opens first if needed. Resolves the JSON answer. */
  request(payload: JsonRpcRequest | JsonRpcRequest[]): Promise<unknown>;
}

/** Options of `createRpcHttpConnection`. */
export interface RpcHttpConnectionOptions {
  url: string;
  fetch: FetchLike;
  /** Skip the 'test' ping at open (behaviour §7: "unless disabled"). */
  disableProviderPing?: boolean;
  /**
   * How bodies are written and read; default JSON. A chain whose numbers outgrow JSON's
   * (Solana's u64 lamports and slots) passes big-integer-safe ones.
   */
  toJson?: (payload: unknown) => string;
  fromJson?: (text: string) => unknown;
}

/**
 * A JSON-RPC connection over HTTP POST (behaviour §7, §8). A non-HTTP URL fails
 * with 'Provided URL is not compatible with HTTP connection'; an endpoint
 * that can't be reached with the unavailable-RPC message; closing twice with
 * 'Connection already closed'.
 */
export function createRpcHttpConnection(options: RpcHttpConnectionOptions): RpcHttpConnection {
  const { url, fetch } = options;
  const toJson = options.toJson ?? JSON.stringify;
  const fromJson = options.fromJson ?? ((text: string): unknown => JSON.parse(text));
  if (!/^https?:\/\//i.test(url)) {
    throw new ConfigurationError(messages.urlNotHttp, {
      code: "RPC_URL_NOT_HTTP",
      details: { url },
    });
  }
  let connected = false;

  async function post(payload: unknown): Promise<unknown> {
    const init: FetchInit = {
      method: "POST",
      headers: { accept: "application/json", "content-type": "application/json" },
      body: toJson(payload),
    };
    let response: Awaited<ReturnType<FetchLike>>;
    try {
      response = await fetch(url, init);
    } catch (cause) {
      throw new ApiError(coreText("rpcUnavailable", messages.rpcUnavailable, url), {
        code: "RPC_UNAVAILABLE",
        details: { url },
        cause,
      });
    }
    const text = await response.text().catch(() => "");
    if (!response.ok)
      throw httpStatusError(response.status, url, text, response.headers.get("retry-after"));
    try {
      return fromJson(text);
    } catch {
      throw invalidBodyError(response.status, url);
    }
  }

  async function open() {
    if (connected) return;
    // Any HTTP answer to the ping, even an error, proves the endpoint is there.
    if (!options.disableProviderPing) await post(RPC_TEST_PING).catch(rethrowIfUnavailable);
    connected = true;
  }

  return {
    get connected() {
      return connected;
    },
    open,
    close() {
      if (!connected) {
        throw new ApiError(messages.connectionAlreadyClosed, { code: "RPC_CONNECTION_CLOSED" });
      }
      connected = false;
    },
    async request(payload) {
      await open();
      return post(payload);
    },
  };
}

function rethrowIfUnavailable(error: unknown): void {
  if (error instanceof ApiError && error.code === "RPC_UNAVAILABLE") throw error;
}
