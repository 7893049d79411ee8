import {
  accountNameProblem,
  fullAccountName,
  identityRoute,
  labelInZone,
  nameLookupRoute,
  nameRegisterRoute,
  nameReverseRoute,
  nameSuggestionsRoute,
} from "@foyer/protocol";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ChainClients } from "../blockchain/chainClients.js";
import type { NetworkConfig } from "../config.js";
import type { Db } from "../db/database.js";
import { readRequest } from "../http/readRequest.js";
import { createRateLimiter, type RateLimitSettings } from "../lib/routeRateLimit.js";
import { type ProjectAccess, projectOf } from "../project/guard.js";
import { createSignatureVerifier } from "../siwx/verifySignature.js";
import { checkRegistration, nameRuleMessage, REPLAYED } from "./checkRegistration.js";
import {
  findName,
  isNonceSpent,
  namesOf,
  pruneNameNonces,
  recordOf,
  registeredAmong,
  registerName,
} from "./nameStore.js";
import { type NameRefusal, nameRefusal } from "./refusal.js";
import { nearbyLabels, SUGGESTION_COUNT } from "./suggestions.js";

export interface NameSettings {
  /** How long after its Issued At a registration message is accepted (default 10 min). */
  messageTtlMs: number;
  /** Budget of `POST /v1/profile/account`, per IP and per project. */
  rateLimit: RateLimitSettings;
  /** The clock; tests move it to age messages. */
  now: () => number;
}

export const DEFAULT_NAME_SETTINGS: NameSettings = {
  messageTtlMs: 10 * 60 * 1000,
  rateLimit: { windowMs: 60_000, perIp: 20, perProject: 600 },
  now: () => Date.now(),
};

export interface NameRouteOptions {
  access: ProjectAccess;
  db: Db;
  zone: string;
  networks: Readonly<Record<string, NetworkConfig>>;
  clients: ChainClients;
  settings: NameSettings;
}

/**
 * Account names (behaviour §7): resolve, reverse, suggest, register, and the identity of an
 * address (its primary name: the newest it registered). Records live in Postgres, so every
 * instance answers alike; answers are not cached here, since a cache per instance would show
 * a name registered on another instance late. Behaviour §9's 5 minutes are the client's caches.
 */
export async function nameRoutes(app: FastifyInstance, options: NameRouteOptions): Promise<void> {
  const { access, db, settings } = options;
  // A project may have a zone of its own; the others share the server's.
  const zoneOf = (request: FastifyRequest) => projectOf(request).nameZone ?? options.zone;
  const verifier = createSignatureVerifier(options.clients);
  const guarded = { onRequest: access.guard };
  const send = (reply: FastifyReply, { status, body }: NameRefusal) =>
    reply.code(status).send(body);

  app.get(nameLookupRoute.path, guarded, async (request, reply) => {
    const input = readRequest(nameLookupRoute, request, reply);
    if (input === undefined) return reply;
    const { name } = input.params;
    const zone = zoneOf(request);
    const label = labelInZone(name, zone);
    // A name of another zone (alice.eth) is not one this server knows: not found, not malformed.
    if (label !== undefined) {
      const problem = accountNameProblem(label);
      if (problem !== undefined)
        return send(reply, nameRefusal("INVALID_NAME", nameRuleMessage(name, problem)));
      const row = await findName(db, fullAccountName(label, zone));
      if (row !== undefined) return recordOf(row);
    }
    return send(reply, nameRefusal("NAME_NOT_FOUND", `No account name ${name.slice(0, 80)}`));
  });

  app.get(nameReverseRoute.path, guarded, async (request, reply) => {
    const input = readRequest(nameReverseRoute, request, reply);
    if (input === undefined) return reply;
    const rows = await namesOf(db, input.params.address.toLowerCase(), zoneOf(request));
    return rows.map(recordOf);
  });

  app.get(identityRoute.path, guarded, async (request, reply) => {
    const input = readRequest(identityRoute, request, reply);
    if (input === undefined) return reply;
    const [primary] = await namesOf(db, input.params.address.toLowerCase(), zoneOf(request));
    return { name: primary?.name ?? null, avatar: primary?.attributes.avatar ?? null };
  });

  app.get(nameSuggestionsRoute.path, guarded, async (request, reply) => {
    const input = readRequest(nameSuggestionsRoute, request, reply);
    if (input === undefined) return reply;
    const zone = zoneOf(request);
    const asked = input.query.zone?.toLowerCase();
    if (asked !== undefined && asked !== zone) {
      return send(
        reply,
        nameRefusal(
          "ZONE_NOT_SERVED",
          `This server registers names under ${zone}, not ${asked.slice(0, 64)}`,
        ),
      );
    }
    // The wanted name as typed (`alice`) or in full (`alice.foyer.id`).
    const wanted = input.params.name;
    const label = labelInZone(wanted, zone) ?? wanted.toLowerCase();
    const problem = accountNameProblem(label);
    if (problem !== undefined) {
      return send(reply, nameRefusal("INVALID_NAME", nameRuleMessage(label, problem)));
    }
    const name = fullAccountName(label, zone);
    const nearby = nearbyLabels(label).map((near) => fullAccountName(near, zone));
    const taken = await registeredAmong(db, [name, ...nearby]);
    const suggestions = [{ name, registered: taken.has(name) }];
    if (taken.has(name)) {
      const free = nearby.filter((near) => !taken.has(near)).slice(0, SUGGESTION_COUNT);
      suggestions.push(...free.map((near) => ({ name: near, registered: false })));
    }
    return { zone, suggestions };
  });

  const registerLimit = createRateLimiter(db, {
    scope: "names",
    noun: "name registrations",
    settings: settings.rateLimit,
    now: settings.now,
  });
  app.post(
    nameRegisterRoute.path,
    { onRequest: [access.guard, registerLimit] },
    async (request, reply) => {
      const nowMs = settings.now();
      const checked = await checkRegistration(
        {
          zone: zoneOf(request),
          networks: options.networks,
          verifier,
          nowMs,
          messageTtlMs: settings.messageTtlMs,
          isReplayed: (addressKey, nonce) => isNonceSpent(db, addressKey, nonce),
          isTaken: async (name) => (await findName(db, name)) !== undefined,
        },
        request.body,
      );
      if (!checked.ok) return send(reply, checked.refusal);
      const { message, address, coinType, text, signature } = checked.registration;
      await pruneNameNonces(db, new Date(nowMs - settings.messageTtlMs - 60_000));
      const outcome = await registerName(
        db,
        {
          name: message.name,
          zone: message.zone,
          address,
          addressKey: address.toLowerCase(),
          chainId: message.chainId,
          coinType,
          attributes: message.avatar === undefined ? {} : { avatar: message.avatar },
          message: text,
          signature,
          registeredAt: new Date(nowMs),
        },
        message.nonce,
      );
      if (outcome.kind === "replayed") {
        return send(reply, nameRefusal("MESSAGE_REPLAYED", REPLAYED));
      }
      if (outcome.kind === "taken") {
        return send(reply, nameRefusal("NAME_TAKEN", `${message.name} is already registered`));
      }
      return reply.code(201).send(recordOf(outcome.row));
    },
  );

  for (const { path } of [
    nameLookupRoute,
    nameReverseRoute,
    nameSuggestionsRoute,
    nameRegisterRoute,
    identityRoute,
  ]) {
    app.options(path, access.preflight);
  }
}
