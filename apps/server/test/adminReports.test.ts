import { randomUUID } from "node:crypto";
import type { AdminUsageRow } from "@foyer/protocol";
import { request as undiciRequest } from "undici";
import { beforeAll, describe, expect, it } from "vitest";
import { adminCall, createAdminApp } from "./support/admin.js";
import { describeEachDriver } from "./support/describeDrivers.js";
import { login, uniqueEmail } from "./support/embedded.js";
import { useServerApp } from "./support/serverApp.js";
import { evmSigner, siwxSignIn } from "./support/siwx.js";

const SHOP = "https://shop.example";
const CHAIN = "eip155:31337";

/** An error report or event as core's reporter sends it. */
function report(props: Record<string, string>) {
  return {
    eventId: randomUUID(),
    url: "https://shop.example/checkout",
    domain: "shop.example",
    timestamp: Date.now(),
    props: { type: "error", event: "API_ERROR", ...props },
  };
}

describeEachDriver("admin API: reports, usage and audit", (driver) => {
  const world = useServerApp(driver, {
    upstream: true,
    build: ({ database, upstream }) =>
      createAdminApp(database, { env: { DEVNET_RPC_URL: upstream.url } }),
    listen: true,
  });
  const projectId = `reports-${randomUUID().slice(0, 8)}`;
  beforeAll(async () => {
    await adminCall(world.app)("POST", "/admin/v1/projects", {
      body: {
        id: projectId,
        name: "Reports",
        allowedOrigins: [SHOP],
        features: { analytics: true },
      },
    });
  });

  const call = () => adminCall(world.app);
  const sendReport = (
    body: unknown,
    ip = `10.40.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  ) =>
    world.app.inject({
      method: "POST",
      url: `/e?projectId=${projectId}&st=appkit&sv=0.1.0`,
      headers: { origin: SHOP, "content-type": "application/json" },
      remoteAddress: ip,
      payload: JSON.stringify(body),
    });

  describe("reports (POST /e)", () => {
    it("lists reports newest first, filters by type and time, and groups them by message", async () => {
      for (let i = 0; i < 3; i += 1) {
        expect(
          (await sendReport(report({ errorType: "TX", errorMessage: "Failed to fetch" })))
            .statusCode,
        ).toBe(204);
      }
      await sendReport(report({ errorType: "RPC", errorMessage: "Upstream RPC unavailable" }));
      await sendReport({ ...report({}), props: { type: "track", event: "MODAL_OPEN" } });
      const read = async (query: string) =>
        (await call()("GET", `/admin/v1/projects/${projectId}/events${query}`)).json();
      const all = await read("");
      expect(all.events).toHaveLength(5);
      expect(all.events[0]).toMatchObject({
        type: "track",
        event: "MODAL_OPEN",
        domain: "shop.example",
      });
      const errors = await read("?type=error");
      expect(errors.events).toHaveLength(4);
      expect(errors.groups).toEqual([
        expect.objectContaining({
          event: "API_ERROR",
          errorType: "TX",
          errorMessage: "Failed to fetch",
          count: 3,
        }),
        expect.objectContaining({
          errorType: "RPC",
          errorMessage: "Upstream RPC unavailable",
          count: 1,
        }),
      ]);
      const page1 = await read("?type=error&limit=3");
      expect(page1.events).toHaveLength(3);
      const page2 = await read(`?type=error&limit=3&cursor=${page1.next}`);
      expect(page2.events).toHaveLength(1);
      expect(page2.next).toBeUndefined();
      const future = await read(`?since=${new Date(Date.now() + 60_000).toISOString()}`);
      expect(future).toMatchObject({ events: [], groups: [] });
      const bad = await call()("GET", `/admin/v1/projects/${projectId}/events?since=yesterday`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/^since must be an ISO 8601 time/);
    });
  });

  describe("usage", () => {
    const usage = async (query = "") => {
      const response = await call()("GET", `/admin/v1/projects/${projectId}/usage${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { bucket: string; from: string; to: string; rows: AdminUsageRow[] };
    };
    const total = (rows: AdminUsageRow[], kind: string, key: string) =>
      rows
        .filter((row) => row.kind === kind && row.key === key)
        .reduce((sum, row) => sum + row.count, 0);

    it("counts RPC calls by network and method, API calls by route, logins, sign-ins and refusals", async () => {
      // What earlier tests counted goes in first, so the figures below are this test's alone.
      await world.app.usage.flush();
      const before = (await usage()).rows;
      const rpc = (body: unknown) =>
        undiciRequest(`${world.url}/v1/?chainId=${CHAIN}&projectId=${projectId}`, {
          method: "POST",
          headers: { origin: SHOP, "content-type": "application/json" },
          body: JSON.stringify(body),
        }).then((response) => response.body.text());
      // Over the fast path in front of Fastify, as a dApp's calls arrive.
      await rpc({
        jsonrpc: "2.0",
        id: 1,
        method: "eth_getBalance",
        params: ["0x0000000000000000000000000000000000000000", "latest"],
      });
      await rpc([
        { jsonrpc: "2.0", id: 2, method: "eth_blockNumber", params: [] },
        { jsonrpc: "2.0", id: 3, method: "eth_blockNumber", params: [] },
        { jsonrpc: "2.0", id: 4, method: "anvil_mint", params: [] },
      ]);
      // Through Fastify too (inject), as tests and non-listening servers see it.
      await world.app.inject({
        method: "POST",
        url: `/v1/?chainId=${CHAIN}&projectId=${projectId}`,
        headers: { origin: SHOP },
        payload: { jsonrpc: "2.0", id: 5, method: "eth_chainId", params: [] },
      });
      await world.app.inject({
        url: `/appkit/v1/config?projectId=${projectId}`,
        headers: { origin: SHOP },
      });
      await world.app.inject({
        url: `/appkit/v1/config?projectId=${projectId}`,
        headers: { origin: "https://evil.example" },
      });
      await login(world.app, projectId, uniqueEmail("usage"));
      await siwxSignIn(world.app, projectId, evmSigner(), SHOP, CHAIN);
      // Six reports from one client in a minute: the sixth is refused (rate limit).
      const ip = `10.41.${Math.floor(Math.random() * 250)}.7`;
      const statuses = [];
      for (let i = 0; i < 6; i += 1) statuses.push((await sendReport(report({}), ip)).statusCode);
      expect(statuses.at(-1)).toBe(429);

      // Nothing reaches the database until the counts are flushed.
      expect((await usage()).rows).toEqual(before);
      await world.app.usage.flush();
      const { rows, bucket } = await usage();
      expect(bucket).toBe("hour");
      const added = (kind: string, key: string) =>
        total(rows, kind, key) - total(before, kind, key);
      expect(added("rpc", `${CHAIN} eth_getBalance`)).toBe(1);
      expect(added("rpc", `${CHAIN} eth_blockNumber`)).toBe(2);
      expect(added("rpc", `${CHAIN} anvil_mint`)).toBe(1);
      expect(added("rpc", `${CHAIN} eth_chainId`)).toBe(1);
      expect(added("api", "GET /appkit/v1/config")).toBe(1);
      expect(added("api", "POST /e")).toBe(6);
      expect(added("refusal", "origin")).toBe(1);
      expect(added("refusal", "rate_limit")).toBe(1);
      expect(added("login", "email")).toBe(1);
      expect(added("signin", CHAIN)).toBe(1);
      // RPC calls are counted by method, never as API routes.
      expect(rows.some((row) => row.kind === "api" && /^POST \/v1\/?$/.test(row.key))).toBe(false);
      for (const row of rows) expect(Date.parse(row.start) % 3_600_000).toBe(0);

      // A second flush adds to the same hour's rows.
      await rpc({
        jsonrpc: "2.0",
        id: 6,
        method: "eth_getBalance",
        params: ["0x0000000000000000000000000000000000000000", "latest"],
      });
      await world.app.usage.flush();
      const later = (await usage()).rows;
      expect(
        total(later, "rpc", `${CHAIN} eth_getBalance`) -
          total(rows, "rpc", `${CHAIN} eth_getBalance`),
      ).toBe(1);
      // By day, the hours add up.
      const days = await usage("?bucket=day");
      expect(days.bucket).toBe("day");
      expect(total(days.rows, "rpc", `${CHAIN} eth_getBalance`)).toBe(
        total(later, "rpc", `${CHAIN} eth_getBalance`),
      );
      for (const row of days.rows) expect(Date.parse(row.start) % 86_400_000).toBe(0);
    });

    it.each([
      ["?bucket=week", "bucket must be hour or day"],
      ["?from=monday", /^from must be an ISO 8601 time/],
      [`?from=${new Date().toISOString()}&to=2020-01-01T00:00:00Z`, "from must be before to"],
      [
        "?from=2020-01-01T00:00:00Z&to=2021-01-01T00:00:00Z",
        "from and to may be at most 31 days apart with bucket=hour",
      ],
    ])("refuses %s with a 400 naming the field", async (query, message) => {
      const response = await call()("GET", `/admin/v1/projects/${projectId}/usage${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
    });
  });

  describe("audit", () => {
    it("lists every admin action newest first, by target and page by page", async () => {
      const id = `audited-${randomUUID().slice(0, 8)}`;
      await call()("POST", "/admin/v1/projects", { body: { id, name: "One", allowedOrigins: [] } });
      await call()("PATCH", `/admin/v1/projects/${id}`, { body: { name: "Two" } });
      await call()("PATCH", `/admin/v1/projects/${id}`, { body: { name: "Three" } });
      const read = async (query: string) => (await call()("GET", `/admin/v1/audit${query}`)).json();
      const mine = await read(`?target=${id}`);
      expect(mine.entries.map((entry: { action: string }) => entry.action)).toEqual([
        "project.update",
        "project.update",
        "project.create",
      ]);
      expect(mine.entries[0]).toMatchObject({
        actor: "token",
        targetType: "project",
        targetId: id,
        before: expect.objectContaining({ name: "Two" }),
        after: expect.objectContaining({ name: "Three" }),
      });
      const first = await read(`?target=${id}&limit=2`);
      expect(first.entries).toHaveLength(2);
      const second = await read(`?target=${id}&limit=2&cursor=${first.next}`);
      expect(second.entries.map((entry: { action: string }) => entry.action)).toEqual([
        "project.create",
      ]);
      expect(second.next).toBeUndefined();
      const recent = await read("?limit=1");
      expect(recent.entries[0]).toMatchObject({ targetId: id, action: "project.update" });
    });
  });
});
