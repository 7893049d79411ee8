import { randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { FAVICON_LINK } from "./faviconLink.js";
import { readBody, redirect, sendHtml, sendJson } from "./http.js";

/**
 * A stand-in for Farcaster's auth relay (relay.farcaster.xyz): the channel API of Sign In With
 * Farcaster as `@farcaster/auth-client` speaks it. An app opens a channel (`POST /v1/channel`)
 * and polls it (`GET /v1/channel/status`, the channel token as Bearer); the person's Farcaster
 * client signs the message and completes the channel (`POST /v1/channel/authenticate`, with the
 * relay's auth key as `X-Farcaster-Auth-Relay-Key`). A completed channel is read once, then gone.
 * The relay checks no signature: the app that asked verifies the message itself.
 */

/** Where the sign-in URL points: the page a Farcaster client (or a scanned QR code) opens. */
export const SIGN_IN_PATH = "/~/sign-in-with-farcaster";

/** The development auth key of the local Farcaster client (the test wallet's Farcaster tab). */
export const DEV_RELAY_AUTH_KEY = "foyer-dev-farcaster-relay-key";

export interface FarcasterRelayOptions {
  /** Base of the sign-in URLs it hands out. */
  publicUrl: string;
  /** The key a Farcaster client authenticates channels with. */
  authKey?: string;
  /** How long a channel lives (default 10 min). */
  channelTtlMs?: number;
  /** A Farcaster client's page that takes the sign-in URL as `?farcaster=` (the test wallet). */
  clientUrl?: string;
  now?: () => number;
}

interface SignatureParams {
  siweUri: string;
  domain: string;
  nonce: string;
  notBefore?: string;
  expirationTime?: string;
  requestId?: string;
}

interface Completion {
  message: string;
  signature: string;
  fid: number;
  username?: string;
  displayName?: string;
  bio?: string;
  pfpUrl?: string;
}

interface Channel {
  url: string;
  params: SignatureParams;
  expiresAt: number;
  completion?: Completion;
}

const CORS_HEADERS = "authorization, content-type, x-farcaster-auth-relay-key";

/** Browsers on this machine (the test wallet) may call it; nothing else is served cross-origin. */
function loopbackOrigin(origin: string | undefined): string | undefined {
  if (origin === undefined) return undefined;
  try {
    const url = new URL(origin);
    return url.protocol === "http:" && ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname)
      ? origin
      : undefined;
  } catch {
    return undefined;
  }
}

function bearer(request: IncomingMessage): string | undefined {
  const header = request.headers.authorization;
  const match = typeof header === "string" ? /^Bearer (\S+)$/i.exec(header) : null;
  return match?.[1];
}

function sameKey(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

async function jsonBody(request: IncomingMessage): Promise<Record<string, unknown> | undefined> {
  try {
    const parsed: unknown = JSON.parse(await readBody(request));
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

const optionalString = (value: unknown, max = 2048): string | undefined | null =>
  value === undefined ? undefined : typeof value === "string" && value.length <= max ? value : null;

/** SIWE nonces are alphanumeric, at least 8 characters (EIP-4361; viem makes 96). */
const NONCE = /^[A-Za-z0-9]{8,256}$/;

function createParams(body: Record<string, unknown>): SignatureParams | string {
  const siweUri = optionalString(body.siweUri);
  const domain = optionalString(body.domain, 253);
  if (typeof siweUri !== "string" || !URL.canParse(siweUri)) return "siweUri must be a URL";
  if (typeof domain !== "string" || domain === "") return "domain is required";
  const nonce = optionalString(body.nonce, 256);
  if (nonce === null || (nonce !== undefined && !NONCE.test(nonce))) {
    return "nonce must be 8-256 letters and digits";
  }
  const params: SignatureParams = {
    siweUri,
    domain,
    nonce: nonce ?? randomBytes(12).toString("hex"),
  };
  for (const field of ["notBefore", "expirationTime", "requestId"] as const) {
    const value = optionalString(body[field], 128);
    if (value === null) return `${field} must be a string`;
    if (value !== undefined) params[field] = value;
  }
  return params;
}

function completion(body: Record<string, unknown>): Completion | string {
  const { message, signature, fid } = body;
  if (typeof message !== "string" || message.length > 8192) return "message is required";
  if (typeof signature !== "string" || !/^0x[0-9a-fA-F]+$/.test(signature)) {
    return "signature must be hex";
  }
  if (typeof fid !== "number" || !Number.isSafeInteger(fid) || fid <= 0) {
    return "fid must be a positive integer";
  }
  const result: Completion = { message, signature, fid };
  for (const field of ["username", "displayName", "bio", "pfpUrl"] as const) {
    const value = optionalString(body[field], 512);
    if (value === null) return `${field} must be a string`;
    if (value !== undefined) result[field] = value;
  }
  return result;
}

/**
 * The relay's routes; answers false for a path that is not its own. Channels live in memory,
 * as the real relay keeps them in Redis with a TTL.
 */
export function createFarcasterRelay(options: FarcasterRelayOptions) {
  const authKey = options.authKey ?? DEV_RELAY_AUTH_KEY;
  const ttlMs = options.channelTtlMs ?? 10 * 60 * 1000;
  const now = options.now ?? Date.now;
  const channels = new Map<string, Channel>();

  const live = (token: string | undefined): Channel | undefined => {
    if (token === undefined) return undefined;
    const channel = channels.get(token);
    if (channel === undefined) return undefined;
    if (channel.expiresAt <= now()) {
      channels.delete(token);
      return undefined;
    }
    return channel;
  };
  const prune = () => {
    for (const [token, channel] of channels) if (channel.expiresAt <= now()) channels.delete(token);
  };

  function signInUrl(channelToken: string, params: SignatureParams): string {
    const url = new URL(SIGN_IN_PATH, options.publicUrl);
    url.searchParams.set("channelToken", channelToken);
    // What the Farcaster client needs to build the message, as the relay's early URLs carried.
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    return url.href;
  }

  return async function handle(
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
  ): Promise<boolean> {
    const path = url.pathname;
    if (path === SIGN_IN_PATH && request.method === "GET") {
      if (options.clientUrl) {
        const client = new URL(options.clientUrl);
        client.searchParams.set("farcaster", url.href);
        redirect(response, client.href);
      } else {
        sendHtml(
          response,
          200,
          `<!doctype html><html lang="en"><meta charset="utf-8">${FAVICON_LINK}<title>Sign In With Farcaster</title><h1>Sign In With Farcaster</h1><p>Open this link in a Farcaster client to approve the sign-in.</p></html>`,
        );
      }
      return true;
    }
    if (!path.startsWith("/v1/channel")) return false;
    const origin = loopbackOrigin(request.headers.origin);
    if (origin) {
      response.setHeader("access-control-allow-origin", origin);
      response.setHeader("vary", "origin");
    }
    if (request.method === "OPTIONS") {
      response.writeHead(204, {
        "access-control-allow-methods": "GET, POST",
        "access-control-allow-headers": CORS_HEADERS,
        "access-control-max-age": "600",
      });
      response.end();
      return true;
    }
    if (path === "/v1/channel" && request.method === "POST") {
      const body = await jsonBody(request);
      const params = body === undefined ? "body must be a JSON object" : createParams(body);
      if (typeof params === "string") {
        sendJson(response, 400, { error: "Validation error", message: params });
        return true;
      }
      prune();
      const channelToken = randomUUID();
      const signIn = signInUrl(channelToken, params);
      channels.set(channelToken, { url: signIn, params, expiresAt: now() + ttlMs });
      sendJson(response, 201, {
        channelToken,
        url: signIn,
        connectUri: signIn,
        nonce: params.nonce,
      });
      return true;
    }
    if (path === "/v1/channel/status" && request.method === "GET") {
      const token = bearer(request);
      const channel = live(token);
      if (token === undefined || channel === undefined) {
        sendJson(response, 401, { error: "Unauthorized" });
        return true;
      }
      if (channel.completion === undefined) {
        sendJson(response, 202, { state: "pending", nonce: channel.params.nonce });
        return true;
      }
      // Read once: the app that polls has what it needs, and nobody else gets it after.
      channels.delete(token);
      sendJson(response, 200, {
        state: "completed",
        nonce: channel.params.nonce,
        ...channel.completion,
        verifications: [],
        signatureParams: channel.params,
      });
      return true;
    }
    if (path === "/v1/channel/authenticate" && request.method === "POST") {
      const key = request.headers["x-farcaster-auth-relay-key"];
      if (!sameKey(typeof key === "string" ? key : undefined, authKey)) {
        sendJson(response, 401, { error: "Unauthorized" });
        return true;
      }
      const token = bearer(request);
      const channel = live(token);
      if (token === undefined || channel === undefined) {
        sendJson(response, 401, { error: "Unauthorized" });
        return true;
      }
      if (channel.completion !== undefined) {
        sendJson(response, 409, { error: "Channel already authenticated" });
        return true;
      }
      const body = await jsonBody(request);
      const done = body === undefined ? "body must be a JSON object" : completion(body);
      if (typeof done === "string") {
        sendJson(response, 400, { error: "Validation error", message: done });
        return true;
      }
      channel.completion = done;
      sendJson(response, 201, { state: "completed", nonce: channel.params.nonce, ...done });
      return true;
    }
    sendJson(response, 404, { error: "Not Found" });
    return true;
  };
}
