import {
  ADMIN_CSRF_HEADER,
  ADMIN_SESSION_COOKIE,
  type AdminSession,
  formatSiwxMessage,
  type SiwxMessageData,
} from "@foyer/protocol";
import { eq } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type { AdminSettings } from "../../src/admin/index.js";
import { buildApp } from "../../src/app.js";
import type { Database } from "../../src/db/database.js";
import { adminAudit } from "../../src/db/schema.js";
import type { RpcTransport } from "../../src/rpc/upstream.js";
import { giveOwnClientAddress, testConfig } from "./app.js";
import type { TestSigner } from "./siwx.js";

/** FOYER_ADMIN_TOKEN of the test apps. */
export const ADMIN_TOKEN = "test-admin-token-0123456789abcdefghijklmnop";
/** The test apps' own origin (HOST 127.0.0.1, PORT 8787): where the console runs. */
export const CONSOLE_ORIGIN = "http://127.0.0.1:8787";

/** Budgets no ordinary test reaches; the rate-limit tests set the real ones. */
const GENEROUS = { windowMs: 60_000, perIp: 100_000, signInPerIp: 100_000 };

export interface AdminAppOptions {
  /** FOYER_ADMIN_ADDRESSES. */
  operators?: readonly string[];
  env?: Record<string, string>;
  admin?: Partial<AdminSettings>;
  /** Default 10 minutes: a change must reach the cache through its announcement. */
  projectCacheTtlMs?: number;
  transport?: RpcTransport;
}

/** An app with the admin API on (token and operators), usage flushed only when a test asks. */
export async function createAdminApp(
  database: Database,
  options: AdminAppOptions = {},
): Promise<FastifyInstance> {
  const app = await buildApp({
    config: testConfig({
      FOYER_ADMIN_TOKEN: ADMIN_TOKEN,
      FOYER_ADMIN_ADDRESSES: (options.operators ?? []).join(","),
      FOYER_USAGE_FLUSH_MS: "3600000",
      ...options.env,
    }),
    database,
    projectCacheTtlMs: options.projectCacheTtlMs ?? 600_000,
    transport: options.transport,
    admin: { rateLimit: GENEROUS, ...options.admin },
  });
  await app.ready();
  // The auth routes' per-IP windows live in the shared database, like createTestApp's.
  giveOwnClientAddress(app);
  return app;
}

export interface AdminCallOptions {
  body?: unknown;
  /** Bearer token; default the admin token, null for none. */
  token?: string | null;
  /** The admin session cookie's token. */
  cookie?: string;
  csrf?: string;
  origin?: string;
  remoteAddress?: string;
  headers?: Record<string, string>;
}

/** Calls an admin route, with the admin token unless told otherwise. */
export function adminCall(app: FastifyInstance) {
  return (
    method: "GET" | "POST" | "PATCH" | "DELETE",
    url: string,
    options: AdminCallOptions = {},
  ): Promise<LightMyRequestResponse> => {
    const headers: Record<string, string> = { ...options.headers };
    const token = options.token === undefined ? ADMIN_TOKEN : options.token;
    if (token !== null) headers.authorization = `Bearer ${token}`;
    if (options.cookie !== undefined) headers.cookie = `${ADMIN_SESSION_COOKIE}=${options.cookie}`;
    if (options.csrf !== undefined) headers[ADMIN_CSRF_HEADER] = options.csrf;
    if (options.origin !== undefined) headers.origin = options.origin;
    return app.inject({
      method,
      url,
      headers,
      ...(options.body === undefined ? {} : { payload: options.body as object }),
      ...(options.remoteAddress === undefined ? {} : { remoteAddress: options.remoteAddress }),
    });
  };
}

/** Message fields an operator signs in the console: this server's domain, now. */
export function operatorMessage(
  address: string,
  nonce: string,
  overrides: Partial<SiwxMessageData> = {},
): SiwxMessageData {
  return {
    accountAddress: address,
    chainId: "eip155:31337",
    domain: new URL(CONSOLE_ORIGIN).host,
    uri: `${CONSOLE_ORIGIN}/console/`,
    version: "1",
    nonce,
    issuedAt: new Date().toISOString(),
    statement: "Sign in to the Foyer console",
    ...overrides,
  };
}

/** The operator signs in as the console does: nonce, signed message, session. */
export async function signIn(
  app: FastifyInstance,
  signer: TestSigner,
  overrides: Partial<SiwxMessageData> = {},
  origin: string | undefined = CONSOLE_ORIGIN,
): Promise<LightMyRequestResponse> {
  const call = adminCall(app);
  const nonce = (await call("POST", "/admin/v1/auth/nonce", { token: null, origin })).json()
    .nonce as string;
  const data = operatorMessage(signer.address, nonce, overrides);
  const message = formatSiwxMessage(data);
  return call("POST", "/admin/v1/auth/session", {
    token: null,
    ...(origin === undefined ? {} : { origin }),
    body: { message, signature: await signer.sign(message), data },
  });
}

/** Signs the operator in and answers the session's cookie token and CSRF token. */
export async function operatorSession(
  app: FastifyInstance,
  signer: TestSigner,
): Promise<{ cookie: string; csrf: string; session: AdminSession }> {
  const response = await signIn(app, signer);
  expect(response.statusCode).toBe(201);
  const cookie = cookieOf(response);
  if (cookie === undefined) throw new Error("no admin session cookie set");
  const session = response.json<AdminSession>();
  return { cookie, csrf: session.csrfToken, session };
}

/** The admin session cookie a response sets, if any. */
export function cookieOf(response: LightMyRequestResponse): string | undefined {
  const header = response.headers["set-cookie"];
  const line = Array.isArray(header) ? header[0] : header;
  return new RegExp(`^${ADMIN_SESSION_COOKIE}=([^;]*)`).exec(line ?? "")?.[1];
}

/** The audit trail of one target (a project, user or session id), oldest first. */
export function auditOf(database: Database, targetId: string) {
  return database.db
    .select()
    .from(adminAudit)
    .where(eq(adminAudit.targetId, targetId))
    .orderBy(adminAudit.id);
}
