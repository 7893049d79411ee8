/**
 * Parameter shapes of the relay methods and their validation. Every reader
 * throws RpcError(-32602) so a bad request is answered, never crashes.
 * Unknown extra fields (the SDK adds "tvf" analytics fields such as
 * correlationId or chainId to publishes) are ignored on purpose.
 */
import { RPC_ERROR, RpcError } from "./protocol.js";

export interface PublishParams {
  readonly topic: string;
  readonly message: string;
  /** Seconds. */
  readonly ttl: number;
  readonly tag: number;
  readonly prompt: boolean;
  readonly attestation: string | undefined;
}

export interface UnsubscribeParams {
  readonly topic: string;
  readonly id: string;
}

export interface ProposeSessionParams {
  readonly pairingTopic: string;
  readonly sessionProposal: string;
  readonly ttl: number;
  readonly attestation: string | undefined;
}

export interface ApproveSessionParams {
  readonly pairingTopic: string;
  readonly sessionTopic: string;
  readonly sessionProposalResponse: string;
  readonly sessionSettlementRequest: string;
  readonly ttl: number;
}

/** Same cap as the SDK's own batch size, so a real client never hits it. */
export const MAX_BATCH = 500;
/** The public relay keeps mailbox messages for at most 30 days. */
export const MAX_TTL_SECONDS = 30 * 24 * 60 * 60;
/** TTL the SDK itself uses for wc_proposeSession / wc_approveSession. */
const DEFAULT_SESSION_TTL_SECONDS = 5 * 60;

function fail(message: string): never {
  throw new RpcError(RPC_ERROR.invalidParams, `Invalid params: ${message}`);
}

function record(params: unknown): Record<string, unknown> {
  if (typeof params !== "object" || params === null || Array.isArray(params)) {
    fail("expected an object");
  }
  return params as Record<string, unknown>;
}

/** Topics are sha256 digests (hex) in every WalletConnect flow. */
function topic(value: unknown, name: string): string {
  if (typeof value !== "string" || !/^[0-9a-fA-F]{64}$/.test(value)) {
    fail(`${name} must be a 32-byte hex string`);
  }
  return value;
}

function nonEmptyString(value: unknown, name: string): string {
  if (typeof value !== "string" || value.length === 0) fail(`${name} must be a non-empty string`);
  return value;
}

function optionalString(value: unknown, name: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "string") fail(`${name} must be a string`);
  return value;
}

function ttl(value: unknown, fallback?: number): number {
  if (value === undefined && fallback !== undefined) return fallback;
  if (typeof value !== "number" || !Number.isInteger(value) || value < 1) {
    fail("ttl must be a positive integer (seconds)");
  }
  return Math.min(value, MAX_TTL_SECONDS);
}

function list(value: unknown, name: string): readonly unknown[] {
  if (!Array.isArray(value)) fail(`${name} must be an array`);
  if (value.length > MAX_BATCH) fail(`${name} holds more than ${MAX_BATCH} entries`);
  return value;
}

export function readTopicParams(params: unknown): string {
  return topic(record(params).topic, "topic");
}

export function readTopicsParams(params: unknown): string[] {
  return list(record(params).topics, "topics").map((t, i) => topic(t, `topics[${i}]`));
}

export function readPublishParams(params: unknown): PublishParams {
  const p = record(params);
  const tag = p.tag ?? 0;
  if (typeof tag !== "number" || !Number.isInteger(tag) || tag < 0) {
    fail("tag must be a non-negative integer");
  }
  const prompt = p.prompt ?? false;
  if (typeof prompt !== "boolean") fail("prompt must be a boolean");
  return {
    topic: topic(p.topic, "topic"),
    message: nonEmptyString(p.message, "message"),
    ttl: ttl(p.ttl),
    tag,
    prompt,
    attestation: optionalString(p.attestation, "attestation"),
  };
}

export function readBatchPublishParams(params: unknown): PublishParams[] {
  return list(record(params).messages, "messages").map(readPublishParams);
}

export function readUnsubscribeParams(params: unknown): UnsubscribeParams {
  const p = record(params);
  return { topic: topic(p.topic, "topic"), id: nonEmptyString(p.id, "id") };
}

export function readBatchUnsubscribeParams(params: unknown): UnsubscribeParams[] {
  return list(record(params).subscriptions, "subscriptions").map(readUnsubscribeParams);
}

export function readProposeSessionParams(params: unknown): ProposeSessionParams {
  const p = record(params);
  return {
    pairingTopic: topic(p.pairingTopic, "pairingTopic"),
    sessionProposal: nonEmptyString(p.sessionProposal, "sessionProposal"),
    ttl: ttl(p.ttl, DEFAULT_SESSION_TTL_SECONDS),
    attestation: optionalString(p.attestation, "attestation"),
  };
}

export function readApproveSessionParams(params: unknown): ApproveSessionParams {
  const p = record(params);
  return {
    pairingTopic: topic(p.pairingTopic, "pairingTopic"),
    sessionTopic: topic(p.sessionTopic, "sessionTopic"),
    sessionProposalResponse: nonEmptyString(p.sessionProposalResponse, "sessionProposalResponse"),
    sessionSettlementRequest: nonEmptyString(
      p.sessionSettlementRequest,
      "sessionSettlementRequest",
    ),
    ttl: ttl(p.ttl, DEFAULT_SESSION_TTL_SECONDS),
  };
}
