import {
  parseRfc3339,
  readInput,
  siwxCreateSessionRoute,
  siwxNonceRoute,
  siwxRevokeRoute,
  siwxSessionsRoute,
} from "@foyer/protocol";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ChainClients } from "../blockchain/chainClients.js";
import type { NetworkConfig } from "../config.js";
import type { Db } from "../db/database.js";
import { createRateLimiter, type RateLimitSettings } from "../lib/routeRateLimit.js";
import type { ProjectAccess } from "../project/guard.js";
import { projectOf } from "../project/guard.js";
import type { UsageRecorder } from "../usage/usageCounter.js";
import { addressKey } from "./chains.js";
import { checkSessionRequest, projectSignInContext } from "./checkSession.js";
import { refusal, type SiwxRefusal } from "./errors.js";
import { issueNonce } from "./nonceStore.js";
import { pruneExpired } from "./prune.js";
import {
  revokeAccountSessions,
  type SiwxSessionView,
  saveSession,
  sessionOfToken,
  type TokenSession,
} from "./sessionStore.js";
import { bearerToken } from "./token.js";
import { createSignatureVerifier } from "./verifySignature.js";

export interface SiwxSettings {
  /** How long an issued nonce can be used (default 5 min). */
  nonceTtlMs: number;
  /** Longest a session lives, whatever its Expiration Time (default 7 days). */
  sessionTtlMs: number;
  rateLimit: RateLimitSettings;
  /** The clock; tests move it to expire nonces and sessions. */
  now: () => number;
}

export const DEFAULT_SIWX_SETTINGS: SiwxSettings = {
  nonceTtlMs: 5 * 60 * 1000,
  sessionTtlMs: 7 * 24 * 60 * 60 * 1000,
  rateLimit: { windowMs: 60_000, perIp: 60, perProject: 1_200 },
  now: () => Date.now(),
};

export interface SiwxRouteOptions {
  access: ProjectAccess;
  db: Db;
  networks: Readonly<Record<string, NetworkConfig>>;
  clients: ChainClients;
  settings: SiwxSettings;
  /** Told of each sign-in by its chain's namespace (`eip155`, `solana`, `bip122`), for metrics. */
  onSignIn?: (namespace: string) => void;
  /** Counts sign-ins per project and chain (the admin API's usage report). */
  usage?: UsageRecorder;
}

const NONCE_PATH = siwxNonceRoute.path;
const SESSIONS_PATH = siwxCreateSessionRoute.path;
const REVOKE_PATH = siwxRevokeRoute.path;

/**
 * Sign in with X: nonces, verified sessions, session read and revoke, all
 * behind the project guard and a shared rate limit. Bodies (signatures)
 * and tokens are never logged: Fastify's serialisers log method, URL and
 * status only, and nothing here logs more.
 */
export async function siwxRoutes(app: FastifyInstance, options: SiwxRouteOptions): Promise<void> {
  const { access, db, networks, settings } = options;
  const verifier = createSignatureVerifier(options.clients);
  const onRequest = [
    access.guard,
    createRateLimiter(db, {
      scope: "siwx",
      noun: "sign-in requests",
      settings: settings.rateLimit,
      now: settings.now,
    }),
  ];
  // Read and revoke send `Authorization: Bearer`, which browsers preflight.
  const preflight = access.preflightAllowing(["authorization"]);
  const send = (reply: FastifyReply, { status, body }: SiwxRefusal) =>
    reply.code(status).send(body);

  app.post(NONCE_PATH, { onRequest }, async (request) => {
    const nowMs = settings.now();
    await pruneExpired(db, nowMs);
    const { nonce, expiresAt } = await issueNonce(
      db,
      projectOf(request).id,
      nowMs,
      settings.nonceTtlMs,
    );
    return { nonce, expiresAt: expiresAt.toISOString() };
  });

  app.post(SESSIONS_PATH, { onRequest }, async (request, reply) => {
    const project = projectOf(request);
    const nowMs = settings.now();
    const origin = request.headers.origin;
    const checked = await checkSessionRequest(
      projectSignInContext({
        db,
        networks,
        verifier,
        nowMs,
        projectId: project.id,
        allowedOrigins: project.allowedOrigins,
        origin: typeof origin === "string" && origin !== "" ? origin : undefined,
      }),
      request.body,
    );
    if (!checked.ok) return send(reply, checked.refusal);
    const { data, message, signature } = checked;
    // The server's cap bounds a message that never expires or expires late.
    const capMs = nowMs + settings.sessionTtlMs;
    const messageExpiryMs =
      data.expirationTime === undefined ? undefined : parseRfc3339(data.expirationTime);
    const expiresAt = new Date(Math.min(capMs, messageExpiryMs ?? capMs));
    const token = await saveSession(db, {
      projectId: project.id,
      data,
      message,
      signature,
      createdAt: new Date(nowMs),
      expiresAt,
    });
    options.usage?.count(project.id, "signin", data.chainId);
    const session: SiwxSessionView = {
      data,
      message,
      signature,
      expiresAt: expiresAt.toISOString(),
    };
    // A configured network's namespace: checkSessionRequest refused every other chain.
    options.onSignIn?.(data.chainId.slice(0, data.chainId.indexOf(":")));
    return reply.code(201).send({ session, token });
  });

  app.get(SESSIONS_PATH, { onRequest }, async (request, reply) => {
    const account = readAccount(siwxSessionsRoute.query, request.query);
    if (typeof account === "string") return send(reply, refusal("INVALID_REQUEST", account));
    const session = await authenticate(request);
    if (session === undefined) return send(reply, unauthorized);
    // A token opens its own session only, and only for the account it signed.
    const sessions = isFor(session, account) ? [view(session)] : [];
    return { sessions };
  });

  app.post(REVOKE_PATH, { onRequest }, async (request, reply) => {
    const account = readAccount(siwxRevokeRoute.body, request.body);
    if (typeof account === "string") return send(reply, refusal("INVALID_REQUEST", account));
    const session = await authenticate(request);
    if (session === undefined) return send(reply, unauthorized);
    if (isFor(session, account)) {
      await revokeAccountSessions(
        db,
        projectOf(request).id,
        account.chainId,
        account.address,
        settings.now(),
      );
    }
    return reply.code(204).send();
  });

  for (const path of [NONCE_PATH, SESSIONS_PATH, REVOKE_PATH]) app.options(path, preflight);

  async function authenticate(request: FastifyRequest): Promise<TokenSession | undefined> {
    const token = bearerToken(request);
    if (token === undefined) return undefined;
    return sessionOfToken(db, projectOf(request).id, token, settings.now());
  }
}

const unauthorized = refusal(
  "UNAUTHORIZED",
  "Missing, unknown, revoked or expired session token (Authorization: Bearer <token>)",
);

function readAccount(
  schema: typeof siwxSessionsRoute.query,
  source: unknown,
): { chainId: string; address: string } | string {
  const input = readInput(schema, source);
  return input.ok ? input.value : input.message;
}

function isFor(session: TokenSession, account: { chainId: string; address: string }): boolean {
  return (
    session.chainId === account.chainId &&
    session.addressKey === addressKey(account.chainId, account.address)
  );
}

function view(session: TokenSession): SiwxSessionView {
  const { data, message, signature, expiresAt } = session;
  return { data, message, signature, expiresAt };
}
