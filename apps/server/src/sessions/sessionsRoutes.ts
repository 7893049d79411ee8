import {
  type ErrorBody,
  sessionCreateRoute,
  sessionRevokeRoute,
  sessionsRoute,
  smartAccountNetworksRoute,
} from "@foyer/protocol";
import type { SmartAccountEnvironment } from "@foyer/smart-account";
import type { FastifyInstance, FastifyReply } from "fastify";
import { type Address, getAddress, type Hex } from "viem";
import type { ChainClients } from "../blockchain/chainClients.js";
import type { NetworkConfig } from "../config.js";
import type { Db } from "../db/database.js";
import { readRequest } from "../http/readRequest.js";
import { createRateLimiter, type RateLimitSettings } from "../lib/routeRateLimit.js";
import type { ProjectAccess } from "../project/guard.js";
import { projectOf } from "../project/guard.js";
import { findSession, listSessions, markRevoked, saveSession } from "./sessionStore.js";
import { smartAccountNetworks } from "./smartAccountNetworks.js";
import { checkGrant, checkRevocation } from "./verifyGrant.js";

export interface SessionsRouteOptions {
  access: ProjectAccess;
  db: Db;
  networks: Readonly<Record<string, NetworkConfig>>;
  clients: ChainClients;
  now?: () => number;
  /** Budget of the routes that check signatures on chain; defaults in `DEFAULT_SESSIONS_RATE_LIMIT`. */
  rateLimit?: RateLimitSettings;
}

/**
 * Creating and revoking a permission each cost an on-chain signature check, so
 * they are budgeted per IP and per project like sign-in.
 */
export const DEFAULT_SESSIONS_RATE_LIMIT: RateLimitSettings = {
  windowMs: 60_000,
  perIp: 60,
  perProject: 1_200,
};

const REFUSALS = {
  UNSUPPORTED_CHAIN: { status: 400, error: "Bad Request" },
  INVALID_REQUEST: { status: 400, error: "Bad Request" },
  SIGNATURE_INVALID: { status: 401, error: "Invalid Signature" },
  NOT_FOUND: { status: 404, error: "Not Found" },
  UPSTREAM_UNAVAILABLE: { status: 502, error: "Bad Gateway" },
} as const;

function refuse(reply: FastifyReply, code: keyof typeof REFUSALS, message: string) {
  const { status, error } = REFUSALS[code];
  const body: ErrorBody = { code, error, message };
  return reply.code(status).send(body);
}

/**
 * Smart accounts and their permissions (behaviour §7 `/v1/sessions`): which networks have smart
 * accounts, the permissions an account granted, and revoking one with the account's signature.
 * Signatures are checked on chain (ERC-1271 / ERC-6492) through the network's upstream.
 */
export async function sessionsRoutes(app: FastifyInstance, options: SessionsRouteOptions) {
  const { access, db, networks, clients } = options;
  const now = options.now ?? (() => Date.now());
  const enabled = smartAccountNetworks(networks);
  const limited = [
    access.guard,
    createRateLimiter(db, {
      scope: "sessions",
      noun: "permission requests",
      settings: options.rateLimit ?? DEFAULT_SESSIONS_RATE_LIMIT,
      now,
    }),
  ];
  const networkOf = (caipNetworkId: string) =>
    enabled.find((network) => network.caipNetworkId === caipNetworkId);

  // A project may keep smart accounts to some networks (its smartAccountNetworks; null: all).
  app.get(smartAccountNetworksRoute.path, { onRequest: access.guard }, async (request) => {
    const only = projectOf(request).smartAccountNetworks;
    return {
      networks:
        only === null ? enabled : enabled.filter((network) => only.includes(network.caipNetworkId)),
    };
  });
  app.options(smartAccountNetworksRoute.path, access.preflight);

  app.get(sessionsRoute.path, { onRequest: access.guard }, async (request, reply) => {
    const input = readRequest(sessionsRoute, request, reply);
    if (input === undefined) return reply;
    const sessions = await listSessions(
      db,
      projectOf(request).id,
      input.params.address,
      input.query.chainId,
    );
    return { sessions };
  });

  app.post(sessionCreateRoute.path, { onRequest: limited }, async (request, reply) => {
    const input = readRequest(sessionCreateRoute, request, reply);
    if (input === undefined) return reply;
    const { body } = input;
    const network = networkOf(body.chainId);
    const client = clients.get(body.chainId);
    if (network === undefined || client === undefined) {
      return refuse(reply, "UNSUPPORTED_CHAIN", `${body.chainId} has no smart accounts here`);
    }
    const account = getAddress(input.params.address);
    let check: Awaited<ReturnType<typeof checkGrant>>;
    try {
      check = await checkGrant(
        client,
        { chainId: network.chainId, environment: network.environment as SmartAccountEnvironment },
        account,
        {
          pci: body.pci,
          permissionsContext: body.permissionsContext,
          signer: body.signer as Address,
        },
      );
    } catch {
      return refuse(reply, "UPSTREAM_UNAVAILABLE", "The chain could not check the signature");
    }
    if (!check.ok) return refuse(reply, check.code, check.message);
    await saveSession(db, {
      projectId: projectOf(request).id,
      chainId: body.chainId,
      account,
      pci: check.pci,
      signer: body.signer,
      permissionsContext: body.permissionsContext,
      permissions: body.permissions,
      expiresAt: new Date(body.expiry * 1000),
    });
    return reply.code(201).send({ pci: check.pci.toLowerCase() });
  });

  app.post(sessionRevokeRoute.path, { onRequest: limited }, async (request, reply) => {
    const input = readRequest(sessionRevokeRoute, request, reply);
    if (input === undefined) return reply;
    const projectId = projectOf(request).id;
    const account = getAddress(input.params.address);
    const { pci, signature } = input.body;
    const session = await findSession(db, projectId, account, pci);
    if (session === undefined)
      return refuse(reply, "NOT_FOUND", "This account has no such permission");
    const client = clients.get(session.chainId);
    if (client === undefined)
      return refuse(reply, "UNSUPPORTED_CHAIN", `${session.chainId} is not served`);
    let valid: boolean;
    try {
      valid = await checkRevocation(client, account, pci as Hex, signature as Hex);
    } catch {
      return refuse(reply, "UPSTREAM_UNAVAILABLE", "The chain could not check the signature");
    }
    if (!valid) {
      return refuse(
        reply,
        "SIGNATURE_INVALID",
        "The signature is not the account's for this revocation",
      );
    }
    const revokedAt = await markRevoked(
      db,
      { projectId, chainId: session.chainId, account, pci },
      new Date(now()),
    );
    return { pci: pci.toLowerCase(), revokedAt: revokedAt.toISOString() };
  });

  for (const path of [sessionsRoute.path, sessionRevokeRoute.path])
    app.options(path, access.preflight);
}
