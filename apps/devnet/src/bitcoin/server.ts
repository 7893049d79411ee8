import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { readBody } from "../http/readBody.js";
import { serveHttp } from "../http/serverLifecycle.js";
import type { BitcoinChain } from "./chain.js";
import { esploraDispatch } from "./esplora/dispatch.js";

/** Largest request body: a standard transaction is at most 400,000 weight units (hex doubles it). */
const MAX_BODY_BYTES = 1024 * 1024;
export const BITCOIN_HOST = "127.0.0.1";

function send(response: ServerResponse, status: number, body: string | Uint8Array, type: string) {
  response.writeHead(status, {
    "content-type": type,
    // A local dev chain on loopback, like anvil: wallets on any dev origin may call it.
    "access-control-allow-origin": "*",
    "access-control-allow-headers": "content-type",
    "access-control-allow-methods": "GET, POST, OPTIONS",
  });
  response.end(body);
}

async function handle(chain: BitcoinChain, request: IncomingMessage, response: ServerResponse) {
  if (request.method === "OPTIONS") return send(response, 204, "", "text/plain");
  const path = new URL(request.url ?? "/", "http://localhost").pathname;
  const body = request.method === "POST" ? await readBody(request, MAX_BODY_BYTES) : "";
  if (body === undefined) return send(response, 413, "Payload Too Large", "text/plain");
  const reply = esploraDispatch(chain, request.method ?? "GET", path, body);
  return send(response, reply.status, reply.body, reply.type);
}

/** Serves the chain's Esplora REST API over HTTP on loopback; resolves once listening. */
export function serveEsplora(chain: BitcoinChain, port: number): Promise<Server> {
  return serveHttp(
    BITCOIN_HOST,
    port,
    (request, response) => handle(chain, request, response),
    (response) => send(response, 500, "Internal error", "text/plain"),
  );
}
