import { randomUUID } from "node:crypto";
import {
  embeddedPasskeyAddOptionsRoute,
  embeddedPasskeyAddRoute,
  embeddedPasskeyDeviceShareRoute,
  embeddedPasskeyLoginOptionsRoute,
  embeddedPasskeyLoginRoute,
  embeddedPasskeyRegisterOptionsRoute,
  embeddedPasskeyRegisterRoute,
  embeddedPasskeyRemoveRoute,
  embeddedPasskeysRoute,
  isRecord,
  type PasskeySummary,
} from "@foyer/protocol";
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import {
  convertCOSEtoPKCS,
  cose,
  decodeAttestationObject,
  decodeCredentialPublicKey,
  isoBase64URL,
  parseAuthenticatorData,
} from "@simplewebauthn/server/helpers";
import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { embeddedUsers } from "../../db/schema.js";
import { readRequest } from "../../http/readRequest.js";
import { projectOf } from "../../project/guard.js";
import { type AuthContext, deviceIdOf, limited, OWN_DATA, requireSession } from "../context.js";
import { refuse } from "../errors.js";
import { open, seal } from "../seal.js";
import { openFreshSession } from "../signIn.js";
import { approveDevice } from "../users.js";
import {
  type ChallengePurpose,
  createPasskeyUser,
  insertPasskey,
  passkeyByCredential,
  passkeysOf,
  pruneChallenges,
  recordUse,
  removePasskey,
  type StoredPasskey,
  saveChallenge,
  setSealedDeviceShare,
  takeChallenge,
} from "./passkeyStore.js";
import { relyingPartyOf, topOriginAllowed } from "./relyingParty.js";

/** ES256 (P-256 with SHA-256): the only key the smart account can verify on chain. */
const ES256 = -7;
/** How long a challenge (and the browser's prompt) lives. */
const CEREMONY_MS = 3 * 60 * 1000;
const NO_DEVICE = "x-foyer-device header must be a UUID";

const shareContext = (passkeyId: string) => `passkey-device-share:${passkeyId}`;

/**
 * WebAuthn ceremonies for the embedded wallet (see docs/embedded-auth.md, "Passkeys"): sign-up
 * with a passkey alone, login with one, and an account's passkeys listed, added and removed.
 * The relying party is the frame's origin, this server's own; every challenge is single-use,
 * bound to its project, frame and ceremony, and dies after three minutes.
 */
export async function passkeyRoutes(app: FastifyInstance, context: AuthContext): Promise<void> {
  const { db, settings } = context;
  const now = () => settings.now();
  const sealKey = () => context.keys.seal;

  /** The frame's origin: the browser's `Origin` (the guard let only our own through), else ours. */
  function relyingParty(request: FastifyRequest) {
    const header = request.headers.origin;
    const origin =
      typeof header === "string" && header.length > 0
        ? header
        : new URL(context.server.baseUrl()).origin;
    return relyingPartyOf(origin);
  }

  async function challengeFor(
    request: FastifyRequest,
    reply: FastifyReply,
    purpose: ChallengePurpose,
    deviceId: string,
    userId: string | null,
    make: (rpId: string) => Promise<{ challenge: string }>,
  ) {
    const rp = relyingParty(request);
    if (rp === undefined) return refuse(reply, "PASSKEY_UNAVAILABLE");
    const nowMs = now();
    await pruneChallenges(db, nowMs);
    const options = await make(rp.rpId);
    await saveChallenge(
      db,
      options.challenge,
      { projectId: projectOf(request).id, deviceId, purpose },
      { ...rp, userId },
      nowMs + CEREMONY_MS,
    );
    return { options };
  }

  /**
   * The challenge a response answers, taken once — with its relying party — or a refusal sent.
   * The client data is read only for its challenge and top origin here; the library checks it all.
   */
  async function takeAnswered(
    request: FastifyRequest,
    reply: FastifyReply,
    purpose: ChallengePurpose,
    deviceId: string,
    response: { response: { clientDataJSON: string } },
  ) {
    const clientData = readClientData(response.response.clientDataJSON);
    if (clientData === undefined) {
      refuse(reply, "BAD_REQUEST", "response.clientDataJSON is not WebAuthn client data");
      return undefined;
    }
    const project = projectOf(request);
    const pending = await takeChallenge(
      db,
      clientData.challenge,
      { projectId: project.id, deviceId, purpose },
      now(),
    );
    if (pending === undefined) {
      refuse(reply, "PASSKEY_CHALLENGE_INVALID");
      return undefined;
    }
    if (!topOriginAllowed(clientData, project.allowedOrigins)) {
      request.log.info("passkey ceremony from a page outside the project's allowed origins");
      refuse(reply, "PASSKEY_REJECTED");
      return undefined;
    }
    return { ...pending, challenge: clientData.challenge };
  }

  /** Verifies a new credential against its challenge; a refusal sent when it does not hold. */
  async function verifyNew(
    request: FastifyRequest,
    reply: FastifyReply,
    response: RegistrationResponseJSON,
    pending: { challenge: string; origin: string; rpId: string },
  ) {
    if (algorithmOf(response) !== ES256) {
      refuse(reply, "PASSKEY_NOT_ACCEPTED");
      return undefined;
    }
    try {
      const result = await verifyRegistrationResponse({
        response,
        expectedChallenge: pending.challenge,
        expectedOrigin: pending.origin,
        expectedRPID: pending.rpId,
        requireUserVerification: false,
        supportedAlgorithmIDs: [ES256],
      });
      if (!result.verified) {
        refuse(reply, "PASSKEY_REJECTED");
        return undefined;
      }
      return result.registrationInfo;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      request.log.info({ reason: reason.slice(0, 200) }, "passkey registration refused");
      refuse(reply, "PASSKEY_REJECTED");
      return undefined;
    }
  }

  async function storeNew(
    reply: FastifyReply,
    projectId: string,
    userId: string,
    info: NonNullable<Awaited<ReturnType<typeof verifyNew>>>,
    name: string,
  ) {
    const stored = await insertPasskey(
      db,
      {
        projectId,
        userId,
        credentialId: info.credential.id,
        publicKey: isoBase64URL.fromBuffer(info.credential.publicKey),
        counter: info.credential.counter,
        transports: info.credential.transports ?? [],
        deviceType: info.credentialDeviceType,
        backedUp: info.credentialBackedUp,
        aaguid: info.aaguid,
        name,
      },
      now(),
    );
    if (stored === undefined) refuse(reply, "PASSKEY_EXISTS");
    return stored;
  }

  // A passkey with user verification is as fresh a proof as a verified code.
  const openFor = (projectId: string, userId: string, deviceId: string) =>
    openFreshSession(context, { projectId, userId, deviceId });

  app.post(embeddedPasskeyRegisterOptionsRoute.path, async (request, reply) => {
    if (await limited(context, request, reply, undefined)) return reply;
    const deviceId = deviceIdOf(request);
    if (deviceId === undefined) return refuse(reply, "BAD_REQUEST", NO_DEVICE);
    const project = projectOf(request);
    const userId = randomUUID();
    return challengeFor(request, reply, "register", deviceId, userId, (rpId) =>
      generateRegistrationOptions({
        rpName: project.name,
        rpID: rpId,
        userName: `${project.name} wallet`,
        userID: new TextEncoder().encode(userId),
        attestationType: "none",
        authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
        supportedAlgorithmIDs: [ES256],
        timeout: CEREMONY_MS,
      }),
    );
  });

  app.post(embeddedPasskeyRegisterRoute.path, async (request, reply) => {
    if (await limited(context, request, reply, undefined)) return reply;
    const deviceId = deviceIdOf(request);
    if (deviceId === undefined) return refuse(reply, "BAD_REQUEST", NO_DEVICE);
    const input = readRequest(embeddedPasskeyRegisterRoute, request, reply);
    if (input === undefined) return reply;
    const response = registrationOf(input.body.response);
    if (response === undefined) return refuse(reply, "BAD_REQUEST", RESPONSE_SHAPE);
    const pending = await takeAnswered(request, reply, "register", deviceId, response);
    if (pending === undefined) return reply;
    const info = await verifyNew(request, reply, response, pending);
    if (info === undefined) return reply;
    const projectId = projectOf(request).id;
    const userId = pending.userId ?? "";
    if ((await passkeyByCredential(db, projectId, info.credential.id)) !== undefined) {
      return refuse(reply, "PASSKEY_EXISTS");
    }
    await createPasskeyUser(db, projectId, userId);
    const stored = await storeNew(reply, projectId, userId, info, nameOf(input.body.name));
    if (stored === undefined) return reply;
    await approveDevice(db, userId, deviceId);
    const token = await openFor(projectId, userId, deviceId);
    return { token, user: { id: userId, email: null }, passkey: summaryOf(stored) };
  });

  app.post(embeddedPasskeyLoginOptionsRoute.path, async (request, reply) => {
    if (await limited(context, request, reply, undefined)) return reply;
    const deviceId = deviceIdOf(request);
    if (deviceId === undefined) return refuse(reply, "BAD_REQUEST", NO_DEVICE);
    return challengeFor(request, reply, "login", deviceId, null, (rpId) =>
      generateAuthenticationOptions({
        rpID: rpId,
        userVerification: "preferred",
        timeout: CEREMONY_MS,
      }),
    );
  });

  app.post(embeddedPasskeyLoginRoute.path, async (request, reply) => {
    const input = readRequest(embeddedPasskeyLoginRoute, request, reply);
    if (input === undefined) return reply;
    const deviceId = deviceIdOf(request);
    const response = assertionOf(input.body.response);
    // Counted per credential as the email routes count per address.
    const account = response === undefined ? undefined : `passkey:${response.id}`;
    if (await limited(context, request, reply, account)) return reply;
    if (deviceId === undefined) return refuse(reply, "BAD_REQUEST", NO_DEVICE);
    if (response === undefined) return refuse(reply, "BAD_REQUEST", RESPONSE_SHAPE);
    const pending = await takeAnswered(request, reply, "login", deviceId, response);
    if (pending === undefined) return reply;
    const projectId = projectOf(request).id;
    // Another project's credential is no credential here: a passkey belongs to one project's user.
    const passkey = await passkeyByCredential(db, projectId, response.id);
    if (passkey === undefined) return refuse(reply, "PASSKEY_UNKNOWN");
    const handle = response.response.userHandle;
    if (handle !== undefined && handle !== isoBase64URL.fromUTF8String(passkey.userId)) {
      return refuse(reply, "PASSKEY_REJECTED");
    }
    let verified: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
    try {
      verified = await verifyAuthenticationResponse({
        response,
        expectedChallenge: pending.challenge,
        expectedOrigin: pending.origin,
        expectedRPID: pending.rpId,
        // The page that embedded the frame (checked for registrations in takeAnswered).
        expectedTopOrigin: [...projectOf(request).allowedOrigins],
        requireUserVerification: false,
        credential: {
          id: passkey.credentialId,
          publicKey: isoBase64URL.toBuffer(passkey.publicKey),
          counter: passkey.counter,
          transports: transportsOf(passkey),
        },
      });
    } catch (error) {
      // Wrong origin or RP ID, a bad signature, a counter that went back…
      const reason = error instanceof Error ? error.message : String(error);
      request.log.info({ reason: reason.slice(0, 200) }, "passkey login refused");
      return refuse(reply, "PASSKEY_REJECTED");
    }
    if (!verified.verified) return refuse(reply, "PASSKEY_REJECTED");
    const info = verified.authenticationInfo;
    const kept = await recordUse(
      db,
      passkey,
      {
        counter: info.newCounter,
        backedUp: info.credentialBackedUp,
        deviceType: info.credentialDeviceType,
      },
      now(),
    );
    if (!kept) return refuse(reply, "PASSKEY_REJECTED");
    await approveDevice(db, passkey.userId, deviceId);
    const token = await openFor(projectId, passkey.userId, deviceId);
    const [user] = await db
      .select({
        email: embeddedUsers.email,
        socialProvider: embeddedUsers.socialProvider,
        socialUsername: embeddedUsers.socialUsername,
      })
      .from(embeddedUsers)
      .where(eq(embeddedUsers.id, passkey.userId));
    const sealed =
      passkey.sealedDeviceShare === null
        ? null
        : (open(sealKey(), passkey.sealedDeviceShare, shareContext(passkey.id)) ?? null);
    return {
      token,
      user: {
        id: passkey.userId,
        email: user?.email ?? null,
        ...(user?.socialProvider
          ? { socialProvider: user.socialProvider, username: user.socialUsername ?? "" }
          : {}),
      },
      passkey: summaryOf({ ...passkey, lastUsedAt: new Date(now()) }),
      sealedDeviceShare: sealed,
    };
  });

  app.get(embeddedPasskeysRoute.path, async (request, reply) => {
    const session = await requireSession(context, request, reply, OWN_DATA);
    if (session === undefined) return reply;
    return { passkeys: (await passkeysOf(db, session.userId)).map(summaryOf) };
  });

  app.post(embeddedPasskeyAddOptionsRoute.path, async (request, reply) => {
    const session = await requireSession(context, request, reply);
    if (session === undefined) return reply;
    // A new way into the account: only right after a sign-in, like recovery.
    if (!session.fresh) return refuse(reply, "PASSKEY_SIGN_IN_AGAIN");
    const project = projectOf(request);
    const existing = await passkeysOf(db, session.userId);
    return challengeFor(request, reply, "add", session.deviceId, session.userId, (rpId) =>
      generateRegistrationOptions({
        rpName: project.name,
        rpID: rpId,
        userName: session.email ?? session.social?.username ?? `${project.name} wallet`,
        userID: new TextEncoder().encode(session.userId),
        attestationType: "none",
        excludeCredentials: existing.map((p) => ({
          id: p.credentialId,
          transports: transportsOf(p),
        })),
        authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
        supportedAlgorithmIDs: [ES256],
        timeout: CEREMONY_MS,
      }),
    );
  });

  app.post(embeddedPasskeyAddRoute.path, async (request, reply) => {
    const session = await requireSession(context, request, reply);
    if (session === undefined) return reply;
    const input = readRequest(embeddedPasskeyAddRoute, request, reply);
    if (input === undefined) return reply;
    const response = registrationOf(input.body.response);
    if (response === undefined) return refuse(reply, "BAD_REQUEST", RESPONSE_SHAPE);
    const pending = await takeAnswered(request, reply, "add", session.deviceId, response);
    if (pending === undefined) return reply;
    if (pending.userId !== session.userId) return refuse(reply, "PASSKEY_CHALLENGE_INVALID");
    const info = await verifyNew(request, reply, response, pending);
    if (info === undefined) return reply;
    const stored = await storeNew(
      reply,
      session.projectId,
      session.userId,
      info,
      nameOf(input.body.name),
    );
    if (stored === undefined) return reply;
    return reply.code(201).send({ passkey: summaryOf(stored) });
  });

  app.delete(embeddedPasskeyRemoveRoute.path, async (request, reply) => {
    const session = await requireSession(context, request, reply);
    if (session === undefined) return reply;
    const input = readRequest(embeddedPasskeyRemoveRoute, request, reply);
    if (input === undefined) return reply;
    const outcome = await removePasskey(db, session.userId, input.params.id);
    if (outcome === "not-found") return refuse(reply, "PASSKEY_NOT_FOUND");
    if (outcome === "last-way-in") return refuse(reply, "PASSKEY_LAST_SIGN_IN");
    return reply.code(204).send();
  });

  app.post(embeddedPasskeyDeviceShareRoute.path, async (request, reply) => {
    const session = await requireSession(context, request, reply, OWN_DATA);
    if (session === undefined) return reply;
    const input = readRequest(embeddedPasskeyDeviceShareRoute, request, reply);
    if (input === undefined) return reply;
    const share = input.body.sealedDeviceShare;
    const { id } = input.params;
    const kept = await setSealedDeviceShare(
      db,
      session.userId,
      id,
      seal(sealKey(), share, shareContext(id)),
    );
    if (!kept) return refuse(reply, "PASSKEY_NOT_FOUND");
    return reply.code(204).send();
  });
}

const RESPONSE_SHAPE = "response must be the browser's PublicKeyCredential as JSON";

function summaryOf(passkey: StoredPasskey): PasskeySummary {
  return {
    id: passkey.id,
    name: passkey.name,
    createdAt: passkey.createdAt.toISOString(),
    lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null,
    synced: passkey.deviceType === "multiDevice",
    credentialId: passkey.credentialId,
    publicKey: p256Point(passkey.publicKey),
  };
}

/**
 * The stored COSE key as an uncompressed P-256 point (0x04‖x‖y, hex): what the frame makes a
 * signer of the smart account. Only ES256 passkeys are kept, so the conversion always applies.
 */
function p256Point(cosePublicKey: string): string {
  return `0x${Buffer.from(convertCOSEtoPKCS(isoBase64URL.toBuffer(cosePublicKey))).toString("hex")}`;
}

function transportsOf(passkey: StoredPasskey) {
  return passkey.transports === ""
    ? undefined
    : (passkey.transports.split(",") as AuthenticatorTransportLike[]);
}

type AuthenticatorTransportLike = NonNullable<
  Parameters<typeof verifyAuthenticationResponse>[0]["credential"]["transports"]
>[number];

/** The name Account → Passkeys shows: the frame's guess of the device, else a plain one. */
function nameOf(value: string | undefined): string {
  const name = value?.trim().slice(0, 64) ?? "";
  return name || "Passkey";
}

function isBase64Url(value: unknown): value is string {
  return typeof value === "string" && value.length > 0 && /^[A-Za-z0-9_-]+={0,2}$/.test(value);
}

function registrationOf(value: unknown): RegistrationResponseJSON | undefined {
  if (!isRecord(value) || !isBase64Url(value.id) || !isRecord(value.response)) return undefined;
  const { clientDataJSON, attestationObject } = value.response;
  if (!isBase64Url(clientDataJSON) || !isBase64Url(attestationObject)) return undefined;
  return value as unknown as RegistrationResponseJSON;
}

function assertionOf(value: unknown): AuthenticationResponseJSON | undefined {
  if (!isRecord(value) || !isBase64Url(value.id) || !isRecord(value.response)) return undefined;
  const { clientDataJSON, authenticatorData, signature, userHandle } = value.response;
  if (!isBase64Url(clientDataJSON) || !isBase64Url(authenticatorData) || !isBase64Url(signature)) {
    return undefined;
  }
  if (userHandle !== undefined && !isBase64Url(userHandle)) return undefined;
  return value as unknown as AuthenticationResponseJSON;
}

function readClientData(
  encoded: string,
): { challenge: string; crossOrigin?: unknown; topOrigin?: unknown } | undefined {
  try {
    const parsed: unknown = JSON.parse(isoBase64URL.toUTF8String(encoded));
    if (!isRecord(parsed) || typeof parsed.challenge !== "string") return undefined;
    return { ...parsed, challenge: parsed.challenge };
  } catch {
    return undefined;
  }
}

/** The COSE algorithm of a new credential's key; undefined when the attestation does not parse. */
function algorithmOf(response: RegistrationResponseJSON): number | undefined {
  try {
    const attestation = decodeAttestationObject(
      isoBase64URL.toBuffer(response.response.attestationObject),
    );
    const { credentialPublicKey } = parseAuthenticatorData(attestation.get("authData"));
    if (credentialPublicKey === undefined) return undefined;
    const alg = decodeCredentialPublicKey(credentialPublicKey).get(cose.COSEKEYS.alg);
    return typeof alg === "number" ? alg : undefined;
  } catch {
    return undefined;
  }
}
