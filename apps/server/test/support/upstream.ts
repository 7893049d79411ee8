import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** How the fake upstream answers one POST body (already parsed). */
export type UpstreamBehaviour =
  /** Answers with `respond`'s value, after `delayMs` when given (a slower upstream). */
  | { kind: "json"; respond: (payload: unknown) => unknown; delayMs?: number }
  | { kind: "status"; status: number; text: string; headers?: Record<string, string> }
  | { kind: "hang" }
  /** Closes the connection without an answer. */
  | { kind: "drop" };

export interface FakeUpstream {
  url: string;
  /** Raw bodies received, oldest first. */
  received: string[];
  behaviour: UpstreamBehaviour;
  /** Behaviours for the next requests, used up one per request before `behaviour`. */
  next: UpstreamBehaviour[];
  close(): Promise<void>;
}

/**
 * A tiny JSON-RPC upstream whose answers and failures each test controls.
 * The default answers every request with `result: "<method>"`, in order.
 */
export async function startFakeUpstream(): Promise<FakeUpstream> {
  const state: Pick<FakeUpstream, "received" | "behaviour" | "next"> = {
    received: [],
    behaviour: { kind: "json", respond: echoMethods },
    next: [],
  };
  const server: Server = createServer(async (request, response) => {
    const body = await readBody(request);
    state.received.push(body);
    const behaviour = state.next.shift() ?? state.behaviour;
    if (behaviour.kind === "hang") return;
    if (behaviour.kind === "drop") {
      request.socket.destroy();
      return;
    }
    if (behaviour.kind === "status") {
      response
        .writeHead(behaviour.status, { "content-type": "text/plain", ...behaviour.headers })
        .end(behaviour.text);
      return;
    }
    if (behaviour.delayMs !== undefined) {
      await new Promise((resolve) => setTimeout(resolve, behaviour.delayMs));
    }
    response
      .writeHead(200, { "content-type": "application/json" })
      .end(JSON.stringify(behaviour.respond(JSON.parse(body))));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return Object.assign(state, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        // Hanging requests would otherwise keep close() waiting.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

export function echoMethods(payload: unknown): unknown {
  return Array.isArray(payload) ? payload.map(answerWithMethod) : answerWithMethod(payload);
}

/** `{ id, result: <method> }` for one request: shows which request an answer belongs to. */
export function answerWithMethod(request: unknown): unknown {
  const { id, method } = request as { id?: unknown; method?: unknown };
  return { jsonrpc: "2.0", id, result: method };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}
