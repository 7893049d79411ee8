import type { CaipNetworkId } from "../caip/caip.js";
import { TaggedLines } from "./taggedLines.js";

/**
 * The fields of a sign-in message (behaviour §3) without its text. `chainId` is the CAIP-2 id
 * (`eip155:1`), so one shape serves every namespace; the text carries only its reference.
 */
export interface SiwxMessageData {
  accountAddress: string;
  chainId: CaipNetworkId;
  /**
   * The RFC 3986 scheme written before the domain (`https` in `https://app.example.com wants
   * you…`), which EIP-4361 allows and most messages leave out.
   */
  scheme?: string;
  /** RFC 3986 authority asking for the signature, e.g. `app.example.com`. */
  domain: string;
  /** RFC 3986 URI of the resource being signed in to. */
  uri: string;
  /** Always "1" (EIP-4361, CAIP-122). */
  version: string;
  /** At least 8 alphanumeric characters, single use. */
  nonce: string;
  /** RFC 3339 date-times. */
  issuedAt: string;
  expirationTime?: string;
  notBefore?: string;
  statement?: string;
  requestId?: string;
  resources?: readonly string[];
}

/**
 * The account word of the first line per namespace: EIP-4361 fixes "Ethereum"; CAIP-122
 * leaves it to each namespace profile, and the Solana and Bitcoin profiles use these.
 */
const ACCOUNT_KIND: Readonly<Record<string, string>> = {
  eip155: "Ethereum",
  solana: "Solana",
  bip122: "Bitcoin",
};

/** Namespaces a sign-in message can be written for. */
export function isSiwxNamespace(namespace: string): boolean {
  return Object.hasOwn(ACCOUNT_KIND, namespace);
}

/**
 * Splits a chain id at its first colon. An id without one is all namespace with an empty
 * reference, so a malformed id reaches the message's own checks instead of being misread.
 */
export function splitChainId(chainId: string): { namespace: string; reference: string } {
  const at = chainId.indexOf(":");
  return at < 0
    ? { namespace: chainId, reference: "" }
    : { namespace: chainId.slice(0, at), reference: chainId.slice(at + 1) };
}

/**
 * The text the wallet signs, following the EIP-4361 ABNF (which CAIP-122 generalises):
 * header (the optional `scheme://`, the domain), address, a blank line, the optional
 * statement followed by a blank line, then the tagged lines in the fixed order URI,
 * Version, Chain ID, Nonce, Issued At, Expiration Time, Not Before, Request ID, Resources.
 * Without a statement the ABNF still keeps both blank lines; an empty statement is a line of
 * its own; `resources: []` is a `Resources:` line with no entry. No trailing newline.
 * Fields are not validated here.
 */
export function formatSiwxMessage(data: SiwxMessageData): string {
  const { namespace, reference } = splitChainId(data.chainId);
  const kind = ACCOUNT_KIND[namespace] ?? namespace;
  const origin = data.scheme === undefined ? data.domain : `${data.scheme}://${data.domain}`;
  const lines = [
    `${origin} wants you to sign in with your ${kind} account:`,
    data.accountAddress,
    "",
  ];
  if (data.statement !== undefined) lines.push(data.statement);
  lines.push(
    "",
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${reference}`,
    `Nonce: ${data.nonce}`,
    `Issued At: ${data.issuedAt}`,
  );
  if (data.expirationTime !== undefined) lines.push(`Expiration Time: ${data.expirationTime}`);
  if (data.notBefore !== undefined) lines.push(`Not Before: ${data.notBefore}`);
  if (data.requestId !== undefined) lines.push(`Request ID: ${data.requestId}`);
  if (data.resources !== undefined) {
    lines.push("Resources:", ...data.resources.map((resource) => `- ${resource}`));
  }
  return lines.join("\n");
}

// `[ scheme "://" ] domain`: an RFC 3986 scheme, then an authority (no slash, no space).
const HEADER =
  /^(?:([A-Za-z][A-Za-z0-9+.-]*):\/\/)?([^\s/]+) wants you to sign in with your (\S+) account:$/;

/**
 * Reads a message text back into its fields: what a verifier trusts, rather than fields
 * sent beside it. Accepts every form the EIP-4361 ABNF allows (with CAIP-122's Solana and
 * Bitcoin headers): the optional `scheme://`, an authority with user info or a port, no
 * statement, an empty one, each optional tag, an empty Request ID, `Resources:` with none.
 * Undefined when the text does not follow it (unknown account word, a CR, missing, repeated
 * or reordered tags, anything after the last line). `formatSiwxMessage(parseSiwxMessage(text))`
 * gives `text` back, byte for byte, for every text it accepts.
 */
export function parseSiwxMessage(text: string): SiwxMessageData | undefined {
  // The ABNF's line break is LF alone.
  if (text.includes("\r")) return undefined;
  const lines = text.split("\n");
  const header = HEADER.exec(lines[0] ?? "");
  if (header === null) return undefined;
  const [, scheme, domain = "", kind = ""] = header;
  const namespace = Object.keys(ACCOUNT_KIND).find((key) => ACCOUNT_KIND[key] === kind);
  const accountAddress = lines[1];
  if (namespace === undefined || !accountAddress || lines[2] !== "") return undefined;

  let at = 3;
  let statement: string | undefined;
  // `[ statement LF ] LF`: two blank lines mean none, unless a third follows (an empty one).
  if (lines[at] !== "" || lines[at + 1] === "") {
    statement = lines[at];
    at += 1;
    if (lines[at] !== "") return undefined;
  }
  at += 1;

  const tags = new TaggedLines(lines, at);
  const uri = tags.take("URI");
  const version = tags.take("Version");
  const reference = tags.take("Chain ID");
  const nonce = tags.take("Nonce");
  const issuedAt = tags.take("Issued At");
  if (!uri || !version || !reference || !nonce || !issuedAt) return undefined;
  const expirationTime = tags.take("Expiration Time");
  const notBefore = tags.take("Not Before");
  const requestId = tags.take("Request ID");
  let resources: string[] | undefined;
  if (lines[tags.at] === "Resources:") {
    tags.at += 1;
    resources = [];
    while (lines[tags.at]?.startsWith("- ")) {
      resources.push(String(lines[tags.at]).slice(2));
      tags.at += 1;
    }
  }
  if (!tags.done) return undefined;

  const data: SiwxMessageData = {
    accountAddress,
    chainId: `${namespace}:${reference}`,
    ...(scheme === undefined ? {} : { scheme }),
    domain,
    uri,
    version,
    nonce,
    issuedAt,
  };
  if (statement !== undefined) data.statement = statement;
  if (expirationTime !== undefined) data.expirationTime = expirationTime;
  if (notBefore !== undefined) data.notBefore = notBefore;
  if (requestId !== undefined) data.requestId = requestId;
  if (resources !== undefined) data.resources = resources;
  return data;
}

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/i;

/** An RFC 3339 date-time (what EIP-4361 requires for its timestamps) as epoch ms, else undefined. */
export function parseRfc3339(value: string): number | undefined {
  if (!RFC3339.test(value)) return undefined;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? undefined : ms;
}
