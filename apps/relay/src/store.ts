/**
 * Per-topic mailbox. Published messages are kept until their TTL runs out so
 * that a client subscribing later still gets them: the SDK relies on this,
 * e.g. the wallet subscribes to the pairing topic only after the dApp already
 * published its session proposal there.
 */

export interface StoredMessage {
  /** Store-wide sequence number; identifies the message in acks. */
  readonly seq: number;
  readonly topic: string;
  readonly message: string;
  readonly tag: number;
  /** Milliseconds since the epoch, as the SDK expects in `publishedAt`. */
  readonly publishedAt: number;
  readonly expiresAt: number;
  readonly attestation: string | undefined;
  /**
   * Client ids (did:key) that already have this message: the publisher, and
   * every client that acknowledged a delivery or fetched it. They are never
   * sent it again, which also keeps a publisher from hearing its own echo.
   */
  readonly receivedBy: Set<string>;
}

export interface NewMessage {
  readonly topic: string;
  readonly message: string;
  readonly tag: number;
  readonly ttlSeconds: number;
  readonly attestation: string | undefined;
}

export class MessageStore {
  private readonly byTopic = new Map<string, StoredMessage[]>();
  private nextSeq = 1;

  constructor(
    private readonly now: () => number,
    /** Bounds memory per topic; the oldest message is dropped first. */
    private readonly maxPerTopic: number,
  ) {}

  /**
   * Stores a message, or returns the live copy when the same payload is
   * already stored: the SDK republishes a message whose ack it missed.
   */
  add(input: NewMessage, publisherId: string): StoredMessage {
    const now = this.now();
    const list = this.live(input.topic);
    const existing = list.find((m) => m.message === input.message);
    if (existing) {
      existing.receivedBy.add(publisherId);
      return existing;
    }
    const stored: StoredMessage = {
      seq: this.nextSeq++,
      topic: input.topic,
      message: input.message,
      tag: input.tag,
      publishedAt: now,
      expiresAt: now + input.ttlSeconds * 1000,
      attestation: input.attestation,
      receivedBy: new Set([publisherId]),
    };
    list.push(stored);
    if (list.length > this.maxPerTopic) list.shift();
    this.byTopic.set(input.topic, list);
    return stored;
  }

  /** Unexpired messages on `topic` that `clientId` does not have yet, oldest first. */
  pendingFor(topic: string, clientId: string): StoredMessage[] {
    return this.live(topic).filter((m) => !m.receivedBy.has(clientId));
  }

  markReceived(topic: string, seq: number, clientId: string): void {
    this.byTopic
      .get(topic)
      ?.find((m) => m.seq === seq)
      ?.receivedBy.add(clientId);
  }

  /** Drops every expired message; returns how many went. */
  sweep(): number {
    let removed = 0;
    for (const [topic, list] of this.byTopic) {
      const before = list.length;
      removed += before - this.live(topic).length;
    }
    return removed;
  }

  get size(): number {
    let total = 0;
    for (const list of this.byTopic.values()) total += list.length;
    return total;
  }

  /** The topic's unexpired messages; prunes expired ones as a side effect. */
  private live(topic: string): StoredMessage[] {
    const list = this.byTopic.get(topic);
    if (!list) return [];
    const now = this.now();
    const kept = list.filter((m) => m.expiresAt > now);
    if (kept.length === 0) this.byTopic.delete(topic);
    else this.byTopic.set(topic, kept);
    return kept;
  }
}
