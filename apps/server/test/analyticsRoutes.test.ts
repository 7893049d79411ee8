import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { clientEvents, projects } from "../src/db/schema.js";
import { createTestApp } from "./support/app.js";
import { insertProject } from "./support/databases.js";
import { describeEachDriver } from "./support/describeDrivers.js";
import { testClock } from "./support/embedded.js";
import { useServerApp } from "./support/serverApp.js";

const ORIGIN = "https://dapp.example";

/** An error report as core's reporter sends it (behaviour §7 POST /e). */
function report(overrides: Record<string, unknown> = {}) {
  return {
    eventId: randomUUID(),
    url: "https://dapp.example/swap",
    domain: "dapp.example",
    timestamp: 1_795_000_000_000,
    props: {
      type: "error",
      event: "API_ERROR",
      errorType: "TX",
      errorMessage: "Failed to fetch transactions",
      stackTrace: "Error: boom\n    at x (app.js:1:1)",
    },
    ...overrides,
  };
}

describeEachDriver(
  "analytics and error reports (behaviour §7 POST /e, §9 at most 5 a minute)",
  (driver) => {
    const clock = testClock();
    const world = useServerApp(driver, {
      build: ({ database }) => createTestApp(database, { analytics: { now: clock.now } }),
    });

    const project = async (analyticsEnabled: boolean) => {
      const id = await insertProject(world.database.db, { allowedOrigins: [ORIGIN] });
      if (analyticsEnabled) {
        await world.database.db
          .update(projects)
          .set({ analyticsEnabled })
          .where(eq(projects.id, id));
      }
      return id;
    };
    const send = (
      projectId: string,
      body: unknown,
      options: { ip?: string; query?: string } = {},
    ) =>
      world.app.inject({
        method: "POST",
        url: `/e?projectId=${projectId}${options.query ?? "&st=appkit&sv=0.1.0"}`,
        headers: { origin: ORIGIN, "content-type": "application/json" },
        payload: JSON.stringify(body),
        ...(options.ip === undefined ? {} : { remoteAddress: options.ip }),
      });
    const stored = (projectId: string) =>
      world.database.db.select().from(clientEvents).where(eq(clientEvents.projectId, projectId));

    it("is off by default: the config says so, and reports are refused and not stored", async () => {
      const id = await project(false);
      const config = await world.app.inject({ url: `/getAnalyticsConfig?projectId=${id}` });
      expect(config.json()).toEqual({ isAnalyticsEnabled: false });
      const refused = await send(id, report());
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ code: "ANALYTICS_DISABLED" });
      expect(await stored(id)).toEqual([]);
    });

    it("answers the config from the project's setting and stores reports for the operator", async () => {
      const id = await project(true);
      const config = await world.app.inject({ url: `/getAnalyticsConfig?projectId=${id}` });
      expect(config.json()).toEqual({ isAnalyticsEnabled: true });
      const body = report();
      const response = await send(id, body);
      expect(response.statusCode).toBe(204);
      expect(response.headers["access-control-allow-origin"]).toBe(ORIGIN);
      // A client retrying the same event is stored once.
      expect((await send(id, body)).statusCode).toBe(204);
      const rows = await stored(id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        eventId: body.eventId,
        sdkType: "appkit",
        sdkVersion: "0.1.0",
        url: body.url,
        domain: "dapp.example",
        type: "error",
        event: "API_ERROR",
        errorType: "TX",
        errorMessage: "Failed to fetch transactions",
        stackTrace: body.props.stackTrace,
        sentAt: new Date(body.timestamp),
      });
    });

    it("takes at most 5 a minute from one client, counted in the database", async () => {
      const id = await project(true);
      const ip = `10.9.${Math.floor(Math.random() * 200)}.1`;
      const statuses = [];
      for (let i = 0; i < 6; i++) statuses.push((await send(id, report(), { ip })).statusCode);
      expect(statuses).toEqual([204, 204, 204, 204, 204, 429]);
      const refused = await send(id, report(), { ip });
      expect(refused.json()).toMatchObject({ code: "RATE_LIMITED" });
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      // Another client is not held up; a minute later this one may send again.
      expect((await send(id, report(), { ip: "10.8.0.1" })).statusCode).toBe(204);
      clock.advance(60_000);
      expect((await send(id, report(), { ip })).statusCode).toBe(204);
      expect(await stored(id)).toHaveLength(7);
    });

    it.each([
      ["no props", { ...report(), props: undefined }, "props"],
      ["props without a type", { ...report(), props: { event: "X" } }, "props.type"],
      ["a string timestamp", { ...report(), timestamp: "yesterday" }, "timestamp"],
      ["an empty eventId", { ...report(), eventId: "" }, "eventId"],
      [
        "a stack over 16 KiB",
        { ...report(), props: { type: "error", event: "X", stackTrace: "x".repeat(16_385) } },
        "props.stackTrace",
      ],
    ])("refuses %s with 400 naming the field", async (_, body, field) => {
      const id = await project(true);
      const response = await send(id, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: "INVALID_REQUEST" });
      expect(response.json().message.startsWith(`${field}: `)).toBe(true);
    });

    it("needs st and sv, refuses a body over 32 KiB, and foreign origins", async () => {
      const id = await project(true);
      const noSdk = await send(id, report(), { query: "" });
      expect(noSdk.statusCode).toBe(400);
      expect(noSdk.json().message).toMatch(/^st: /);
      const big = await send(id, { ...report(), url: "x".repeat(40_000) });
      expect(big.statusCode).toBe(413);
      const foreign = await world.app.inject({
        method: "POST",
        url: `/e?projectId=${id}&st=appkit&sv=0.1.0`,
        headers: { origin: "https://evil.example", "content-type": "application/json" },
        payload: JSON.stringify(report()),
      });
      expect(foreign.statusCode).toBe(403);
      const preflight = await world.app.inject({
        method: "OPTIONS",
        url: `/e?projectId=${id}`,
        headers: { origin: ORIGIN, "access-control-request-method": "POST" },
      });
      expect(preflight.statusCode).toBe(204);
    });
  },
);
