/**
 * The server: an HTTP listener on 127.0.0.1 whose WebSocket upgrades are
 * authenticated, then JSON-RPC frames dispatched to the method handlers.
 * All state lives inside one startRelay() call, so several relays can run
 * side by side in one process (tests do).
 */
import { createServer, type IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { type RawData, type WebSocket, WebSocketServer } from "ws";
import { authenticate } from "./auth.js";
import { Connection } from "./connection.js";
import { acknowledge, findHandler, type HandlerOutcome, type RelayState } from "./handlers.js";
import { encodeError, encodeResult, parseFrame, RPC_ERROR, RpcError } from "./protocol.js";
import { MessageStore } from "./store.js";
import { TopicRegistry } from "./topics.js";

export interface RelayOptions {
  /** 0 (default) picks a free port. */
  readonly port?: number;
  /** Loopback only: this relay has no TLS and no rate limiting. */
  readonly host?: "127.0.0.1";
  /**
   * Ping interval; a socket that has not answered the previous ping is
   * dropped. The SDK terminates a socket that sees no ping for 35 s, so the
   * default stays below that.
   */
  readonly heartbeatIntervalMs?: number;
  /** Clock for message TTLs and JWT expiry; tests move it forward. */
  readonly now?: () => number;
  /** Receives one line per notable event (rejected upgrade, handler bug). */
  readonly log?: (line: string) => void;
}

export interface RelayHandle {
  readonly url: `ws://127.0.0.1:${number}`;
  readonly port: number;
  /** Closes every socket and the listener. */
  stop(): Promise<void>;
}

/** Frames above this get a JSON-RPC error and the socket stays open. */
export const MAX_FRAME_BYTES = 512 * 1024;
/** Hard limit enforced by `ws` itself (closes with 1009) so nobody buffers megabytes. */
const HARD_FRAME_BYTES = 4 * 1024 * 1024;
const DEFAULT_HEARTBEAT_MS = 30_000;
const MAX_MESSAGES_PER_TOPIC = 1_000;

function frameBytes(data: RawData): number {
  if (Array.isArray(data)) return data.reduce((sum, chunk) => sum + chunk.length, 0);
  return data.byteLength;
}

function frameText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString("utf8");
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString("utf8");
  return data.toString("utf8");
}

function rejectUpgrade(socket: Duplex, status: 401 | 503, reason: string): void {
  const title = status === 401 ? "Unauthorized" : "Service Unavailable";
  socket.end(
    `HTTP/1.1 ${status} ${title}\r\nConnection: close\r\nContent-Type: text/plain\r\n` +
      `Content-Length: ${Buffer.byteLength(reason)}\r\n\r\n${reason}`,
  );
}

export async function startRelay(options: RelayOptions = {}): Promise<RelayHandle> {
  const host = options.host ?? "127.0.0.1";
  if (host !== "127.0.0.1") throw new Error("@foyer/relay only binds 127.0.0.1");
  const now = options.now ?? Date.now;
  const log = options.log ?? (() => {});

  const state: RelayState = {
    store: new MessageStore(now, MAX_MESSAGES_PER_TOPIC),
    topics: new TopicRegistry<Connection>(),
  };
  const connections = new Map<WebSocket, Connection>();
  let nextSocketId = 1;
  let pushCounter = 0;
  let stopping = false;
  const nextPushId = () => ++pushCounter;

  const http = createServer((req, res) => {
    if (req.url === "/health") {
      res.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
      return;
    }
    res.writeHead(426, { "content-type": "text/plain" }).end("WebSocket relay: upgrade required");
  });
  const wss = new WebSocketServer({ noServer: true, maxPayload: HARD_FRAME_BYTES });

  function handleFrame(conn: Connection, text: string): void {
    const frame = parseFrame(text);
    if (frame.kind === "invalid") {
      conn.send(encodeError(frame.id, frame.code, frame.message));
      return;
    }
    if (frame.kind === "response") {
      acknowledge(state, conn, frame.id, frame.ok && frame.result === true);
      return;
    }
    const handler = findHandler(frame.method);
    const reply = (encode: () => string) => {
      if (frame.id !== undefined) conn.send(encode());
    };
    if (!handler) {
      reply(() =>
        encodeError(
          frame.id ?? null,
          RPC_ERROR.methodNotFound,
          `Method not found: ${frame.method}`,
        ),
      );
      return;
    }
    let outcome: HandlerOutcome;
    try {
      outcome = handler(state, conn, frame.params);
    } catch (error) {
      if (error instanceof RpcError) {
        reply(() => encodeError(frame.id ?? null, error.code, error.message));
        return;
      }
      log(`handler ${frame.method} failed: ${(error as Error).stack ?? String(error)}`);
      reply(() => encodeError(frame.id ?? null, RPC_ERROR.internal, "Internal error"));
      return;
    }
    if (frame.id !== undefined) conn.send(encodeResult(frame.id, outcome.result));
    try {
      outcome.afterReply?.();
    } catch (error) {
      // The caller already has its answer; a failed fan-out is only logged.
      log(`delivery after ${frame.method} failed: ${(error as Error).stack ?? String(error)}`);
    }
  }

  function onConnection(socket: WebSocket, clientId: string): void {
    const conn = new Connection(nextSocketId++, clientId, socket, nextPushId);
    connections.set(socket, conn);
    socket.on("pong", () => {
      conn.alive = true;
    });
    socket.on("message", (data) => {
      conn.alive = true;
      if (frameBytes(data) > MAX_FRAME_BYTES) {
        conn.send(
          encodeError(null, RPC_ERROR.invalidRequest, `Frame exceeds ${MAX_FRAME_BYTES} bytes`),
        );
        return;
      }
      try {
        handleFrame(conn, frameText(data));
      } catch (error) {
        // Last line of defence: one client's frame must never take the relay down.
        log(`frame from socket ${conn.socketId} failed: ${String(error)}`);
      }
    });
    socket.on("error", (error) => log(`socket ${conn.socketId} error: ${error.message}`));
    socket.on("close", () => {
      connections.delete(socket);
      state.topics.dropConnection(conn);
    });
  }

  http.on("upgrade", (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on("error", () => socket.destroy());
    let token: string | null = null;
    try {
      token = new URL(req.url ?? "/", "http://127.0.0.1").searchParams.get("auth");
    } catch {
      // An unparsable request target simply carries no token: 401 below.
    }
    authenticate(token, now())
      .then((auth) => {
        if (stopping) return rejectUpgrade(socket, 503, "relay stopping");
        if (!auth.ok) {
          log(`rejected upgrade: ${auth.reason}`);
          return rejectUpgrade(socket, 401, auth.reason);
        }
        wss.handleUpgrade(req, socket, head, (ws) => onConnection(ws, auth.clientId));
      })
      .catch((error: unknown) => {
        log(`upgrade failed: ${String(error)}`);
        socket.destroy();
      });
  });

  const heartbeat = setInterval(() => {
    for (const conn of connections.values()) {
      if (!conn.alive) {
        conn.terminate();
        continue;
      }
      conn.alive = false;
      conn.ping();
    }
    state.store.sweep();
  }, options.heartbeatIntervalMs ?? DEFAULT_HEARTBEAT_MS);

  await new Promise<void>((resolve, reject) => {
    http.once("error", reject);
    http.listen(options.port ?? 0, host, () => {
      http.off("error", reject);
      resolve();
    });
  });
  const address = http.address();
  if (address === null || typeof address === "string") throw new Error("relay has no TCP port");
  const port = address.port;

  return {
    url: `ws://127.0.0.1:${port}`,
    port,
    async stop() {
      if (stopping) return;
      stopping = true;
      clearInterval(heartbeat);
      const sockets = [...connections.keys()];
      const closed = Promise.all(
        sockets.map((s) => new Promise<void>((resolve) => s.once("close", () => resolve()))),
      );
      for (const s of sockets) s.close(1001, "relay stopping");
      // Peers that do not complete the close handshake promptly are cut off.
      const grace = new Promise<void>((resolve) => setTimeout(resolve, 500).unref());
      await Promise.race([closed, grace]);
      for (const s of connections.keys()) s.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
