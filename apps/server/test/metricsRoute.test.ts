import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.js";
import { DEVNET_CHAIN_ID } from "../src/config.js";
import type { Database } from "../src/db/database.js";
import { anvilSkipReason, startAnvil } from "./support/anvil.js";
import { testConfig } from "./support/app.js";
import { eventually } from "./support/chainActions.js";
import { insertProject, pgliteDriver } from "./support/databases.js";
import { describeEachDriver } from "./support/describeDrivers.js";
import { callAs, lastCode, uniqueEmail } from "./support/embedded.js";
import { evmSigner, formatMessage, messageData } from "./support/siwx.js";
import { type FakeUpstream, startFakeUpstream } from "./support/upstream.js";

const TOKEN = "test-metrics-token-0123456789abcdef";
const ORIGIN = "https://dapp.example";
const ADDRESS = "0x52908400098527886E0F7030069857D2E4169EE7";

/** Every sample line `name{labels} value` of the exposition, labels parsed. */
function samples(text: string): { name: string; labels: Record<string, string>; value: number }[] {
  return text
    .split("\n")
    .filter((line) => line !== "" && !line.startsWith("#"))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (match === null) throw new Error(`not a sample line: ${line}`);
      const labels: Record<string, string> = {};
      for (const [, key, value] of (match[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) {
        labels[key as string] = value as string;
      }
      return { name: match[1] as string, labels, value: Number(match[3]) };
    });
}

function sampleSum(text: string, name: string, labels: Record<string, string> = {}): number {
  const found = samples(text).filter(
    (sample) =>
      sample.name === name &&
      Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  return found.reduce((sum, sample) => sum + sample.value, 0);
}

describe("GET /metrics", () => {
  let database: Database;
  let upstream: FakeUpstream;

  beforeAll(async () => {
    database = await pgliteDriver.open();
    upstream = await startFakeUpstream();
  });
  afterAll(() => upstream.close());

  it("does not exist without FOYER_METRICS_TOKEN", async () => {
    const app = await buildApp({ config: testConfig(), database });
    try {
      const response = await app.inject({ url: "/metrics" });
      expect(response.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  describe("with FOYER_METRICS_TOKEN", () => {
    let app: FastifyInstance;
    let projectId: string;
    const scrape = async () => {
      const response = await app.inject({
        url: "/metrics",
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.statusCode).toBe(200);
      return response.body;
    };

    beforeAll(async () => {
      projectId = await insertProject(database.db, { allowedOrigins: [ORIGIN] });
      app = await buildApp({
        config: testConfig({
          FOYER_METRICS_TOKEN: TOKEN,
          DEVNET_RPC_URL: upstream.url,
          FOYER_NETWORKS: JSON.stringify({ "eip155:5": { name: "Five", rpcUrl: upstream.url } }),
        }),
        database,
        projectCacheTtlMs: 0,
        siwx: { rateLimit: { windowMs: 60_000, perIp: 2, perProject: 100_000 } },
        auth: { rateLimit: { windowMs: 60_000, perEmail: 100_000, perIp: 100_000 } },
      });
      await app.ready();
    });
    afterAll(() => app?.close());

    it("answers 401 without the token or with another, in Prometheus text with it", async () => {
      for (const authorization of [undefined, "Bearer wrong-token", `Basic ${TOKEN}`]) {
        const response = await app.inject({
          url: "/metrics",
          headers: authorization === undefined ? {} : { authorization },
        });
        expect(response.statusCode).toBe(401);
        expect(response.headers["www-authenticate"]).toBe('Bearer realm="metrics"');
        expect(response.json()).toEqual({
          code: "METRICS_UNAUTHORIZED",
          error: "Unauthorized",
          message: "GET /metrics needs Authorization: Bearer <FOYER_METRICS_TOKEN>",
        });
      }
      const response = await app.inject({
        url: "/metrics",
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("text/plain; version=0.0.4; charset=utf-8");
      expect(response.body).toContain("# TYPE foyer_http_requests_total counter");
      expect(response.body).toContain("# TYPE foyer_process_cpu_seconds_total counter");
    });

    it("counts requests by route template and status, and the guard's refusals by reason", async () => {
      const before = await scrape();
      const get = (url: string, origin = ORIGIN) => app.inject({ url, headers: { origin } });
      await get(`/v1/account/${ADDRESS}/balance?projectId=${projectId}&chainId=eip155:5`);
      await get(`/appkit/v1/config?projectId=${projectId}`);
      await get(`/appkit/v1/config?projectId=${projectId}`, "https://evil.example");
      await get("/appkit/v1/config?projectId=no-such-project");
      await get(`/nowhere/${ADDRESS}`);
      const after = await scrape();
      const delta = (name: string, labels: Record<string, string>) =>
        sampleSum(after, name, labels) - sampleSum(before, name, labels);
      const config = { method: "GET", route: "/appkit/v1/config" };
      expect(delta("foyer_http_requests_total", { ...config, status: "200" })).toBe(1);
      expect(delta("foyer_http_requests_total", { ...config, status: "403" })).toBe(1);
      expect(delta("foyer_http_requests_total", { ...config, status: "401" })).toBe(1);
      expect(
        delta("foyer_http_requests_total", {
          method: "GET",
          route: "/v1/account/:address/balance",
        }),
      ).toBe(1);
      expect(delta("foyer_http_requests_total", { route: "unmatched", status: "404" })).toBe(1);
      expect(delta("foyer_http_request_duration_seconds_count", config)).toBe(3);
      expect(delta("foyer_project_refusals_total", { reason: "origin_not_allowed" })).toBe(1);
      expect(delta("foyer_project_refusals_total", { reason: "unknown_project" })).toBe(1);
    });

    it("counts proxied RPC by network and method class, and each upstream's calls, score and state", async () => {
      const before = await scrape();
      const rpc = (body: unknown, chainId = "eip155:5") =>
        app.inject({
          method: "POST",
          url: `/v1?chainId=${chainId}&projectId=${projectId}`,
          payload: body as object,
        });
      await rpc({ jsonrpc: "2.0", id: 1, method: "eth_getBalance", params: [ADDRESS, "latest"] });
      await rpc({ jsonrpc: "2.0", id: 2, method: "eth_call", params: [{ to: ADDRESS }, "latest"] });
      await rpc({ jsonrpc: "2.0", id: 3, method: `anvil_${ADDRESS}`, params: [] });
      await rpc([{ jsonrpc: "2.0", id: 4, method: "eth_chainId", params: [] }]);
      await rpc({ jsonrpc: "2.0", id: 5, method: "eth_chainId" }, "eip155:999");
      const after = await scrape();
      const delta = (name: string, labels: Record<string, string>) =>
        sampleSum(after, name, labels) - sampleSum(before, name, labels);
      const five = { network: "eip155:5" };
      expect(delta("foyer_rpc_requests_total", { ...five, method_class: "read" })).toBe(1);
      expect(delta("foyer_rpc_requests_total", { ...five, method_class: "call" })).toBe(1);
      // Refused by the allow-list: counted as "other", the made-up method name nowhere.
      expect(delta("foyer_rpc_requests_total", { ...five, method_class: "other" })).toBe(1);
      expect(delta("foyer_rpc_requests_total", { ...five, method_class: "batch" })).toBe(1);
      expect(delta("foyer_rpc_requests_total", { network: "none", status: "400" })).toBe(1);
      const upstreamLabel = { ...five, upstream: upstream.url };
      expect(
        delta("foyer_upstream_requests_total", {
          ...upstreamLabel,
          method_class: "read",
          outcome: "ok",
        }),
      ).toBe(1);
      expect(
        delta("foyer_upstream_requests_total", { ...upstreamLabel, method_class: "call" }),
      ).toBe(1);
      expect(sampleSum(after, "foyer_upstream_score", upstreamLabel)).toBe(1);
      expect(sampleSum(after, "foyer_upstream_rank", upstreamLabel)).toBe(0);
      expect(sampleSum(after, "foyer_upstream_up", upstreamLabel)).toBe(1);
    });

    it("counts rate-limit refusals by route, logins by method and the mails sent", async () => {
      const before = await scrape();
      const siwx = (path: string, payload?: unknown) =>
        app.inject({
          method: "POST",
          url: `/auth/v1/siwx/${path}?projectId=${projectId}`,
          headers: { origin: ORIGIN },
          remoteAddress: `10.30.${Math.floor(Math.random() * 250)}.1`,
          ...(payload === undefined ? {} : { payload: payload as object }),
        });
      const nonce = (await siwx("nonce")).json().nonce as string;
      const signer = evmSigner();
      const data = messageData(DEVNET_CHAIN_ID, signer.address, nonce);
      const message = formatMessage(data);
      const signedIn = await siwx("sessions", {
        message,
        signature: await signer.sign(message),
        data,
      });
      expect(signedIn.statusCode).toBe(201);
      // Two a minute from one IP: the third is refused.
      const ip = "10.31.0.1";
      for (let hit = 0; hit < 3; hit++) {
        await app.inject({
          method: "POST",
          url: `/auth/v1/siwx/nonce?projectId=${projectId}`,
          headers: { origin: ORIGIN },
          remoteAddress: ip,
        });
      }
      const email = uniqueEmail("metrics");
      const call = callAs(app, projectId);
      const device = randomUUID();
      await call("POST", "/email/start", { body: { email }, device });
      const otp = await lastCode(app, email);
      expect(
        (await call("POST", "/email/verify", { body: { email, otp }, device })).statusCode,
      ).toBe(200);
      const after = await scrape();
      const delta = (name: string, labels: Record<string, string>) =>
        sampleSum(after, name, labels) - sampleSum(before, name, labels);
      expect(delta("foyer_rate_limited_total", { route: "/auth/v1/siwx/nonce" })).toBe(1);
      expect(delta("foyer_logins_total", { method: "siwx_eip155" })).toBe(1);
      expect(delta("foyer_logins_total", { method: "email" })).toBe(1);
      expect(delta("foyer_auth_mails_sent_total", { kind: "code" })).toBe(1);
    });

    it("keeps every label value in a bounded set: no address, no made-up method or path", async () => {
      const text = await scrape();
      expect(text).not.toMatch(/0x[0-9a-fA-F]{40}/);
      expect(text).not.toContain("nowhere");
      expect(text).not.toContain(projectId);
      for (const { labels } of samples(text)) {
        // A route label is "unmatched" or a template: static segments, :params and *.
        if (labels.route !== undefined && labels.route !== "unmatched") {
          expect(labels.route).toMatch(/^(\/([A-Za-z][\w.-]*|:[A-Za-z]+|\*))*\/?$/);
        }
        if (labels.method_class !== undefined) {
          expect([
            "read",
            "logs",
            "call",
            "send",
            "bundler",
            "other",
            "batch",
            "invalid",
            "api",
            "probe",
          ]).toContain(labels.method_class);
        }
        if (labels.network !== undefined) {
          expect(["eip155:31337", "eip155:5", "bundler:eip155:31337", "none"]).toContain(
            labels.network,
          );
        }
        if (labels.upstream !== undefined) expect(labels.upstream).toBe(upstream.url);
        if (labels.status !== undefined) expect(labels.status).toMatch(/^[1-5]\d\d$/);
        if (labels.method !== undefined && labels.route !== undefined) {
          expect(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "OTHER"]).toContain(
            labels.method,
          );
        }
      }
    });
  });
});

describeEachDriver("GET /metrics: the database pool", (driver) => {
  it("reports the Postgres pool's use (PGlite has no pool)", async () => {
    const database = await driver.open();
    const app = await buildApp({ config: testConfig({ FOYER_METRICS_TOKEN: TOKEN }), database });
    try {
      await app.inject({ url: "/health" });
      const text = (
        await app.inject({ url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } })
      ).body;
      if (driver.name === "postgres") {
        expect(sampleSum(text, "foyer_db_pool_connections", { state: "max" })).toBe(10);
        expect(sampleSum(text, "foyer_db_pool_connections", { state: "total" })).toBeGreaterThan(0);
      } else {
        expect(text).not.toContain("foyer_db_pool_connections{");
      }
    } finally {
      await app.close();
    }
  });
});

describe.skipIf(anvilSkipReason !== undefined)(
  `GET /metrics: the indexer${anvilSkipReason ? ` — skipped: ${anvilSkipReason}` : ""}`,
  () => {
    it("reports the leader and each chain's lag behind its head", async () => {
      const anvil = await startAnvil();
      const database = await pgliteDriver.open();
      const app = await buildApp({
        config: testConfig({ FOYER_METRICS_TOKEN: TOKEN, DEVNET_RPC_URL: anvil.url }),
        database,
        indexer: { pollIntervalMs: 50 },
      });
      try {
        await app.ready();
        const scrape = async () =>
          (await app.inject({ url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } }))
            .body;
        const text = await eventually(async () => {
          const body = await scrape();
          return body.includes(`foyer_indexer_lag_blocks{network="${DEVNET_CHAIN_ID}"}`)
            ? body
            : undefined;
        });
        expect(sampleSum(text, "foyer_indexer_leader")).toBe(1);
        expect(sampleSum(text, "foyer_indexer_lag_blocks", { network: DEVNET_CHAIN_ID })).toBe(0);
        expect(sampleSum(text, "foyer_indexer_head_block", { network: DEVNET_CHAIN_ID })).toBe(0);
      } finally {
        await app.close();
        await anvil.stop();
      }
    });
  },
);
