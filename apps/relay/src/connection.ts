/**
 * One authenticated WebSocket: sends frames, pushes `irn_subscription`
 * deliveries and remembers which push ids still await the client's ack.
 */
import { WebSocket } from "ws";
import { encodeRequest, type JsonValue } from "./protocol.js";
import type { StoredMessage } from "./store.js";

export interface PendingAck {
  readonly topic: string;
  readonly seq: number;
}

/**
 * A client that never acks must not grow memory without bound; beyond this
 * the oldest pending ack is forgotten (the message then simply stays
 * deliverable to that client until its TTL).
 */
const MAX_PENDING_ACKS = 10_000;

export class Connection {
  /** Cleared by each heartbeat, set again by any frame or pong from the peer. */
  alive = true;
  private readonly pendingAcks = new Map<string, PendingAck>();

  constructor(
    readonly socketId: number,
    /** did:key of the authenticated client. */
    readonly clientId: string,
    private readonly socket: WebSocket,
    private readonly nextPushId: () => number,
  ) {}

  get open(): boolean {
    return this.socket.readyState === WebSocket.OPEN;
  }

  send(frame: string): void {
    if (this.open) this.socket.send(frame);
  }

  /** Delivers a stored message the way the public relay does. */
  push(subscriptionId: string, message: StoredMessage): void {
    if (!this.open) return;
    const id = this.nextPushId();
    const data: JsonValue = {
      topic: message.topic,
      message: message.message,
      publishedAt: message.publishedAt,
      tag: message.tag,
      ...(message.attestation === undefined ? {} : { attestation: message.attestation }),
    };
    this.pendingAcks.set(String(id), { topic: message.topic, seq: message.seq });
    if (this.pendingAcks.size > MAX_PENDING_ACKS) {
      const oldest = this.pendingAcks.keys().next().value;
      if (oldest !== undefined) this.pendingAcks.delete(oldest);
    }
    this.send(encodeRequest(id, "irn_subscription", { id: subscriptionId, data }));
  }

  /** Resolves an ack (or error reply) from the client to the push it answers. */
  takePendingAck(id: string | number | bigint): PendingAck | undefined {
    const key = String(id);
    const pending = this.pendingAcks.get(key);
    this.pendingAcks.delete(key);
    return pending;
  }

  ping(): void {
    if (this.open) this.socket.ping();
  }

  terminate(): void {
    this.socket.terminate();
  }
}
