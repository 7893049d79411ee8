import {
  formatSiwxMessage,
  parseRfc3339,
  parseSiwxMessage,
  readInput,
  type SiwxMessageData,
  siwxCreateSessionRoute,
  splitChainId,
} from "@foyer/protocol";
import type { NetworkConfig } from "../config.js";
import type { Db } from "../db/database.js";
import { accountAddressProblem, bitcoinAddressFitsChain, isSupportedChain } from "./chains.js";
import { refusal, type SiwxRefusal } from "./errors.js";
import { type NonceSpend, spendNonce } from "./nonceStore.js";
import { SignatureCheckUnavailable } from "./verifyErrors.js";
import type { SignatureVerifier } from "./verifySignature.js";

/** How far Issued At may be ahead of our clock before the message counts as not yet valid. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

/**
 * What a check needs beyond the request: how to spend a nonce and which domains and chains
 * count — an app's sign-in (its project's nonces, its allowed origins, the served chains) or
 * an operator's (the admin nonces, this server's own domain, Ethereum).
 */
export interface SessionCheckContext {
  verifier: SignatureVerifier;
  nowMs: number;
  /** Spends the message's nonce if it was issued for this kind of sign-in (once, atomically). */
  spendNonce(nonce: string): Promise<NonceSpend>;
  /** Whom nonces are issued for, as refusals say it: `for this project`. */
  nonceScope: string;
  /** Why the message's domain does not fit the request, or undefined when it does. */
  domainProblem(domain: string): string | undefined;
  /** Whether sign-ins on this chain are taken (and can be verified) here. */
  isSupportedChain(chainId: string): boolean;
}

/** What an app's sign-in is checked against: its project and the request's Origin. */
export interface ProjectSignIn {
  db: Db;
  networks: Readonly<Record<string, NetworkConfig>>;
  verifier: SignatureVerifier;
  nowMs: number;
  projectId: string;
  allowedOrigins: readonly string[];
  /** The request's Origin; absent for server-to-server calls. */
  origin: string | undefined;
}

/** The check's context for an app's sign-in (`POST /auth/v1/siwx/sessions`). */
export function projectSignInContext(signIn: ProjectSignIn): SessionCheckContext {
  return {
    verifier: signIn.verifier,
    nowMs: signIn.nowMs,
    spendNonce: (nonce) => spendNonce(signIn.db, signIn.projectId, nonce, signIn.nowMs),
    nonceScope: "for this project",
    domainProblem: (domain) => domainMismatch(domain, signIn),
    isSupportedChain: (chainId) => isSupportedChain(chainId, signIn.networks),
  };
}

export type SessionCheck =
  | { ok: true; data: SiwxMessageData; message: string; signature: string }
  | { ok: false; refusal: SiwxRefusal };

/**
 * Everything `POST /auth/v1/siwx/sessions` checks, in order: body shape;
 * the text parses and its chain is `data.chainId`; the text is exactly what
 * `data` serialises to; field formats; the nonce (spent here, so every
 * later refusal also uses it up); validity window; domain; chain support;
 * signature. From the nonce on, only the fields parsed from the signed
 * text are used — never the body's `data`.
 */
export async function checkSessionRequest(
  context: SessionCheckContext,
  body: unknown,
): Promise<SessionCheck> {
  const refuse = (...args: Parameters<typeof refusal>): SessionCheck => ({
    ok: false,
    refusal: refusal(...args),
  });
  const input = readInput(siwxCreateSessionRoute.body, body);
  if (!input.ok) return refuse("INVALID_REQUEST", input.message);
  const { message, signature, data: claimed } = input.value;

  const data = parseSiwxMessage(message);
  if (data === undefined) {
    return refuse(
      "MESSAGE_MISMATCH",
      "message is not a sign-in message text (EIP-4361 / CAIP-122 layout)",
    );
  }
  if (data.chainId !== claimed.chainId) {
    return refuse(
      "CHAIN_MISMATCH",
      `The message is for ${data.chainId} but data.chainId is ${claimed.chainId}`,
    );
  }
  if (formatSiwxMessage(claimed) !== message) {
    return refuse(
      "MESSAGE_MISMATCH",
      `${firstDifference(data, claimed)} does not match the signed message text`,
    );
  }
  const formatProblem = fieldFormatProblem(data);
  if (formatProblem !== undefined) return refuse("INVALID_REQUEST", formatProblem);

  const spend = await context.spendNonce(data.nonce);
  if (spend !== "spent") {
    const why = {
      unknown: `was not issued by this server ${context.nonceScope}`,
      used: "has already been used (each nonce signs in once)",
      expired: "has expired; ask for a new one",
    }[spend];
    return refuse("NONCE_INVALID", `The nonce ${why}`);
  }

  const expiresAtMs =
    data.expirationTime === undefined ? undefined : parseRfc3339(data.expirationTime);
  if (expiresAtMs !== undefined && expiresAtMs <= context.nowMs) {
    return refuse("MESSAGE_EXPIRED", `The message expired at ${data.expirationTime}`);
  }
  const notBeforeMs = data.notBefore === undefined ? undefined : parseRfc3339(data.notBefore);
  if (notBeforeMs !== undefined && notBeforeMs > context.nowMs) {
    return refuse("MESSAGE_NOT_YET_VALID", `The message is not valid before ${data.notBefore}`);
  }
  const issuedAtMs = parseRfc3339(data.issuedAt) ?? 0;
  if (issuedAtMs > context.nowMs + CLOCK_SKEW_MS) {
    return refuse(
      "MESSAGE_NOT_YET_VALID",
      `The message is issued in the future (${data.issuedAt})`,
    );
  }

  const domainProblem = context.domainProblem(data.domain);
  if (domainProblem !== undefined) return refuse("DOMAIN_MISMATCH", domainProblem);

  if (!context.isSupportedChain(data.chainId)) {
    return refuse("CHAIN_MISMATCH", `Sign-in on ${data.chainId} is not supported by this server`);
  }
  if (
    splitChainId(data.chainId).namespace === "bip122" &&
    !bitcoinAddressFitsChain(data.chainId, data.accountAddress)
  ) {
    return refuse("CHAIN_MISMATCH", `${data.accountAddress} is not an address of ${data.chainId}`);
  }

  let valid: boolean;
  try {
    valid = await context.verifier.verify(data.chainId, data.accountAddress, message, signature);
  } catch (error) {
    if (error instanceof SignatureCheckUnavailable) {
      return refuse(
        "UPSTREAM_UNAVAILABLE",
        `Could not verify the signature on ${data.chainId}: ${error.message}`,
      );
    }
    throw error;
  }
  if (!valid) {
    return refuse(
      "SIGNATURE_INVALID",
      `The signature is not by ${data.accountAddress} over this message`,
    );
  }
  return { ok: true, data, message, signature };
}

/**
 * The domain must be the host (with port) of the page asking, i.e. of the
 * request's Origin, which the project guard has already found allowed.
 * Without an Origin (a dApp backend relaying), it must be the host of one
 * of the project's allowed origins.
 */
function domainMismatch(domain: string, context: ProjectSignIn): string | undefined {
  if (context.origin !== undefined) {
    const host = hostOf(context.origin);
    return host === domain
      ? undefined
      : `The message's domain ${domain} is not the requesting origin's host ${host ?? context.origin}`;
  }
  const hosts = context.allowedOrigins.map(hostOf);
  return hosts.includes(domain)
    ? undefined
    : `The message's domain ${domain} is not the host of any origin allowed for this project`;
}

export function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

function fieldFormatProblem(data: SiwxMessageData): string | undefined {
  if (data.version !== "1") return `Version must be 1 (got ${data.version})`;
  if (!/^[A-Za-z0-9]{8,}$/.test(data.nonce)) return "Nonce must be at least 8 letters or digits";
  const addressProblem = accountAddressProblem(data.chainId, data.accountAddress);
  if (addressProblem !== undefined) return addressProblem;
  const times = {
    issuedAt: data.issuedAt,
    expirationTime: data.expirationTime,
    notBefore: data.notBefore,
  };
  for (const [field, value] of Object.entries(times)) {
    if (value !== undefined && parseRfc3339(value) === undefined) {
      return `${field} must be an RFC 3339 date-time (got ${value})`;
    }
  }
  return undefined;
}

/** The first field where the body's `data` and the text disagree, to name it in the refusal. */
function firstDifference(parsed: SiwxMessageData, claimed: SiwxMessageData): string {
  const keys: (keyof SiwxMessageData)[] = [
    "scheme",
    "domain",
    "accountAddress",
    "statement",
    "uri",
    "version",
    "nonce",
    "issuedAt",
    "expirationTime",
    "notBefore",
    "requestId",
    "resources",
  ];
  const differs = keys.find(
    (key) => JSON.stringify(parsed[key] ?? null) !== JSON.stringify(claimed[key] ?? null),
  );
  // Equal fields but a different text: the layout itself (e.g. an empty Resources list).
  return differs === undefined ? "data, serialised," : `data.${differs}`;
}
