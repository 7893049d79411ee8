import { randomBytes } from "node:crypto";
import { embeddedFarcasterConnectRoute, embeddedFarcasterStartRoute } from "@foyer/protocol";
import type { FastifyInstance } from "fastify";
import { generateSiweNonce } from "viem/siwe";
import { readRequest } from "../../http/readRequest.js";
import { longPoll } from "../../lib/longPoll.js";
import type { RateLimitSettings } from "../../lib/routeRateLimit.js";
import { createRateLimiter } from "../../lib/routeRateLimit.js";
import { projectOf } from "../../project/guard.js";
import { type AuthContext, deviceIdOf, pruneAuth } from "../context.js";
import { refuse } from "../errors.js";
import { finishSignIn } from "../signIn.js";
import { findOrCreateSocialUser } from "../users.js";
import {
  readFarcasterChannel,
  saveFarcasterChannel,
  takeFarcasterChannel,
} from "./farcasterChannels.js";
import type { FarcasterRegistry } from "./farcasterRegistry.js";
import type { FarcasterRelay } from "./farcasterRelay.js";
import { FarcasterSignInRefused, verifyFarcasterSignIn } from "./farcasterSignIn.js";
import type { FarcasterTiming } from "./farcasterTiming.js";

const NO_DEVICE = "x-foyer-device header must be a UUID";

export interface FarcasterRouteOptions {
  /** Undefined: Sign In With Farcaster is not configured, and both routes refuse. */
  farcaster: { relay: FarcasterRelay; registry: FarcasterRegistry } | undefined;
  rateLimit: RateLimitSettings;
  timing: FarcasterTiming;
  /** Aborted when the app closes: waiting requests answer at once. */
  closing: AbortSignal;
}

/**
 * Sign In With Farcaster (behaviour §7 get/connect farcaster): `farcaster/start` opens a channel on
 * the auth relay with a nonce of ours and this server as the message's domain, and answers the
 * sign-in URL the person opens in their Farcaster client; `farcaster/connect` waits on the
 * channel, checks the signed message against the fid's custody address in the IdRegistry, and
 * opens a session for the user bound to that fid — the same fid, the same wallet.
 */
export async function farcasterRoutes(
  app: FastifyInstance,
  context: AuthContext,
  options: FarcasterRouteOptions,
): Promise<void> {
  const { db, settings } = context;
  const { timing, closing } = options;
  const limiter = createRateLimiter(db, {
    scope: "farcaster",
    noun: "Farcaster sign-in requests",
    settings: options.rateLimit,
    now: settings.now,
  });
  const site = () => {
    const base = new URL(context.server.baseUrl());
    return { domain: base.host, siweUri: `${base.origin}/` };
  };

  app.post(embeddedFarcasterStartRoute.path, { onRequest: limiter }, async (request, reply) => {
    const deviceId = deviceIdOf(request);
    if (deviceId === undefined) return refuse(reply, "BAD_REQUEST", NO_DEVICE);
    const input = readRequest(embeddedFarcasterStartRoute, request, reply);
    if (input === undefined) return reply;
    const project = projectOf(request);
    const { appOrigin } = input.body;
    if (!project.allowedOrigins.includes(appOrigin)) {
      return refuse(reply, "BAD_REQUEST", "appOrigin is not an allowed origin of this project");
    }
    if (options.farcaster === undefined) return refuse(reply, "FARCASTER_OFF");
    const nowMs = settings.now();
    await pruneAuth(db, nowMs);
    const nonce = generateSiweNonce();
    let channel: { channelToken: string; url: string };
    try {
      channel = await options.farcaster.relay.createChannel({
        ...site(),
        nonce,
        notBefore: new Date(nowMs).toISOString(),
        expirationTime: new Date(nowMs + timing.channelTtlMs).toISOString(),
      });
    } catch (error) {
      request.log.warn({ reason: describeError(error) }, "Farcaster relay unreachable");
      return refuse(reply, "FARCASTER_RELAY_FAILED");
    }
    const id = randomBytes(24).toString("base64url");
    await saveFarcasterChannel(
      db,
      id,
      { projectId: project.id, deviceId, channelToken: channel.channelToken, nonce, appOrigin },
      nowMs,
      timing.channelTtlMs,
    );
    return { url: channel.url, channel: id };
  });

  app.post(embeddedFarcasterConnectRoute.path, { onRequest: limiter }, async (request, reply) => {
    const deviceId = deviceIdOf(request);
    if (deviceId === undefined) return refuse(reply, "BAD_REQUEST", NO_DEVICE);
    const input = readRequest(embeddedFarcasterConnectRoute, request, reply);
    if (input === undefined) return reply;
    const id = input.body.channel;
    if (options.farcaster === undefined) return refuse(reply, "FARCASTER_OFF");
    const { relay, registry } = options.farcaster;
    const projectId = projectOf(request).id;
    const owner = { projectId, deviceId };
    const pending = await readFarcasterChannel(db, id, owner, settings.now());
    if (pending === undefined) return refuse(reply, "FARCASTER_CHANNEL_INVALID");

    const answer = await longPoll(
      {
        waitMs: timing.waitMs,
        pollMs: timing.pollMs,
        closing,
        reply,
        monotonicNow: settings.monotonicNow,
      },
      async () => {
        let status: Awaited<ReturnType<FarcasterRelay["status"]>>;
        try {
          status = await relay.status(pending.channelToken);
        } catch (error) {
          request.log.warn({ reason: describeError(error) }, "Farcaster relay unreachable");
          return refuse(reply, "FARCASTER_RELAY_FAILED");
        }
        if (status.state === "gone") {
          await takeFarcasterChannel(db, id, owner, settings.now());
          return refuse(reply, "FARCASTER_CHANNEL_INVALID");
        }
        if (status.state === "completed") {
          // Taken before the check: a refused message ends the sign-in as a used one does.
          const taken = await takeFarcasterChannel(db, id, owner, settings.now());
          if (taken === undefined) return refuse(reply, "FARCASTER_CHANNEL_INVALID");
          const { completion } = status;
          try {
            await verifyFarcasterSignIn(
              {
                message: completion.message,
                signature: completion.signature,
                fid: completion.fid,
                nonce: taken.nonce,
                domain: site().domain,
              },
              registry,
            );
          } catch (error) {
            if (!(error instanceof FarcasterSignInRefused)) throw error;
            request.log.info(
              { fid: completion.fid, code: error.code, reason: error.reason.slice(0, 200) },
              "Farcaster sign-in refused",
            );
            return refuse(reply, error.code);
          }
          const username = completion.username?.trim() || `fid ${completion.fid}`;
          const user = await findOrCreateSocialUser(db, projectId, {
            provider: "farcaster",
            subject: String(completion.fid),
            username,
          });
          // The custody signature is this device's proof, as a verified code is for email.
          const token = await finishSignIn(context, "farcaster", {
            projectId,
            userId: user.id,
            deviceId,
          });
          return {
            state: "completed",
            token,
            user: { id: user.id, email: null, username, socialProvider: "farcaster" },
          };
        }
        return undefined;
      },
    );
    return answer ?? reply.code(202).send({ state: "pending" });
  });
}

function describeError(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message.slice(0, 160)}` : "unknown error";
}
