import { isCaip2 } from "../lib/caip.js";
import { isRecord } from "../lib/isRecord.js";

/**
 * The fields of a sign-in message (the client's `SiwxMessageData`). `chainId`
 * is CAIP-2; the text carries only its reference.
 */
export interface SiwxMessageData {
  accountAddress: string;
  chainId: string;
  domain: string;
  uri: string;
  version: string;
  nonce: string;
  issuedAt: string;
  expirationTime?: string;
  notBefore?: string;
  statement?: string;
  requestId?: string;
  resources?: string[];
}

const REQUIRED = [
  "accountAddress",
  "chainId",
  "domain",
  "uri",
  "version",
  "nonce",
  "issuedAt",
] as const;
const OPTIONAL = ["expirationTime", "notBefore", "statement", "requestId"] as const;

/**
 * Reads the body's `data` into typed fields, or explains what is wrong with
 * it. Only the shape is checked here: whether it agrees with the signed text
 * is the caller's next step, and only the text's own fields are trusted.
 */
export function readMessageData(value: unknown): SiwxMessageData | string {
  if (!isRecord(value)) return "data must be an object with the message fields";
  for (const key of REQUIRED) {
    if (typeof value[key] !== "string" || value[key] === "") {
      return `data.${key} must be a non-empty string`;
    }
  }
  for (const key of OPTIONAL) {
    if (value[key] !== undefined && value[key] !== null && typeof value[key] !== "string") {
      return `data.${key} must be a string when present`;
    }
  }
  const resources = value.resources;
  if (
    resources !== undefined &&
    resources !== null &&
    !(Array.isArray(resources) && resources.every((item) => typeof item === "string"))
  ) {
    return "data.resources must be an array of strings when present";
  }
  const text = (key: string): string | undefined => {
    const field = value[key];
    return typeof field === "string" ? field : undefined;
  };
  const data: SiwxMessageData = {
    accountAddress: String(value.accountAddress),
    chainId: String(value.chainId),
    domain: String(value.domain),
    uri: String(value.uri),
    version: String(value.version),
    nonce: String(value.nonce),
    issuedAt: String(value.issuedAt),
  };
  for (const key of OPTIONAL) {
    const field = text(key);
    if (field !== undefined) data[key] = field;
  }
  if (Array.isArray(resources)) data.resources = resources.map(String);
  if (!isCaip2(data.chainId)) return `data.chainId must be a CAIP-2 id like eip155:1`;
  return data;
}

/** RFC 3339 date-time (what EIP-4361 requires for its timestamps), as epoch ms. */
export function parseTimestamp(value: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i.test(value)) {
    return undefined;
  }
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? undefined : ms;
}
