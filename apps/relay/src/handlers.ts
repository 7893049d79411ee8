/**
 * The relay's JSON-RPC methods. Each handler validates its params, changes
 * relay state, and returns the result plus (optionally) deliveries that must
 * go out only after the reply, so a subscriber learns its subscription id
 * before the backlog for that subscription arrives.
 */
import type { Connection } from "./connection.js";
import {
  type ApproveSessionParams,
  MAX_BATCH,
  type ProposeSessionParams,
  type PublishParams,
  readApproveSessionParams,
  readBatchPublishParams,
  readBatchUnsubscribeParams,
  readProposeSessionParams,
  readPublishParams,
  readTopicParams,
  readTopicsParams,
  readUnsubscribeParams,
} from "./params.js";
import type { JsonValue } from "./protocol.js";
import type { MessageStore, NewMessage } from "./store.js";
import { subscriptionId, type TopicRegistry } from "./topics.js";

export interface RelayState {
  readonly store: MessageStore;
  readonly topics: TopicRegistry<Connection>;
}

export interface HandlerOutcome {
  readonly result: JsonValue;
  readonly afterReply?: () => void;
}

type Handler = (state: RelayState, conn: Connection, params: unknown) => HandlerOutcome;

/** Tags the sign-client uses for the messages the relay publishes on its behalf. */
export const SESSION_TAGS = {
  proposal: 1100,
  proposalResponse: 1101,
  settlement: 1102,
} as const;

/** Registers the subscription and returns a thunk delivering the topic's backlog. */
function subscribe(state: RelayState, conn: Connection, topic: string): [string, () => void] {
  const id = subscriptionId(topic, conn.clientId);
  state.topics.subscribe(topic, conn, id);
  const deliverBacklog = () => {
    for (const message of state.store.pendingFor(topic, conn.clientId)) conn.push(id, message);
  };
  return [id, deliverBacklog];
}

/** Stores the message and fans it out to every subscriber that lacks it. */
function publish(state: RelayState, publisher: Connection, input: NewMessage): void {
  const stored = state.store.add(input, publisher.clientId);
  for (const [conn, id] of state.topics.subscribersOf(input.topic)) {
    // Skips the publisher's own client: clients do not expect their own
    // messages back (the sign-client would process its own settle request).
    if (!stored.receivedBy.has(conn.clientId)) conn.push(id, stored);
  }
}

const fromPublish = (p: PublishParams): NewMessage => ({
  topic: p.topic,
  message: p.message,
  tag: p.tag,
  ttlSeconds: p.ttl,
  attestation: p.attestation,
});

const handlers: Record<string, Handler> = {
  irn_subscribe(state, conn, params) {
    const [id, afterReply] = subscribe(state, conn, readTopicParams(params));
    return { result: id, afterReply };
  },

  irn_batchSubscribe(state, conn, params) {
    const subscribed = readTopicsParams(params).map((topic) => subscribe(state, conn, topic));
    return {
      result: subscribed.map(([id]) => id),
      afterReply: () => {
        for (const [, deliver] of subscribed) deliver();
      },
    };
  },

  irn_unsubscribe(state, conn, params) {
    state.topics.unsubscribe(readUnsubscribeParams(params).topic, conn);
    return { result: true };
  },

  irn_batchUnsubscribe(state, conn, params) {
    for (const { topic } of readBatchUnsubscribeParams(params))
      state.topics.unsubscribe(topic, conn);
    return { result: true };
  },

  irn_publish(state, conn, params) {
    const message = fromPublish(readPublishParams(params));
    return { result: true, afterReply: () => publish(state, conn, message) };
  },

  irn_batchPublish(state, conn, params) {
    const messages = readBatchPublishParams(params).map(fromPublish);
    return {
      result: true,
      afterReply: () => {
        for (const message of messages) publish(state, conn, message);
      },
    };
  },

  /**
   * Messages come back in the reply rather than as pushes, and count as
   * received by the caller. At most MAX_BATCH per call; `hasMore` tells the
   * client to fetch again.
   */
  irn_batchFetchMessages(state, conn, params) {
    const pending = readTopicsParams(params).flatMap((topic) =>
      state.store.pendingFor(topic, conn.clientId),
    );
    const batch = pending.slice(0, MAX_BATCH);
    for (const m of batch) state.store.markReceived(m.topic, m.seq, conn.clientId);
    const messages: JsonValue[] = batch.map((m) => ({
      topic: m.topic,
      message: m.message,
      publishedAt: m.publishedAt,
      tag: m.tag,
      ...(m.attestation === undefined ? {} : { attestation: m.attestation }),
    }));
    return { result: { messages, hasMore: pending.length > batch.length } };
  },

  /**
   * dApp side of pairing. The SDK creates the pairing topic with
   * `skipSubscribe` and expects this call to both subscribe it to the pairing
   * topic and publish the encrypted proposal there, where the wallet finds
   * it once it has scanned the URI and subscribed.
   */
  wc_proposeSession(state, conn, params) {
    const p: ProposeSessionParams = readProposeSessionParams(params);
    const [, deliverBacklog] = subscribe(state, conn, p.pairingTopic);
    return {
      result: true,
      afterReply: () => {
        deliverBacklog();
        publish(state, conn, {
          topic: p.pairingTopic,
          message: p.sessionProposal,
          tag: SESSION_TAGS.proposal,
          ttlSeconds: p.ttl,
          attestation: p.attestation,
        });
      },
    };
  },

  /**
   * Wallet side of approval. The SDK subscribes to the new session topic with
   * `skipSubscribe` and relies on this call to subscribe it, answer the
   * proposal on the pairing topic, and leave the settle request on the
   * session topic for the dApp, which subscribes after reading the answer.
   */
  wc_approveSession(state, conn, params) {
    const p: ApproveSessionParams = readApproveSessionParams(params);
    const [, deliverBacklog] = subscribe(state, conn, p.sessionTopic);
    return {
      result: true,
      afterReply: () => {
        deliverBacklog();
        publish(state, conn, {
          topic: p.pairingTopic,
          message: p.sessionProposalResponse,
          tag: SESSION_TAGS.proposalResponse,
          ttlSeconds: p.ttl,
          attestation: undefined,
        });
        publish(state, conn, {
          topic: p.sessionTopic,
          message: p.sessionSettlementRequest,
          tag: SESSION_TAGS.settlement,
          ttlSeconds: p.ttl,
          attestation: undefined,
        });
      },
    };
  },
};

export function findHandler(method: string): Handler | undefined {
  return Object.hasOwn(handlers, method) ? handlers[method] : undefined;
}

/** Records a client's ack of an `irn_subscription` push. */
export function acknowledge(
  state: RelayState,
  conn: Connection,
  id: string | number | bigint,
  ok: boolean,
): void {
  const pending = conn.takePendingAck(id);
  if (pending && ok) state.store.markReceived(pending.topic, pending.seq, conn.clientId);
}
