import { isRecord } from "@foyer/protocol";
import { ErrorCode, ProviderRpcError } from "./errors.js";

export interface RpcClient {
  request(method: string, params: readonly unknown[] | object | undefined): Promise<unknown>;
}

/**
 * JSON-RPC over HTTP to one node. Node errors keep their code, message and
 * data (a revert reason must reach the dApp intact); an unreachable node
 * becomes 4901 so the wallet can report itself disconnected.
 */
export function createRpcClient(url: string): RpcClient {
  let nextId = 1;
  return {
    async request(method, params) {
      const id = nextId++;
      let response: Response;
      try {
        response = await fetch(url, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ jsonrpc: "2.0", id, method, params: params ?? [] }),
        });
      } catch (cause) {
        throw new ProviderRpcError(
          ErrorCode.chainDisconnected,
          `The test wallet cannot reach the node at ${url}.`,
          { cause: String(cause) },
        );
      }
      const text = await response.text();
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        throw new ProviderRpcError(
          ErrorCode.internal,
          `The node at ${url} answered ${response.status} with something that is not JSON-RPC.`,
          { body: text.slice(0, 200) },
        );
      }
      if (!isRecord(body)) {
        throw new ProviderRpcError(
          ErrorCode.internal,
          `The node at ${url} sent a malformed reply.`,
        );
      }
      if (isRecord(body.error)) {
        const { code, message, data } = body.error;
        throw new ProviderRpcError(
          typeof code === "number" ? code : ErrorCode.internal,
          typeof message === "string" ? message : "The node returned an error.",
          data,
        );
      }
      return body.result;
    },
  };
}
