/**
 * Which socket listens to which topic, under which subscription id.
 * Subscriptions belong to a socket, not to a client id: when the socket goes
 * away they go with it, and the SDK re-subscribes after reconnecting.
 */
import { createHash } from "node:crypto";

/**
 * sha256(topic + clientId) as hex: the same id the SDK derives locally for
 * its own bookkeeping (`hashMessage(topic + clientId)` in the core
 * Subscriber), so the relay's answer and the client's view agree.
 */
export function subscriptionId(topic: string, clientId: string): string {
  return createHash("sha256")
    .update(topic + clientId, "utf8")
    .digest("hex");
}

export class TopicRegistry<Conn> {
  private readonly byTopic = new Map<string, Map<Conn, string>>();
  private readonly byConn = new Map<Conn, Set<string>>();

  subscribe(topic: string, conn: Conn, id: string): void {
    const subscribers = this.byTopic.get(topic) ?? new Map<Conn, string>();
    subscribers.set(conn, id);
    this.byTopic.set(topic, subscribers);
    const topics = this.byConn.get(conn) ?? new Set<string>();
    topics.add(topic);
    this.byConn.set(conn, topics);
  }

  /** Returns whether the socket was subscribed. */
  unsubscribe(topic: string, conn: Conn): boolean {
    const subscribers = this.byTopic.get(topic);
    const removed = subscribers?.delete(conn) ?? false;
    if (subscribers?.size === 0) this.byTopic.delete(topic);
    const topics = this.byConn.get(conn);
    topics?.delete(topic);
    if (topics?.size === 0) this.byConn.delete(conn);
    return removed;
  }

  /** Forgets every subscription of a closed socket. */
  dropConnection(conn: Conn): void {
    for (const topic of this.byConn.get(conn) ?? []) {
      const subscribers = this.byTopic.get(topic);
      subscribers?.delete(conn);
      if (subscribers?.size === 0) this.byTopic.delete(topic);
    }
    this.byConn.delete(conn);
  }

  subscribersOf(topic: string): Array<readonly [Conn, string]> {
    return [...(this.byTopic.get(topic) ?? [])];
  }

  idFor(topic: string, conn: Conn): string | undefined {
    return this.byTopic.get(topic)?.get(conn);
  }

  get topicCount(): number {
    return this.byTopic.size;
  }
}
