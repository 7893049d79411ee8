import { randomUUID } from "node:crypto";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { buildApp } from "../../src/app.js";
import type { AuthSettings } from "../../src/auth/index.js";
import type { StoredMail } from "../../src/auth/mail/devMailbox.js";
import type { Database } from "../../src/db/database.js";
import { GENEROUS_RATE_LIMIT, testConfig } from "./app.js";

export const AUTH = "/auth/v1/embedded";

/** A clock the test moves; the app reads it on every call. */
export interface TestClock {
  now(): number;
  advance(ms: number): void;
}

export function testClock(): TestClock {
  let offset = 0;
  return { now: () => Date.now() + offset, advance: (ms) => (offset += ms) };
}

export interface AuthAppOptions {
  env?: Record<string, string>;
  auth?: Partial<AuthSettings>;
  logStream?: { write(line: string): void };
  /**
   * Production mode without SMTP — which loadConfig refuses — to test the dev
   * mailbox's production log line on its own.
   */
  production?: boolean;
}

/** Address budgets no ordinary test reaches; the budget tests set the real ones. */
export const GENEROUS_BUDGETS = {
  mail: { perHour: 100_000, perDay: 100_000 },
  wrongCodes: { perHour: 100_000, perDay: 100_000 },
};

/** An app over a shared test database with generous rate limits and budgets unless a test sets its own. */
export async function createAuthApp(
  database: Database,
  options: AuthAppOptions = {},
): Promise<FastifyInstance> {
  const config = testConfig(options.env);
  const app = await buildApp({
    config: { ...config, auth: { ...config.auth, production: options.production ?? false } },
    database,
    projectCacheTtlMs: 0,
    auth: {
      rateLimit: { windowMs: 60_000, perEmail: 100_000, perIp: 100_000 },
      socialRateLimit: GENEROUS_RATE_LIMIT,
      farcasterRateLimit: GENEROUS_RATE_LIMIT,
      budgets: GENEROUS_BUDGETS,
      ...options.auth,
    },
    logStream: options.logStream,
  });
  await app.ready();
  return app;
}

export interface CallOptions {
  body?: unknown;
  token?: string;
  device?: string;
  origin?: string;
  /** The Host header (inject() sends localhost:80 otherwise). */
  host?: string;
  remoteAddress?: string;
  userAgent?: string;
}

/** One call to an auth route of `projectId`, as the frame makes it. */
export function callAs(app: FastifyInstance, projectId: string) {
  return (
    method: "GET" | "POST" | "DELETE",
    path: string,
    options: CallOptions = {},
  ): Promise<LightMyRequestResponse> => {
    const headers: Record<string, string> = {};
    if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
    if (options.device !== undefined) headers["x-foyer-device"] = options.device;
    if (options.origin !== undefined) headers.origin = options.origin;
    if (options.host !== undefined) headers.host = options.host;
    if (options.userAgent !== undefined) headers["user-agent"] = options.userAgent;
    return app.inject({
      method,
      url: `${AUTH}${path}${path.includes("?") ? "&" : "?"}projectId=${projectId}`,
      headers,
      ...(options.body === undefined ? {} : { payload: options.body as object }),
      ...(options.remoteAddress === undefined ? {} : { remoteAddress: options.remoteAddress }),
    });
  };
}

export async function mailTo(app: FastifyInstance, email: string): Promise<StoredMail[]> {
  const response = await app.inject({
    method: "GET",
    url: `/dev/mailbox.json?to=${encodeURIComponent(email)}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ messages: StoredMail[] }>().messages;
}

/** The code in the newest mail to `email`. */
export async function lastCode(app: FastifyInstance, email: string): Promise<string> {
  const [newest] = await mailTo(app, email);
  const code = /Your code is (\d{6})\./.exec(newest?.text ?? "")?.[1];
  if (code === undefined) throw new Error(`no code mailed to ${email}`);
  return code;
}

/** The device-approval link in the newest mail to `email`, as a path + query for inject(). */
export async function lastApprovalPath(app: FastifyInstance, email: string): Promise<string> {
  const [newest] = await mailTo(app, email);
  const link = /(https?:\/\/\S+\/device\/approve\?token=[A-Za-z0-9_-]+(?:&locale=[a-z]+)?)/.exec(
    newest?.text ?? "",
  )?.[1];
  if (link === undefined) throw new Error(`no approval link mailed to ${email}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** The origin test apps are configured with (the mailed links' origin). */
export const OWN_ORIGIN = "http://127.0.0.1:8787";

/** The hidden fields of the approval page's form (`token`, `form`); undefined without a form. */
export function approvalFormFields(html: string): Record<string, string> | undefined {
  if (!html.includes('<form method="post" action="approve">')) return undefined;
  const fields: Record<string, string> = {};
  for (const [, name, value] of html.matchAll(
    /<input type="hidden" name="(\w+)" value="([^"]*)">/g,
  )) {
    if (name !== undefined && value !== undefined) fields[name] = value;
  }
  return fields;
}

/** Posts the approval form as the page's browser does: urlencoded, from the server's own origin. */
export function postApproval(
  app: FastifyInstance,
  fields: Record<string, string>,
  headers: Record<string, string> = { origin: OWN_ORIGIN, "sec-fetch-site": "same-origin" },
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: "POST",
    url: `${AUTH}/device/approve`,
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** Opens the mailed link's page and presses its button; the POST's answer. */
export async function approveByLink(
  app: FastifyInstance,
  approvePath: string,
): Promise<LightMyRequestResponse> {
  const page = await app.inject({ method: "GET", url: approvePath });
  const fields = approvalFormFields(page.body);
  if (fields === undefined) throw new Error(`the approval page has no form (${page.statusCode})`);
  return postApproval(app, fields);
}

export function uniqueEmail(label = "user"): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.com`;
}

/** Logs in through start → mailed code → verify; returns the session token and user. */
export async function login(
  app: FastifyInstance,
  projectId: string,
  email: string,
  device: string = randomUUID(),
): Promise<{ token: string; user: { id: string; email: string }; device: string }> {
  const call = callAs(app, projectId);
  const start = await call("POST", "/email/start", { body: { email }, device });
  expect(start.json()).toEqual({ action: "VERIFY_OTP" });
  const otp = await lastCode(app, email);
  const verified = await call("POST", "/email/verify", { body: { email, otp }, device });
  expect(verified.statusCode).toBe(200);
  return { ...verified.json<{ token: string; user: { id: string; email: string } }>(), device };
}

/** A made-up wallet body: an address and two base64 "shares" (the server never combines them). */
export function walletBody(seed = randomUUID()) {
  const bytes = (label: string) =>
    Buffer.from(`${label}:${seed}`.padEnd(33, "x")).toString("base64");
  return {
    address: `0x${Buffer.from(seed.replaceAll("-", "").slice(0, 20)).toString("hex")}`,
    authShare: bytes("auth"),
    recoveryShare: bytes("recovery"),
  };
}
