import {
  embeddedAuthShareRoute,
  embeddedCreateWalletRoute,
  embeddedExportShareRoute,
  embeddedGetDeviceFallbackRoute,
  embeddedMeRoute,
  embeddedPutDeviceFallbackRoute,
  embeddedRecoveryShareRoute,
  embeddedReshareRoute,
  embeddedSignOutRoute,
} from "@foyer/protocol";
import type { FastifyInstance } from "fastify";
import { getAddress } from "viem";
import { readRequest } from "../http/readRequest.js";
import { checkCodeWithin, refuseCode } from "./budget/addressBudgets.js";
import { type AuthContext, OWN_DATA, requireSession, slot } from "./context.js";
import { refuse } from "./errors.js";
import { open, seal } from "./seal.js";
import { markFresh, revokeSession, storeDeviceFallback } from "./sessions.js";
import { createWallet, replaceShares, walletOf } from "./users.js";

/** Where each sealed value belongs: bound as AES-GCM associated data. */
const contextOf = {
  authShare: (userId: string) => `auth-share:${userId}`,
  recoveryShare: (userId: string) => `recovery-share:${userId}`,
  deviceFallback: (jti: string) => `device-fallback:${jti}`,
};

/** Routes 4–9: the user, the wallet's server shares, recovery, reshare, device fallback, sign-out. */
export async function walletRoutes(app: FastifyInstance, context: AuthContext): Promise<void> {
  const { db, settings } = context;
  // Read per call: the keys load with the first request (see auth/index.ts).
  const sealKey = () => context.keys.seal;
  const unseal = (sealed: string, where: string) => {
    const plain = open(sealKey(), sealed, where);
    // Only a changed FOYER_SECRET or a tampered row gets here: the server's fault, a 500.
    if (plain === undefined)
      throw new Error(`sealed value at ${where.split(":")[0]} does not open`);
    return plain;
  };

  app.get(embeddedMeRoute.path, async (request, reply) => {
    const session = await requireSession(context, request, reply, OWN_DATA);
    if (session === undefined) return reply;
    const wallet = await walletOf(db, session.userId);
    return {
      id: session.userId,
      email: session.email,
      ...(session.social === null
        ? {}
        : { socialProvider: session.social.provider, username: session.social.username }),
      wallet: wallet === undefined ? null : { address: wallet.address },
    };
  });

  app.post(embeddedCreateWalletRoute.path, async (request, reply) => {
    const session = await requireSession(context, request, reply);
    if (session === undefined) return reply;
    const input = readRequest(embeddedCreateWalletRoute, request, reply);
    if (input === undefined) return reply;
    const { body } = input;
    const address = getAddress(body.address);
    const created = await createWallet(
      db,
      session.userId,
      {
        address,
        authShare: seal(sealKey(), body.authShare, contextOf.authShare(session.userId)),
        recoveryShare: seal(sealKey(), body.recoveryShare, contextOf.recoveryShare(session.userId)),
      },
      settings.now(),
    );
    if (!created) return refuse(reply, "WALLET_EXISTS");
    return reply.code(201).send({ address });
  });

  app.get(embeddedAuthShareRoute.path, async (request, reply) => {
    const session = await requireSession(context, request, reply, OWN_DATA);
    if (session === undefined) return reply;
    const wallet = await walletOf(db, session.userId);
    if (wallet === undefined) return refuse(reply, "NO_WALLET");
    return {
      address: wallet.address,
      authShare: unseal(wallet.authShare, contextOf.authShare(session.userId)),
    };
  });

  app.post(embeddedRecoveryShareRoute.path, async (request, reply) => {
    const session = await requireSession(context, request, reply);
    if (session === undefined) return reply;
    const input = readRequest(embeddedRecoveryShareRoute, request, reply);
    if (input === undefined) return reply;
    const { otp } = input.body;
    const wallet = await walletOf(db, session.userId);
    if (wallet === undefined) return refuse(reply, "NO_WALLET");
    if (otp !== undefined && otp !== "") {
      // A social login's user has no email: only its fresh login recovers.
      if (session.email === null) return refuse(reply, "NO_EMAIL");
      const checked = await checkCodeWithin(
        context,
        session.email,
        slot(request, "reauth", session.jti),
        otp.trim(),
      );
      if (!checked.ok) return refuseCode(reply, checked);
      await markFresh(db, session.jti, settings.now() + settings.freshMs);
    } else if (!session.fresh) {
      return refuse(reply, "OTP_REQUIRED");
    }
    return {
      recoveryShare: unseal(wallet.recoveryShare, contextOf.recoveryShare(session.userId)),
    };
  });

  // Key export. An email user: always a code mailed for this purpose and this session, just
  // now; a fresh login does not count, so a left-open session cannot export. A user without an
  // email (social, Farcaster or passkey sign-in) has none to mail a code to: their sign-in is
  // the proof, and only one made within the fresh window (as for adding a passkey) — a session
  // left open longer must sign in again.
  app.post(embeddedExportShareRoute.path, async (request, reply) => {
    const session = await requireSession(context, request, reply);
    if (session === undefined) return reply;
    const input = readRequest(embeddedExportShareRoute, request, reply);
    if (input === undefined) return reply;
    const wallet = await walletOf(db, session.userId);
    if (wallet === undefined) return refuse(reply, "NO_WALLET");
    const released = () => ({
      recoveryShare: unseal(wallet.recoveryShare, contextOf.recoveryShare(session.userId)),
    });
    if (session.email === null) {
      if (!session.fresh) return refuse(reply, "EXPORT_SIGN_IN_AGAIN");
      return released();
    }
    const { otp } = input.body;
    if (otp === undefined || otp.trim() === "") return refuse(reply, "OTP_REQUIRED");
    const checked = await checkCodeWithin(
      context,
      session.email,
      slot(request, "export", session.jti),
      otp.trim(),
    );
    if (!checked.ok) return refuseCode(reply, checked);
    return released();
  });

  app.post(embeddedReshareRoute.path, async (request, reply) => {
    const session = await requireSession(context, request, reply);
    if (session === undefined) return reply;
    if (!session.fresh) return refuse(reply, "OTP_REQUIRED");
    const input = readRequest(embeddedReshareRoute, request, reply);
    if (input === undefined) return reply;
    const { body } = input;
    const wallet = await walletOf(db, session.userId);
    if (wallet === undefined) return refuse(reply, "NO_WALLET");
    if (getAddress(body.address) !== wallet.address) {
      return refuse(reply, "BAD_REQUEST", "address is not this user's wallet");
    }
    await replaceShares(
      db,
      session.userId,
      {
        authShare: seal(sealKey(), body.authShare, contextOf.authShare(session.userId)),
        recoveryShare: seal(sealKey(), body.recoveryShare, contextOf.recoveryShare(session.userId)),
      },
      settings.now(),
    );
    return { address: wallet.address };
  });

  app.post(embeddedPutDeviceFallbackRoute.path, async (request, reply) => {
    const session = await requireSession(context, request, reply, OWN_DATA);
    if (session === undefined) return reply;
    const input = readRequest(embeddedPutDeviceFallbackRoute, request, reply);
    if (input === undefined) return reply;
    const share = input.body.deviceShare;
    await storeDeviceFallback(
      db,
      session.jti,
      seal(sealKey(), share, contextOf.deviceFallback(session.jti)),
    );
    return reply.code(204).send();
  });

  app.get(embeddedGetDeviceFallbackRoute.path, async (request, reply) => {
    const session = await requireSession(context, request, reply, OWN_DATA);
    if (session === undefined) return reply;
    if (session.deviceFallback === null) return refuse(reply, "NO_DEVICE_SHARE");
    return {
      deviceShare: unseal(session.deviceFallback, contextOf.deviceFallback(session.jti)),
    };
  });

  app.post(embeddedSignOutRoute.path, async (request, reply) => {
    const session = await requireSession(context, request, reply, OWN_DATA);
    if (session === undefined) return reply;
    await revokeSession(db, session.jti, settings.now());
    return reply.code(204).send();
  });
}
