import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { readBody } from "../http/readBody.js";
import { serveHttp } from "../http/serverLifecycle.js";
import type { SolanaChain } from "./chain.js";
import { dispatch } from "./rpc/dispatch.js";
import { stringifyWithBigInts } from "./rpc/json.js";

/** Largest request body accepted (a transaction is at most 1,232 bytes; batches are small). */
const MAX_BODY_BYTES = 1024 * 1024;
export const SOLANA_HOST = "127.0.0.1";

function send(response: ServerResponse, status: number, body: string, type = "application/json") {
  response.writeHead(status, {
    "content-type": type,
    // A local dev chain on loopback, like anvil: browser wallets on any dev origin may call it.
    "access-control-allow-origin": "*",
    "access-control-allow-headers": "content-type, solana-client",
    "access-control-allow-methods": "POST, GET, OPTIONS",
  });
  response.end(body);
}

async function handle(chain: SolanaChain, request: IncomingMessage, response: ServerResponse) {
  if (request.method === "OPTIONS") return send(response, 204, "");
  if (request.method === "GET" && request.url === "/health")
    return send(response, 200, "ok", "text/plain");
  if (request.method !== "POST")
    return send(
      response,
      405,
      "Used HTTP Method is not allowed. POST or OPTIONS is required",
      "text/plain",
    );
  const text = await readBody(request, MAX_BODY_BYTES);
  if (text === undefined) return send(response, 413, "Payload Too Large", "text/plain");
  return send(response, 200, stringifyWithBigInts(await dispatch(chain, text)));
}

/** Serves the chain's JSON-RPC over HTTP on loopback; resolves once listening. */
export function serveSolanaRpc(chain: SolanaChain, port: number): Promise<Server> {
  return serveHttp(
    SOLANA_HOST,
    port,
    (request, response) => handle(chain, request, response),
    (response) => send(response, 500, "Internal error", "text/plain"),
  );
}
