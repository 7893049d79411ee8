import {
  embeddedSocialCallbackFormRoute,
  embeddedSocialCallbackRoute,
  embeddedSocialConnectRoute,
  embeddedSocialStartRoute,
  SOCIAL_CALLBACK_MESSAGE,
  SOCIAL_CALLBACK_PATH,
} from "@foyer/protocol";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { readRequest } from "../../http/readRequest.js";
import { countHits } from "../../lib/rateWindow.js";
import type { RateLimitSettings } from "../../lib/routeRateLimit.js";
import { createRateLimiter } from "../../lib/routeRateLimit.js";
import { projectOf } from "../../project/guard.js";
import { type AuthContext, deviceIdOf, pruneAuth } from "../context.js";
import { refuse } from "../errors.js";
import { finishSignIn } from "../signIn.js";
import { findOrCreateSocialUser } from "../users.js";
import { handOverPage, staleCallbackPage } from "./callbackPage.js";
import { type SocialClient, SocialExchangeError } from "./socialClient.js";
import { appOriginOf, savePendingLogin, takePendingLogin } from "./socialStates.js";

const NO_DEVICE = "x-foyer-device header must be a UUID";

export interface SocialRouteOptions {
  client: SocialClient;
  rateLimit: RateLimitSettings;
}

/** The callback URL the providers redirect to: from configuration, never the request's Host. */
export function callbackUrlOf(context: AuthContext): string {
  return `${context.server.baseUrl()}${SOCIAL_CALLBACK_PATH}`;
}

/**
 * Social login (behaviour §2, §7): `social/start` (the frame's get-social-redirect-uri) records
 * a one-time state and answers the provider's authorization URL; the provider sends the
 * popup to `social/callback`, whose page hands the URI to the app; `social/connect` (the
 * frame's connect-social) takes the state back, exchanges the code and opens a session for
 * the user bound to the provider's subject.
 */
export async function socialRoutes(
  app: FastifyInstance,
  context: AuthContext,
  options: SocialRouteOptions,
): Promise<void> {
  const { db, settings } = context;
  const { client } = options;
  const limiter = createRateLimiter(db, {
    scope: "social",
    noun: "social sign-in requests",
    settings: options.rateLimit,
    now: settings.now,
  });

  app.post(embeddedSocialStartRoute.path, { onRequest: limiter }, async (request, reply) => {
    const input = readRequest(embeddedSocialStartRoute, request, reply);
    if (input === undefined) return reply;
    const { provider, appOrigin } = input.body;
    const deviceId = deviceIdOf(request);
    if (deviceId === undefined) return refuse(reply, "BAD_REQUEST", NO_DEVICE);
    const project = projectOf(request);
    // The callback page posts the result to this origin: it must be one of the project's.
    if (!project.allowedOrigins.includes(appOrigin)) {
      return refuse(reply, "BAD_REQUEST", "appOrigin is not an allowed origin of this project");
    }
    if (!client.isConfigured(provider)) return refuse(reply, "SOCIAL_PROVIDER_OFF");
    const nowMs = settings.now();
    await pruneAuth(db, nowMs);
    const checks = client.newChecks(provider);
    let uri: URL;
    try {
      uri = await client.authorizationUrl(provider, checks);
    } catch (error) {
      request.log.warn({ provider, reason: describeError(error) }, "social provider unreachable");
      return refuse(reply, "SOCIAL_EXCHANGE_FAILED", "The provider could not be reached");
    }
    await savePendingLogin(
      db,
      checks.state,
      {
        projectId: project.id,
        deviceId,
        provider,
        codeVerifier: checks.codeVerifier,
        nonce: checks.nonce ?? null,
        appOrigin,
      },
      nowMs,
    );
    return { uri: uri.href };
  });

  // The provider's redirect (GET) or Apple's form post (POST): a top-level navigation in the
  // popup, so it carries no project and is outside the frame's same-origin guard.
  const callback = async (request: FastifyRequest, reply: import("fastify").FastifyReply) => {
    if (await callbackLimited(context, request, options.rateLimit)) {
      return reply.code(429).send({ code: "RATE_LIMITED", message: "Too many requests" });
    }
    const params = callbackParams(request);
    const state = params.get("state");
    const appOrigin = state === null ? undefined : await appOriginOf(db, state, settings.now());
    if (appOrigin === undefined) return staleCallbackPage(reply);
    const uri = new URL(callbackUrlOf(context));
    for (const [name, value] of params) uri.searchParams.set(name, value);
    return handOverPage(reply, { type: SOCIAL_CALLBACK_MESSAGE, uri: uri.href }, appOrigin);
  };
  app.get(embeddedSocialCallbackRoute.path, callback);
  app.register(async (formScope) => {
    formScope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 16_384 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    formScope.post(embeddedSocialCallbackFormRoute.path, callback);
  });

  app.post(embeddedSocialConnectRoute.path, { onRequest: limiter }, async (request, reply) => {
    const deviceId = deviceIdOf(request);
    if (deviceId === undefined) return refuse(reply, "BAD_REQUEST", NO_DEVICE);
    const input = readRequest(embeddedSocialConnectRoute, request, reply);
    if (input === undefined) return reply;
    const callbackUrl = parseCallbackUri(input.body.uri, callbackUrlOf(context));
    if (callbackUrl === undefined) {
      return refuse(reply, "BAD_REQUEST", "uri must be this server's social callback URL");
    }
    const state = callbackUrl.searchParams.get("state");
    const projectId = projectOf(request).id;
    const nowMs = settings.now();
    const pending =
      state === null
        ? undefined
        : await takePendingLogin(db, state, { projectId, deviceId }, nowMs);
    if (pending === undefined) return refuse(reply, "SOCIAL_STATE_INVALID");
    if (callbackUrl.searchParams.has("error")) {
      request.log.info(
        { provider: pending.provider, error: callbackUrl.searchParams.get("error")?.slice(0, 64) },
        "social sign-in refused at the provider",
      );
      return refuse(reply, "SOCIAL_DENIED");
    }
    let identity: Awaited<ReturnType<SocialClient["exchange"]>>;
    try {
      identity = await client.exchange(pending.provider, callbackUrl, {
        state: state as string,
        codeVerifier: pending.codeVerifier,
        nonce: pending.nonce ?? undefined,
      });
    } catch (error) {
      request.log.warn(
        { provider: pending.provider, reason: describeError(error) },
        "social sign-in not confirmed",
      );
      return refuse(reply, "SOCIAL_EXCHANGE_FAILED");
    }
    const user = await findOrCreateSocialUser(db, projectId, {
      provider: pending.provider,
      subject: identity.subject,
      username: identity.username,
    });
    // The provider's login is this device's proof, as a verified code is for email.
    const token = await finishSignIn(context, pending.provider, {
      projectId,
      userId: user.id,
      deviceId,
    });
    return {
      token,
      user: { id: user.id, email: null, username: user.username, socialProvider: pending.provider },
    };
  });
}

function callbackParams(request: FastifyRequest): URLSearchParams {
  const params = new URLSearchParams();
  const add = (source: unknown) => {
    if (typeof source !== "object" || source === null) return;
    for (const [name, value] of Object.entries(source)) {
      // Only what the providers send back; never an arbitrary parameter into the app's hands.
      if (typeof value === "string" && CALLBACK_FIELDS.has(name))
        params.set(name, value.slice(0, 2048));
    }
  };
  add(request.query);
  if (request.method === "POST") add(request.body);
  return params;
}

const CALLBACK_FIELDS = new Set(["code", "state", "error", "error_description", "iss", "scope"]);

/** The connect body's `uri`, only when it is this server's callback URL (same origin, path). */
export function parseCallbackUri(raw: unknown, callbackUrl: string): URL | undefined {
  if (typeof raw !== "string" || raw.length > 8192) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return undefined;
  }
  const expected = new URL(callbackUrl);
  if (url.origin !== expected.origin || url.pathname !== expected.pathname || url.hash !== "") {
    return undefined;
  }
  return url;
}

async function callbackLimited(
  context: AuthContext,
  request: FastifyRequest,
  limit: RateLimitSettings,
): Promise<boolean> {
  const key = `social:callback:ip:${request.ip}`;
  const hits = await countHits(context.db, [key], limit.windowMs, context.settings.now());
  return hits.countOf(key) > limit.perIp;
}

function describeError(error: unknown): string {
  if (error instanceof SocialExchangeError) return error.reason;
  return error instanceof Error ? error.name : "unknown error";
}
