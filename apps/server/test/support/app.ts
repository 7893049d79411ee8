import { randomInt } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { type BuildAppOptions, buildApp } from "../../src/app.js";
import { loadConfig, type ServerConfig } from "../../src/config.js";
import type { Database } from "../../src/db/database.js";
import type { WalletSource } from "../../src/explorer/types.js";
import type { RpcTransport } from "../../src/rpc/upstream.js";

export interface TestAppOptions {
  env?: Record<string, string>;
  transport?: RpcTransport;
  projectCacheTtlMs?: number;
  walletSource?: WalletSource;
  analytics?: { now?: () => number };
  /** Where log lines go (set LOG_LEVEL in `env` too: tests default to silent). */
  logStream?: { write(line: string): void };
  /** More of buildApp's options (a feature's settings). */
  app?: Omit<Partial<BuildAppOptions>, "config" | "database">;
}

/** Rate limits no ordinary test reaches; the rate-limit tests set the real ones. */
export const GENEROUS_RATE_LIMIT = { windowMs: 60_000, perIp: 100_000, perProject: 100_000 };

export function testConfig(env: Record<string, string> = {}): ServerConfig {
  return loadConfig({ FOYER_DATA_DIR: "memory://", LOG_LEVEL: "silent", ...env });
}

/** A ready app over a shared test database; the caller closes it. */
export async function createTestApp(
  database: Database,
  options: TestAppOptions = {},
): Promise<FastifyInstance> {
  const app = await buildApp({
    config: testConfig(options.env),
    database,
    transport: options.transport,
    projectCacheTtlMs: options.projectCacheTtlMs ?? 0,
    walletSource: options.walletSource,
    logStream: options.logStream,
    ...(options.analytics === undefined ? {} : { analytics: options.analytics }),
    ...options.app,
  });
  await app.ready();
  giveOwnClientAddress(app);
  return app;
}

/**
 * Every test file in a process shares one database, so rate-limit windows keyed by the
 * client's address would add up across files (and across runs on one Postgres): each app's
 * injected requests come from an address of its own unless a test names one.
 */
export function giveOwnClientAddress(app: FastifyInstance): void {
  // Loopback (127.0.0.0/8), so routes kept for this machine (the dev mailbox) still answer.
  const remoteAddress = `127.${randomInt(256)}.${randomInt(256)}.${1 + randomInt(254)}`;
  const inject = app.inject.bind(app) as (options: unknown) => unknown;
  const patched = (options?: unknown) => {
    if (options === undefined) return inject(options);
    if (typeof options === "string") return inject({ url: options, remoteAddress });
    return inject({ remoteAddress, ...(options as object) });
  };
  (app as { inject: unknown }).inject = patched;
}
