import { getBase58Encoder, getBase64Encoder, isAddress } from "@solana/kit";
import { accountEncoding } from "../rpc/accountEncoding.js";
import { configParam, isRecord, param } from "../rpc/params.js";
import { invalidParams, RpcCode, SolanaRpcError } from "../rpcError.js";

/** A program account filter of `programSubscribe` (as `getProgramAccounts` takes them). */
export type AccountFilter =
  | { dataSize: number }
  | { memcmp: { offset: number; bytes: Uint8Array } };

/** What one subscription watches, parsed from its subscribe request. */
export type Subscription =
  | { kind: "account"; pubkey: string; config: Record<string, unknown> }
  | {
      kind: "program";
      programId: string;
      config: Record<string, unknown>;
      filters: AccountFilter[];
    }
  | { kind: "signature"; signature: string; received: boolean }
  | { kind: "logs"; mentions: string | undefined }
  | { kind: "slot" }
  | { kind: "root" };

export type SubscriptionKind = Subscription["kind"];

/** The notification method of each kind, as a validator names them. */
export const NOTIFICATION_METHOD: Readonly<Record<SubscriptionKind, string>> = {
  account: "accountNotification",
  program: "programNotification",
  signature: "signatureNotification",
  logs: "logsNotification",
  slot: "slotNotification",
  root: "rootNotification",
};

/** `<kind>Unsubscribe` → the kind it ends. */
export const UNSUBSCRIBE_METHODS: Readonly<Record<string, SubscriptionKind>> = {
  accountUnsubscribe: "account",
  programUnsubscribe: "program",
  signatureUnsubscribe: "signature",
  logsUnsubscribe: "logs",
  slotUnsubscribe: "slot",
  rootUnsubscribe: "root",
};

/** Agave's words for a parameter that does not parse: "Invalid Request: Invalid pubkey provided". */
function invalidProvided(thing: string): SolanaRpcError {
  return invalidParams(`Invalid Request: Invalid ${thing} provided`);
}

function pubkeyParam(params: unknown, thing: string): string {
  const value = param(params, 0);
  if (typeof value !== "string" || !isAddress(value)) throw invalidProvided(thing);
  return value;
}

const MAX_FILTERS = 4;
const MAX_MEMCMP_BYTES = 128;

function memcmpBytes(bytes: unknown, encoding: unknown): Uint8Array {
  if (typeof bytes !== "string")
    throw invalidParams("Invalid param: memcmp bytes must be a string");
  try {
    if (encoding === "base64") return new Uint8Array(getBase64Encoder().encode(bytes));
    if (encoding === undefined || encoding === "base58") {
      return new Uint8Array(getBase58Encoder().encode(bytes));
    }
  } catch {
    throw invalidParams("Invalid param: memcmp bytes do not decode");
  }
  throw invalidParams(`Invalid param: unsupported memcmp encoding ${String(encoding)}`);
}

function parseFilters(value: unknown): AccountFilter[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > MAX_FILTERS) {
    throw invalidParams(`Invalid param: expected up to ${MAX_FILTERS} filters`);
  }
  return value.map((filter): AccountFilter => {
    if (isRecord(filter) && typeof filter.dataSize === "number") {
      return { dataSize: filter.dataSize };
    }
    const memcmp = isRecord(filter) ? filter.memcmp : undefined;
    if (isRecord(memcmp) && typeof memcmp.offset === "number" && memcmp.offset >= 0) {
      const bytes = memcmpBytes(memcmp.bytes, memcmp.encoding);
      if (bytes.length > MAX_MEMCMP_BYTES) throw invalidParams("Invalid param: memcmp too long");
      return { memcmp: { offset: memcmp.offset, bytes } };
    }
    throw invalidParams("Invalid param: a filter is { dataSize } or { memcmp: { offset, bytes } }");
  });
}

/** Whether an account's data passes every filter. */
export function passesFilters(data: Uint8Array, filters: readonly AccountFilter[]): boolean {
  return filters.every((filter) => {
    if ("dataSize" in filter) return data.length === filter.dataSize;
    const { offset, bytes } = filter.memcmp;
    if (offset + bytes.length > data.length) return false;
    return bytes.every((byte, index) => data[offset + index] === byte);
  });
}

function logsFilter(value: unknown): string | undefined {
  if (value === "all" || value === "allWithVotes") return undefined;
  const mentions = isRecord(value) ? value.mentions : undefined;
  if (!Array.isArray(mentions)) {
    throw invalidParams('Invalid params: expected "all", "allWithVotes" or { mentions: [pubkey] }');
  }
  if (mentions.length !== 1) throw invalidParams("Invalid Request: Only 1 address supported");
  const [key] = mentions;
  if (typeof key !== "string" || !isAddress(key)) throw invalidProvided("mentions");
  return key;
}

/**
 * Parses a subscribe request (`accountSubscribe`, `programSubscribe`, `signatureSubscribe`,
 * `logsSubscribe`, `slotSubscribe`, `rootSubscribe`) into what it watches; undefined for a
 * method that is not one. Bad parameters throw Agave's -32602 errors. Commitment is accepted
 * and not used: every transaction on this chain is finalized as it lands.
 */
export function parseSubscribe(method: string, params: unknown): Subscription | undefined {
  switch (method) {
    case "accountSubscribe": {
      const pubkey = pubkeyParam(params, "pubkey");
      const config = configParam(params, 1);
      accountEncoding(config, "binary");
      return { kind: "account", pubkey, config };
    }
    case "programSubscribe": {
      const programId = pubkeyParam(params, "pubkey");
      const config = configParam(params, 1);
      accountEncoding(config, "binary");
      return { kind: "program", programId, config, filters: parseFilters(config.filters) };
    }
    case "signatureSubscribe": {
      const signature = param(params, 0);
      if (typeof signature !== "string" || !/^[1-9A-HJ-NP-Za-km-z]{64,88}$/.test(signature)) {
        throw invalidProvided("signature");
      }
      const config = configParam(params, 1);
      return { kind: "signature", signature, received: config.enableReceivedNotification === true };
    }
    case "logsSubscribe":
      configParam(params, 1);
      return { kind: "logs", mentions: logsFilter(param(params, 0)) };
    case "slotSubscribe":
      return { kind: "slot" };
    case "rootSubscribe":
      return { kind: "root" };
    default:
      return undefined;
  }
}

/** The subscription id of an unsubscribe request, or Agave's refusal. */
export function unsubscribeId(params: unknown): number {
  const id = param(params, 0);
  if (typeof id !== "number" || !Number.isSafeInteger(id) || id < 0) {
    throw new SolanaRpcError(RpcCode.invalidParams, "Invalid subscription id.");
  }
  return id;
}
