import Fastify, { type FastifyInstance } from "fastify";
import { type AdminSettings, adminRoutes, DEFAULT_ADMIN_SETTINGS } from "./admin/index.js";
import { analyticsRoutes } from "./analytics/analyticsRoutes.js";
import { type AuthSettings, DEFAULT_AUTH_SETTINGS, embeddedAuthRoutes } from "./auth/index.js";
import { esploraRoutes } from "./bitcoin/esploraRoutes.js";
import { createEsploraUpstream } from "./bitcoin/esploraUpstream.js";
import { blockchainRoutes } from "./blockchain/blockchainRoutes.js";
import { createHistoryCache } from "./blockchain/historyCache.js";
import { watchHistoryChanges } from "./blockchain/historyChanges.js";
import type { HistoryPage } from "./blockchain/historyRoute.js";
import type { IndexerOptions } from "./blockchain/indexer/indexer.js";
import { startChainIndexer } from "./blockchain/indexer/start.js";
import { createBlockchainServices } from "./blockchain/services.js";
import type { ServerConfig } from "./config.js";
import { consoleRoutes } from "./console/consoleRoutes.js";
import type { Database } from "./db/database.js";
import { createDbWalletSource } from "./explorer/dbSource.js";
import { explorerRoutes } from "./explorer/explorerRoutes.js";
import type { WalletSource } from "./explorer/types.js";
import { frameRoutes } from "./frame/frameRoutes.js";
import { installErrorHandlers } from "./http/errorHandler.js";
import { errorLogSerializer, requestLogSerializer } from "./http/logSerializers.js";
import { serverWithFrontHandler } from "./http/serverFactory.js";
import { createServerOrigin, type ServerOrigin } from "./http/serverOrigin.js";
import type { RateLimitSettings } from "./lib/routeRateLimit.js";
import { recordHttpMetrics } from "./metrics/httpMetrics.js";
import { metricsRoutes } from "./metrics/metricsRoute.js";
import { createServerMetrics } from "./metrics/serverMetrics.js";
import { DEFAULT_NAME_SETTINGS, type NameSettings, nameRoutes } from "./names/nameRoutes.js";
import { onramp } from "./onramp/index.js";
import { benchHelloRoute } from "./ops/benchHelloRoute.js";
import { healthRoutes } from "./ops/healthRoutes.js";
import { createLifecycle, type Lifecycle } from "./ops/lifecycle.js";
import { createReadiness } from "./ops/readiness.js";
import { readyRoutes } from "./ops/readyRoute.js";
import { configuredPaymasters, paymasterServiceFor } from "./paymaster/paymasterSetup.js";
import { configRoutes } from "./project/configRoutes.js";
import { createProjectAccess } from "./project/guard.js";
import { createProjectLookup } from "./project/lookup.js";
import { originsRoutes } from "./project/originsRoutes.js";
import { watchProjectChanges } from "./project/projectChanges.js";
import { createRpcFastPath, type FrontHandler } from "./rpc/fastPath.js";
import { rpcRoutes } from "./rpc/rpcRoutes.js";
import { createRpcService } from "./rpc/serve.js";
import { createUpstreamTransport, type RpcTransport } from "./rpc/upstream.js";
import { sessionsRoutes } from "./sessions/sessionsRoutes.js";
import { DEFAULT_SIWX_SETTINGS, type SiwxSettings, siwxRoutes } from "./siwx/index.js";
import { createNetworkUpstreams } from "./upstream/networkUpstreams.js";
import { countRequests } from "./usage/countRequests.js";
import { createUsageCounter, NO_USAGE, type UsageCounter } from "./usage/usageCounter.js";

declare module "fastify" {
  interface FastifyInstance {
    /** Where this server is reached, from configuration (never from a request's Host). */
    serverOrigin: ServerOrigin;
    /** Whether it is shutting down (see ops/lifecycle.ts and ops/shutdown.ts). */
    lifecycle: Lifecycle;
    /** Usage counted for the admin API's reports; `flush()` adds it to Postgres now. */
    usage: Pick<UsageCounter, "flush">;
  }
}

/** How long a history page is served from memory at most (its fiat values age with prices). */
const HISTORY_CACHE_TTL_MS = 10_000;

export interface BuildAppOptions {
  config: ServerConfig;
  /**
   * The database; with `listen`, project changes announced by any instance (the admin API's)
   * reach this one's cache at once.
   */
  database: Pick<Database, "db" | "driver" | "poolUse"> & Partial<Pick<Database, "listen">>;
  /** Upstream RPC transport; defaults to a keep-alive undici pool. Tests may stub it. */
  transport?: RpcTransport;
  /** Project cache lifetime (default 5 s). Tests that edit projects set 0. */
  projectCacheTtlMs?: number;
  /** Where `/getWallets` reads from; defaults to the `wallets` table with a 30 s cache. */
  walletSource?: WalletSource;
  /** Balance and price cache lifetime (default 10 s). Tests that move funds set 0. */
  blockchainCacheTtlMs?: number;
  /**
   * Longest a history page is served from memory (default 10 s; 0 turns the cache off).
   * Changes announced by the indexer or the onramp drop pages sooner; without `listen`
   * on the database nothing is announced, and pages are never kept.
   */
  historyCacheTtlMs?: number;
  /**
   * Follow every EVM network's head into `chain_transfers` (the history
   * route's data) from `onReady` until close. Off by default so tests and
   * tools don't index unless they ask; `startServer` turns it on.
   */
  indexer?: boolean | IndexerOptions;
  /** Budget of the Bitcoin Esplora proxy; defaults in `DEFAULT_ESPLORA_RATE_LIMIT`. */
  esploraRateLimit?: RateLimitSettings;
  /** Budget of the permission routes; defaults in `DEFAULT_SESSIONS_RATE_LIMIT`. */
  sessionsRateLimit?: RateLimitSettings;
  /** Sign-in lifetimes, rate limits and clock; defaults in `DEFAULT_SIWX_SETTINGS`. */
  siwx?: Partial<SiwxSettings>;
  /** Account-name message lifetime, registration budget and clock; defaults in `DEFAULT_NAME_SETTINGS`. */
  names?: Partial<NameSettings>;
  /** Embedded-wallet auth lifetimes, limits and clock; defaults in `DEFAULT_AUTH_SETTINGS`. */
  auth?: Partial<AuthSettings>;
  /** The onramp checkout's clock (card expiry, order lifetime); tests move it. */
  onrampNow?: () => number;
  /** The analytics intake's clock (its per-client minute); tests move it. */
  analytics?: { now?: () => number };
  /** The paymaster service's clock (its validity windows and UTC days); tests move it. */
  paymasterNow?: () => number;
  /** Where log lines go instead of stdout (tests read them to prove no secret is logged). */
  logStream?: { write(line: string): void };
  /** Admin session and nonce lifetimes, budgets and clock; defaults in `DEFAULT_ADMIN_SETTINGS`. */
  admin?: Partial<AdminSettings>;
}

/**
 * Builds the server without listening, so tests drive it with `inject()`.
 * Everything stateful (caches, clients) lives in this call's closures.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const lifecycle = createLifecycle();
  // Metrics exist only when someone may read them (FOYER_METRICS_TOKEN).
  const metrics = config.ops.metricsToken === undefined ? undefined : createServerMetrics();
  // Set once the routes exist; no request can arrive before listen().
  let front: FrontHandler | undefined;
  const app = Fastify({
    bodyLimit: config.bodyLimit,
    // Behind a load balancer, request.ip (rate limits, logs) is the client its
    // X-Forwarded-For names — only when the request comes from a trusted proxy.
    trustProxy: config.trustProxy.length === 0 ? false : [...config.trustProxy],
    serverFactory: serverWithFrontHandler(() => front, lifecycle.draining),
    // The default serialisers log method, URL and status — never bodies,
    // which may hold signed transactions, codes or key shares —
    // and the request serialiser redacts one-time tokens in URLs (mailed links).
    // Errors are logged by name, code and message with every URL cut to its
    // origin and request bodies dropped (libraries put both in messages).
    logger: {
      level: config.logLevel,
      serializers: { req: requestLogSerializer, err: errorLogSerializer },
      ...(options.logStream === undefined ? {} : { stream: options.logStream }),
    },
  });
  installErrorHandlers(app, config.bodyLimit);
  app.decorateRequest("project", null);
  app.decorate("indexer", null);
  app.decorate("lifecycle", lifecycle);
  if (metrics !== undefined) {
    recordHttpMetrics(app, metrics);
    if (database.poolUse !== undefined) metrics.watchDatabasePool(database.poolUse);
  }
  const serverOrigin = createServerOrigin(
    { publicUrl: config.publicUrl, host: config.host, port: config.port },
    () => {
      const address = app.server.listening ? app.server.address() : null;
      return typeof address === "object" && address !== null ? address.port : undefined;
    },
  );
  app.decorate("serverOrigin", serverOrigin);

  const lookup = createProjectLookup(database.db, {
    ttlMs: options.projectCacheTtlMs ?? 5_000,
    maxEntries: 10_000,
  });
  if (database.listen !== undefined) {
    const unlisten = await watchProjectChanges(database.listen, lookup);
    // preClose: onClose hooks run last-registered first, after the database's own (startServer's).
    // Called with no arguments: PGlite's unsubscribe takes an optional transaction.
    app.addHook("preClose", () => unlisten());
  }
  // Counted in memory, added to Postgres every flush interval and once more when closing.
  const usage = config.usage.enabled
    ? createUsageCounter({
        db: database.db,
        flushIntervalMs: config.usage.flushIntervalMs,
        log: app.log,
      })
    : undefined;
  app.decorate("usage", { flush: () => usage?.flush() ?? Promise.resolve() });
  // The last flush goes before the database closes (startServer closes it on close).
  if (usage !== undefined) app.addHook("preClose", () => usage.close());
  const recorder = usage ?? NO_USAGE;
  countRequests(app, recorder);
  const access = createProjectAccess(lookup, serverOrigin, {
    ...(metrics === undefined ? {} : { onRefused: metrics.projectRefused }),
    onOriginRefused: (projectId) => recorder.count(projectId, "refusal", "origin"),
  });

  await app.register(healthRoutes, { database, startedAt: performance.now() });
  if (metrics !== undefined && config.ops.metricsToken !== undefined) {
    await app.register(metricsRoutes, { metrics, token: config.ops.metricsToken });
  }
  if (config.benchHello) await app.register(benchHelloRoute);
  await app.register(originsRoutes, { access });
  await app.register(explorerRoutes, {
    access,
    source: options.walletSource ?? createDbWalletSource(database.db),
  });
  // Close the transport only if this app created it; an injected one is the caller's.
  let transport = options.transport;
  if (transport === undefined) {
    const owned = createUpstreamTransport(config.rpcTimeoutMs);
    app.addHook("onClose", () => owned.close());
    transport = owned;
  }
  // One failover pool per network, shared by the proxy and the chain clients.
  const upstreams = createNetworkUpstreams({
    networks: config.networks,
    transport,
    deadlineMs: config.rpcTimeoutMs,
    ...(metrics === undefined ? {} : { observer: metrics.upstreamAttempt }),
  });
  app.addHook("onClose", async () => upstreams.close());
  metrics?.watchUpstreams(upstreams);
  const esplora = createEsploraUpstream(config.bitcoin, config.rpcTimeoutMs);
  await app.register(readyRoutes, {
    check: createReadiness({
      db: database.db,
      rpcNetworks: Object.keys(config.networks),
      upstreams,
      bitcoinNetworks: Object.keys(config.bitcoin.esploraUrls),
      esplora,
      lifecycle,
    }).check,
  });
  const services = createBlockchainServices({
    networks: config.networks,
    upstreams,
    cacheTtlMs: options.blockchainCacheTtlMs,
    bitcoin: { config: config.bitcoin, upstream: esplora },
    prices: config.prices,
  });
  await app.register(esploraRoutes, {
    access,
    db: database.db,
    upstream: esplora,
    ...(options.esploraRateLimit === undefined ? {} : { rateLimit: options.esploraRateLimit }),
  });
  await app.register(configRoutes, { access, prices: services.prices.kind });
  // History pages stay in memory only where this instance hears every change announced.
  const historyCache =
    database.listen === undefined
      ? undefined
      : createHistoryCache<HistoryPage>({
          ttlMs: options.historyCacheTtlMs ?? HISTORY_CACHE_TTL_MS,
          maxEntries: 10_000,
        });
  if (historyCache !== undefined && database.listen !== undefined) {
    const unlisten = await watchHistoryChanges(database.listen, historyCache);
    app.addHook("preClose", () => unlisten());
  }
  await app.register(blockchainRoutes, {
    access,
    db: database.db,
    services,
    ...(historyCache === undefined ? {} : { historyCache }),
  });
  await app.register(onramp, {
    access,
    db: database.db,
    services,
    treasuryKey: config.onrampTreasuryKey,
    ...(options.onrampNow === undefined ? {} : { now: options.onrampNow }),
  });
  if (options.indexer !== undefined && options.indexer !== false) {
    startChainIndexer(app, {
      config,
      database,
      clients: services.clients,
      settings: options.indexer === true ? {} : options.indexer,
      ...(metrics === undefined ? {} : { onProgress: metrics.indexerProgress }),
    });
    metrics?.watchIndexerLeader(() => app.indexer?.isLeader());
  }
  await app.register(sessionsRoutes, {
    access,
    db: database.db,
    networks: config.networks,
    clients: services.clients,
    ...(options.sessionsRateLimit === undefined ? {} : { rateLimit: options.sessionsRateLimit }),
  });
  await app.register(siwxRoutes, {
    access,
    db: database.db,
    networks: config.networks,
    clients: services.clients,
    settings: { ...DEFAULT_SIWX_SETTINGS, ...options.siwx },
    ...(metrics === undefined ? {} : { onSignIn: metrics.siwxSignIn }),
    usage: recorder,
  });
  await app.register(nameRoutes, {
    access,
    db: database.db,
    zone: config.nameZone,
    networks: config.networks,
    clients: services.clients,
    settings: { ...DEFAULT_NAME_SETTINGS, ...options.names },
  });
  await app.register(embeddedAuthRoutes, {
    access,
    db: database.db,
    config: config.auth,
    server: serverOrigin,
    ...(metrics === undefined ? {} : { observer: metrics.auth }),
    usage: recorder,
    settings: {
      ...DEFAULT_AUTH_SETTINGS,
      rateLimit: {
        windowMs: 60_000,
        perIp: config.auth.ratePerIp,
        perEmail: config.auth.ratePerEmail,
      },
      ...options.auth,
    },
  });
  await app.register(analyticsRoutes, { access, db: database.db, ...options.analytics });
  await app.register(frameRoutes, { frameDir: config.auth.frameDir, lookup });
  const paymaster = paymasterServiceFor(config, database.db, options.paymasterNow ?? Date.now);
  const rpc = createRpcService({
    networks: config.networks,
    upstreams,
    ...(metrics === undefined ? {} : { observer: metrics.rpcRequest }),
    usage: recorder,
    ...(paymaster === undefined ? {} : { paymaster }),
  });
  await app.register(rpcRoutes, { access, service: rpc });
  await app.register(adminRoutes, {
    db: database.db,
    config: config.admin,
    settings: { ...DEFAULT_ADMIN_SETTINGS, ...options.admin },
    server: serverOrigin,
    networks: config.networks,
    clients: services.clients,
    rpc,
    paymasterNetworks:
      paymaster === undefined ? [] : Object.keys(configuredPaymasters(config.networks)),
    lookup,
  });
  await app.register(consoleRoutes, {
    consoleDir: config.admin.consoleDir,
    adminEnabled: config.admin.enabled,
  });
  front = createRpcFastPath({
    access,
    service: rpc,
    bodyLimit: config.bodyLimit,
    log: app.log,
    logRequests: ["trace", "debug", "info"].includes(config.logLevel),
    ...(metrics === undefined
      ? {}
      : {
          observe: (status: number, seconds: number) =>
            metrics.httpResponse("POST", "/v1", status, seconds),
        }),
  });
  // Once the app closes, requests still arriving on busy kept-alive connections
  // go to Fastify, which sheds them with 503 and Connection: close. Served here
  // they would keep those connections open, hold the close up, and reach an
  // upstream pool about to be destroyed.
  app.addHook("preClose", async () => {
    front = undefined;
  });
  return app;
}
