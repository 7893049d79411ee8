import { SOCIAL_CALLBACK_PATH } from "@foyer/protocol";
import type { FastifyInstance } from "fastify";
import type { AuthConfig } from "../config.js";
import type { Db } from "../db/database.js";
import type { ServerOrigin } from "../http/serverOrigin.js";
import type { ProjectAccess } from "../project/guard.js";
import { NO_USAGE, type UsageRecorder } from "../usage/usageCounter.js";
import { type AuthObserver, observedMailer } from "./authObserver.js";
import type { AuthContext } from "./context.js";
import { APPROVE_PATH, deviceApprovalRoutes } from "./deviceApprovalRoutes.js";
import { deviceRoutes } from "./deviceRoutes.js";
import { emailUpdateRoutes } from "./emailUpdateRoutes.js";
import { createFarcasterRegistry } from "./farcaster/farcasterRegistry.js";
import { createFarcasterRelay } from "./farcaster/farcasterRelay.js";
import { farcasterRoutes } from "./farcaster/farcasterRoutes.js";
import { type AuthKeys, deriveKeys } from "./keys.js";
import { loginRoutes } from "./loginRoutes.js";
import { createMailer } from "./mail/createMailer.js";
import { devMailboxRoutes } from "./mail/mailboxRoutes.js";
import { passkeyRoutes } from "./passkey/passkeyRoutes.js";
import { resolveServerSecret } from "./secret.js";
import type { AuthSettings } from "./settings.js";
import { createSocialClient } from "./social/socialClient.js";
import { callbackUrlOf, socialRoutes } from "./social/socialRoutes.js";
import { walletRoutes } from "./walletRoutes.js";

export { type AuthSettings, DEFAULT_AUTH_SETTINGS } from "./settings.js";

export interface EmbeddedAuthOptions {
  access: ProjectAccess;
  db: Db;
  config: AuthConfig;
  settings: AuthSettings;
  /** Base of mailed links and the own origin the frame calls from. */
  server: ServerOrigin;
  /** Told of logins and mails sent (metrics). */
  observer?: AuthObserver;
  /** Counts logins per project and method; nothing by default. */
  usage?: UsageRecorder;
}

/**
 * The embedded wallet's auth routes (`/auth/v1/embedded/*`, see
 * docs/embedded-auth.md) and, without SMTP, the dev mailbox. Only the
 * frame — served by this server at /frame/ — calls them, so they take the
 * project guard's same-origin form: dApp origins are refused.
 */
export async function embeddedAuthRoutes(
  app: FastifyInstance,
  options: EmbeddedAuthOptions,
): Promise<void> {
  const { db, config } = options;
  // The secret may live in the database, which may be down when the app is
  // built: read it on the first auth request (retried until it works).
  let keys: AuthKeys | undefined;
  let loading: Promise<AuthKeys> | undefined;
  const loadKeys = () => {
    loading ??= resolveServerSecret(db, config.secret).then(
      ({ secret, source }) => {
        if (source === "database") {
          app.log.info("FOYER_SECRET is not set: using the generated secret kept in the database");
        }
        return deriveKeys(secret);
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const mailer = observedMailer(
    createMailer({
      db,
      log: app.log,
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      production: config.production,
    }),
    options.observer,
  );
  // Long polls end at once on shutdown instead of holding app.close() for 25 s.
  const closing = new AbortController();
  app.addHook("preClose", async () => closing.abort());
  app.addHook("onClose", () => mailer.close());

  const context: AuthContext = {
    db,
    get keys() {
      if (keys === undefined)
        throw new Error("auth keys used before the first request loaded them");
      return keys;
    },
    settings: options.settings,
    mailer,
    server: options.server,
    ...(options.observer === undefined ? {} : { observer: options.observer }),
    usage: options.usage ?? NO_USAGE,
  };
  const guard = options.access.sameOriginGuard;
  await app.register(async (scope) => {
    scope.addHook("onRequest", async (request, reply) => {
      keys ??= await loadKeys();
      // Top-level pages a person reaches from a mail or a provider: no project, no frame.
      const url = request.routeOptions.url;
      if (url === APPROVE_PATH || url === SOCIAL_CALLBACK_PATH) return;
      return guard.call(scope, request, reply);
    });
    await loginRoutes(scope, context);
    await deviceRoutes(scope, context, closing.signal);
    await scope.register((pageScope) => deviceApprovalRoutes(pageScope, context));
    await walletRoutes(scope, context);
    await emailUpdateRoutes(scope, context);
    await passkeyRoutes(scope, context);
    await socialRoutes(scope, context, {
      client: createSocialClient(config.social, () => callbackUrlOf(context), options.settings.now),
      rateLimit: options.settings.socialRateLimit,
    });
    await farcasterRoutes(scope, context, {
      farcaster: farcasterOf(config),
      rateLimit: options.settings.farcasterRateLimit,
      timing: options.settings.farcaster,
      closing: closing.signal,
    });
  });
  // It shows every login code: development only, and only to this machine (see the routes).
  if (config.smtpUrl === undefined && !config.production) {
    await app.register(devMailboxRoutes, { db, server: options.server });
  }
}

function farcasterOf(config: AuthConfig) {
  if (config.farcaster === undefined) return undefined;
  const registry = createFarcasterRegistry(config.farcaster);
  return { registry, relay: createFarcasterRelay(config.farcaster.relayUrl, registry) };
}
