import {
  ADMIN_SESSION_COOKIE,
  type AdminSession,
  adminNonceRoute,
  adminSessionRoute,
  adminSignInRoute,
  adminSignOutRoute,
  parseRfc3339,
} from "@foyer/protocol";
import type { FastifyInstance, onRequestAsyncHookHandler } from "fastify";
import { evmChainIds } from "../blockchain/chainClients.js";
import { checkSessionRequest } from "../siwx/checkSession.js";
import type { AdminContext } from "./adminContext.js";
import { adminRateLimit } from "./adminRateLimit.js";
import {
  type AdminSessionRow,
  adminSessionOfToken,
  csrfTokenOf,
  issueAdminNonce,
  openAdminSession,
  pruneAdminAuth,
  revokeAdminSession,
} from "./adminSessionStore.js";
import { writeAudit } from "./auditStore.js";
import { adminSessionCookie, clearedAdminSessionCookie, readCookie } from "./cookie.js";
import { actorName, actorOf } from "./credentials.js";
import { adminRefusal, sendRefusal } from "./refusal.js";
import { adminSignInContext, createAdminVerifier } from "./signInCheck.js";

/** Ethereum's name when the server does not serve mainnet: operators' wallets are often on it. */
const ETHEREUM = { caipNetworkId: "eip155:1", name: "Ethereum" };

/**
 * The operator's sign-in: a nonce, a Sign In With Ethereum message checked like an app's
 * (text, nonce, times, domain — this server's own — and signature) by an address in
 * FOYER_ADMIN_ADDRESSES, then a short session in an HttpOnly, SameSite=Strict cookie, apart
 * from every app session. Sign-in and sign-out are audited.
 */
export async function signInRoutes(
  app: FastifyInstance,
  context: AdminContext,
  guard: readonly onRequestAsyncHookHandler[],
): Promise<void> {
  const { db, settings, server, config } = context;
  const verifier = createAdminVerifier(context.clients);
  const secureCookie = server.baseUrl().startsWith("https://");
  const signInLimit = adminRateLimit(db, {
    scope: "admin-signin",
    noun: "sign-in requests",
    perIp: settings.rateLimit.signInPerIp,
    windowMs: settings.rateLimit.windowMs,
    now: settings.now,
  });
  const networks = [
    ...evmChainIds(context.networks).map((caipNetworkId) => ({
      caipNetworkId,
      name: context.networks[caipNetworkId]?.name ?? caipNetworkId,
    })),
  ];
  if (!networks.some((network) => network.caipNetworkId === ETHEREUM.caipNetworkId)) {
    networks.push(ETHEREUM);
  }
  const view = (session: AdminSessionRow, cookieToken: string): AdminSession => ({
    address: session.address,
    chainId: session.chainId,
    expiresAt: session.expiresAt.toISOString(),
    csrfToken: csrfTokenOf(cookieToken),
    data: session.data,
    message: session.message,
    signature: session.signature,
  });

  app.post(adminNonceRoute.path, { onRequest: [signInLimit] }, async () => {
    const nowMs = settings.now();
    await pruneAdminAuth(db, nowMs);
    const { nonce, expiresAt } = await issueAdminNonce(db, nowMs, settings.nonceTtlMs);
    return { nonce, expiresAt: expiresAt.toISOString() };
  });

  app.post(adminSignInRoute.path, { onRequest: [signInLimit] }, async (request, reply) => {
    const nowMs = settings.now();
    const origin = request.headers.origin;
    const checked = await checkSessionRequest(
      adminSignInContext({
        db,
        verifier,
        server,
        origin: typeof origin === "string" && origin !== "" ? origin : undefined,
        nowMs,
      }),
      request.body,
    );
    if (!checked.ok) return reply.code(checked.refusal.status).send(checked.refusal.body);
    const { data, message, signature } = checked;
    if (!config.addresses.includes(data.accountAddress.toLowerCase())) {
      return sendRefusal(
        reply,
        adminRefusal(
          "NOT_AN_ADMIN",
          `${data.accountAddress} is not an operator of this server (FOYER_ADMIN_ADDRESSES)`,
        ),
      );
    }
    const capMs = nowMs + settings.sessionTtlMs;
    const messageExpiryMs =
      data.expirationTime === undefined ? undefined : parseRfc3339(data.expirationTime);
    const expiresAt = new Date(Math.min(capMs, messageExpiryMs ?? capMs));
    const row = {
      address: data.accountAddress,
      chainId: data.chainId,
      data,
      message,
      signature,
      expiresAt,
    };
    const { token, tokenHash } = await db.transaction(async (tx) => {
      const opened = await openAdminSession(tx, { ...row, createdAt: new Date(nowMs) });
      await writeAudit(
        tx,
        {
          actor: `${data.chainId}:${data.accountAddress}`,
          action: "admin.sign-in",
          targetType: "admin-session",
          targetId: opened.tokenHash.slice(0, 16),
          before: null,
          after: { address: data.accountAddress, chainId: data.chainId, expiresAt },
        },
        new Date(nowMs),
      );
      return opened;
    });
    const maxAge = Math.max(1, Math.floor((expiresAt.getTime() - nowMs) / 1000));
    reply.header("set-cookie", adminSessionCookie(token, maxAge, secureCookie));
    return reply.code(201).send(view({ ...row, tokenHash }, token));
  });

  app.get(adminSessionRoute.path, async (request) => {
    // The console reads this before anyone signs in: it answers, with or without a session.
    const cookieToken = readCookie(request.headers.cookie, ADMIN_SESSION_COOKIE);
    const session =
      cookieToken === undefined || !/^[A-Za-z0-9_-]{16,256}$/.test(cookieToken)
        ? undefined
        : await adminSessionOfToken(db, cookieToken, settings.now());
    return {
      session:
        session === undefined || cookieToken === undefined ? null : view(session, cookieToken),
      networks,
    };
  });

  app.post(adminSignOutRoute.path, { onRequest: [...guard] }, async (request, reply) => {
    const actor = actorOf(request);
    if (actor.kind === "session") {
      const nowMs = settings.now();
      await db.transaction(async (tx) => {
        await revokeAdminSession(tx, actor.session.tokenHash, nowMs);
        await writeAudit(
          tx,
          {
            actor: actorName(actor),
            action: "admin.sign-out",
            targetType: "admin-session",
            targetId: actor.session.tokenHash.slice(0, 16),
            before: { address: actor.session.address, expiresAt: actor.session.expiresAt },
            after: null,
          },
          new Date(nowMs),
        );
      });
    }
    reply.header("set-cookie", clearedAdminSessionCookie(secureCookie));
    return reply.code(204).send();
  });
}
