/**
 * A raw WebSocket client for protocol-level tests: signs its own relay JWT
 * like the SDK does, queues every inbound frame and lets tests await them.
 */
import { randomBytes } from "node:crypto";
import { generateKeyPair, signJWT } from "@walletconnect/relay-auth";
import { WebSocket } from "ws";

export interface InboundFrame {
  readonly id?: string | number;
  readonly jsonrpc?: string;
  readonly method?: string;
  readonly params?: unknown;
  readonly result?: unknown;
  readonly error?: { readonly code: number; readonly message: string };
}

export interface SubscriptionPush {
  readonly id: number;
  readonly method: "irn_subscription";
  readonly params: {
    readonly id: string;
    readonly data: {
      readonly topic: string;
      readonly message: string;
      readonly publishedAt: number;
      readonly tag: number;
      readonly attestation?: string;
    };
  };
}

export interface ConnectOptions {
  /** Use this JWT instead of a freshly signed one. */
  readonly jwt?: string;
  readonly autoPong?: boolean;
}

/** A valid relay JWT plus the did:key it authenticates. */
export async function makeJwt(
  aud: string,
  ttlSeconds = 3600,
  iat?: number,
): Promise<{ jwt: string; clientId: string }> {
  const keyPair = generateKeyPair(randomBytes(32));
  const jwt = await signJWT(randomBytes(32).toString("hex"), aud, ttlSeconds, keyPair, iat);
  const payload = JSON.parse(Buffer.from(jwt.split(".")[1] ?? "", "base64url").toString("utf8"));
  return { jwt, clientId: (payload as { iss: string }).iss };
}

export function randomTopic(): string {
  return randomBytes(32).toString("hex");
}

export class TestClient {
  readonly frames: InboundFrame[] = [];
  private waiters: Array<() => void> = [];
  private nextId = 1;

  private constructor(
    readonly socket: WebSocket,
    readonly clientId: string,
  ) {
    socket.on("message", (data) => {
      this.frames.push(JSON.parse(String(data)) as InboundFrame);
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  static async connect(baseUrl: string, options: ConnectOptions = {}): Promise<TestClient> {
    const { jwt, clientId } = options.jwt
      ? { jwt: options.jwt, clientId: "" }
      : await makeJwt(baseUrl);
    const socket = new WebSocket(`${baseUrl}/?auth=${jwt}&projectId=test&ua=foyer-test`, {
      autoPong: options.autoPong ?? true,
    });
    await new Promise<void>((resolve, reject) => {
      socket.once("open", () => resolve());
      socket.once("error", reject);
    });
    return new TestClient(socket, clientId);
  }

  send(raw: string): void {
    this.socket.send(raw);
  }

  /** Sends a request and resolves with its response frame. */
  async request(method: string, params?: unknown): Promise<InboundFrame> {
    const id = this.nextId++;
    this.send(JSON.stringify({ id, jsonrpc: "2.0", method, params }));
    return this.next((f) => f.id === id && f.method === undefined);
  }

  /** Like request() but fails unless the relay answered with a result. */
  async call(method: string, params?: unknown): Promise<unknown> {
    const response = await this.request(method, params);
    if (response.error) throw new Error(`${method}: ${response.error.message}`);
    return response.result;
  }

  /** Removes and returns the first queued (or future) frame matching `match`. */
  async next(match: (frame: InboundFrame) => boolean, timeoutMs = 2000): Promise<InboundFrame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.frames.findIndex(match);
      if (index >= 0) return this.frames.splice(index, 1)[0] as InboundFrame;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error("timed out waiting for a frame");
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Next irn_subscription push, acknowledged the way the SDK does. */
  async nextPush(timeoutMs?: number): Promise<SubscriptionPush> {
    const frame = await this.next((f) => f.method === "irn_subscription", timeoutMs);
    this.send(JSON.stringify({ id: frame.id, jsonrpc: "2.0", result: true }));
    return frame as SubscriptionPush;
  }

  /** Resolves if no push arrives within `ms`. */
  async expectNoPush(ms = 150): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, ms));
    const push = this.frames.find((f) => f.method === "irn_subscription");
    if (push) throw new Error(`unexpected push: ${JSON.stringify(push)}`);
  }

  async close(): Promise<void> {
    if (this.socket.readyState === WebSocket.CLOSED) return;
    await new Promise<void>((resolve) => {
      this.socket.once("close", () => resolve());
      this.socket.close();
    });
  }
}

/** Attempts an upgrade and reports the HTTP status the relay refused it with. */
export function upgradeStatus(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.once("unexpected-response", (_req, res) => {
      resolve(res.statusCode ?? 0);
      socket.terminate();
    });
    socket.once("open", () => {
      socket.close();
      resolve(101);
    });
    socket.once("error", (error) => reject(error));
  });
}
