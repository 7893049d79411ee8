import type { IncomingMessage, ServerResponse } from "node:http";
import { internalError, payloadTooLarge } from "../http/errors.js";
import { redactUrl } from "../http/logSerializers.js";
import type { ProjectAccess } from "../project/guard.js";
import { RPC_CONTENT_TYPE, type RpcLog, type RpcService } from "./serve.js";

export interface FastPathLog extends RpcLog {
  info(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
}

export interface RpcFastPathOptions {
  access: ProjectAccess;
  service: RpcService;
  bodyLimit: number;
  log: FastPathLog;
  /** Log one line per request, as Fastify does at level info and below. */
  logRequests: boolean;
  /** Told of each answer's status and time (metrics), as Fastify's own routes are. */
  observe?: (status: number, seconds: number) => void;
}

/** Answers the request and returns true, or returns false to leave it to Fastify. */
export type FrontHandler = (request: IncomingMessage, response: ServerResponse) => boolean;

/**
 * `POST /v1` and `POST /v1/` — the JSON-RPC proxy — answered straight from
 * node:http, before Fastify. The proxy is the hottest route a dApp calls,
 * and Fastify's per-request work (routing, a child logger, hooks, reply
 * serialisation) measured at about a third of its CPU time; on this path
 * the proxy is held to 60% of the node's own throughput.
 *
 * It does what the Fastify route (`rpc/rpcRoutes.ts`) does, in the same order:
 * the project guard before the body is read, CORS headers on every answer
 * (errors too), the body limit, then the shared `RpcService`. Everything
 * else — preflights, other methods, any other path — goes to Fastify.
 */
export function createRpcFastPath(options: RpcFastPathOptions): FrontHandler {
  const readBody = createBodyReader(options.bodyLimit);
  return (request, response) => {
    if (request.method !== "POST") return false;
    const url = request.url ?? "";
    const queryStart = url.indexOf("?");
    const path = queryStart === -1 ? url : url.slice(0, queryStart);
    if (path !== "/v1" && path !== "/v1/") return false;
    const query = new URLSearchParams(queryStart === -1 ? "" : url.slice(queryStart + 1));
    serve(options, readBody, request, response, query).catch((error: unknown) => {
      options.log.error({ err: error }, "unhandled error");
      if (!response.headersSent && !response.destroyed) {
        send(response, 500, JSON.stringify(internalError), undefined);
      } else {
        response.destroy();
      }
    });
    return true;
  };
}

async function serve(
  options: RpcFastPathOptions,
  readBody: (request: IncomingMessage) => Promise<BodyResult>,
  request: IncomingMessage,
  response: ServerResponse,
  query: URLSearchParams,
): Promise<void> {
  const started = options.logRequests || options.observe !== undefined ? performance.now() : 0;
  const origin = singleHeader(request, "origin");
  const projectId =
    nonEmpty(queryValue(query, "projectId")) ?? singleHeader(request, "x-project-id");

  let status: number;
  let json: string;
  const verdict =
    options.access.admitNow(projectId, origin) ?? (await options.access.admit(projectId, origin));
  if (!verdict.ok) {
    status = verdict.status;
    json = JSON.stringify(verdict.body);
  } else {
    const body = await readBody(request);
    if (body === undefined) return; // the client went away mid-body: nobody to answer
    if (body === TOO_LARGE) {
      // The rest of the body is never read, so this connection can't carry another request.
      response.setHeader("connection", "close");
      status = 413;
      json = JSON.stringify(payloadTooLarge(options.bodyLimit));
    } else {
      ({ status, json } = await options.service.handle(
        queryValue(query, "chainId"),
        body,
        options.log,
        verdict.project,
      ));
    }
  }
  send(response, status, json, origin);
  options.observe?.(status, (performance.now() - started) / 1000);

  if (options.logRequests) {
    options.log.info(
      {
        rpc: {
          method: request.method,
          url: redactUrl(request.url ?? ""),
          remoteAddress: request.socket.remoteAddress,
        },
        res: { statusCode: status },
        responseTime: performance.now() - started,
      },
      "request completed",
    );
  }
}

function send(
  response: ServerResponse,
  status: number,
  json: string,
  origin: string | undefined,
): void {
  if (response.destroyed) return;
  const headers: Record<string, string | number> = {
    "content-type": RPC_CONTENT_TYPE,
    "content-length": Buffer.byteLength(json),
    // The answer depends on Origin (CORS), so shared caches must key on it.
    vary: "Origin",
  };
  // Reflected on errors too, or a browser hides why it was refused.
  if (origin !== undefined) headers["access-control-allow-origin"] = origin;
  response.writeHead(status, headers);
  response.end(json);
}

const TOO_LARGE = Symbol("too large");
type BodyResult = string | typeof TOO_LARGE | undefined;

interface BodyState {
  chunks: Buffer[];
  length: number;
  resolve(result: BodyResult): void;
}

/**
 * Reads request bodies as text: TOO_LARGE past the limit, undefined when the
 * client aborts. The listeners are made once here, not per request (the
 * emitter is their `this`): on the proxy's hot path every closure made per
 * request also costs a name-keeping call under tsx.
 */
function createBodyReader(limit: number): (request: IncomingMessage) => Promise<BodyResult> {
  const reading = new WeakMap<IncomingMessage, BodyState>();

  function finish(request: IncomingMessage, result: BodyResult): void {
    const state = reading.get(request);
    if (state === undefined) return;
    reading.delete(request);
    request.off("data", onData);
    request.off("end", onEnd);
    request.off("close", onClose);
    state.resolve(result);
  }

  function onData(this: IncomingMessage, chunk: Buffer): void {
    const state = reading.get(this);
    if (state === undefined) return;
    state.length += chunk.length;
    if (state.length > limit) {
      this.pause();
      finish(this, TOO_LARGE);
    } else {
      state.chunks.push(chunk);
    }
  }

  function onEnd(this: IncomingMessage): void {
    const state = reading.get(this);
    if (state === undefined) return;
    const [only] = state.chunks;
    finish(
      this,
      state.chunks.length === 1 && only !== undefined
        ? only.toString("utf8")
        : Buffer.concat(state.chunks, state.length).toString("utf8"),
    );
  }

  // 'close' before 'end' means the client aborted (an 'error' is followed by 'close' too).
  function onClose(this: IncomingMessage): void {
    finish(this, undefined);
  }

  return (request) => {
    if (Number(request.headers["content-length"]) > limit) return Promise.resolve(TOO_LARGE);
    return new Promise((resolve) => {
      reading.set(request, { chunks: [], length: 0, resolve });
      request.on("data", onData);
      request.on("end", onEnd);
      request.on("close", onClose);
      request.on("error", ignoreError);
    });
  };
}

function ignoreError(): void {}

/** Like Fastify's query parser: a repeated parameter is an array, which callers treat as invalid. */
function queryValue(query: URLSearchParams, name: string): string | string[] | undefined {
  const values = query.getAll(name);
  if (values.length === 0) return undefined;
  return values.length === 1 ? values[0] : values;
}

function nonEmpty(value: string | string[] | undefined): string | undefined {
  return typeof value === "string" && value.length > 0 ? value : undefined;
}

function singleHeader(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === "string" && value.length > 0 ? value : undefined;
}
