import * as protocol from "@foyer/protocol";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.js";
import type { Database } from "../src/db/database.js";
import { testConfig } from "./support/app.js";
import { pgliteDriver } from "./support/databases.js";

/**
 * What the server serves that is not an API route, and so has no route object: each named
 * here with why. Everything else it serves must be declared once in @foyer/protocol.
 */
const NOT_API: readonly string[] = [
  // The wallet frame's built files (index.html, assets), served from FOYER_FRAME_DIR;
  // `/frame` redirects to `/frame/`.
  "GET /frame",
  "GET /frame/*",
  // The operator console's built files, served from its build folder when there is one.
  "GET /console",
  "GET /console/*",
];

/** A route's method and path with its `:param` names left out: the names are the handler's. */
const shapeOf = (route: string) => route.replace(/:[^/]+/g, ":");

/** `GET /path` for every route object @foyer/protocol exports. */
function protocolRoutes(): string[] {
  const routes = (Object.values(protocol) as unknown[]).filter(
    (value): value is protocol.Route =>
      typeof value === "object" &&
      value !== null &&
      "method" in value &&
      "path" in value &&
      "response" in value,
  );
  return [...new Set(routes.map((route) => `${route.method} ${route.path}`))].sort();
}

/**
 * The routes of a built app, read from Fastify's own route tree (`printRoutes`): each line is
 * one node, indented four columns per level below its parent, with the methods it answers.
 * HEAD is left out where Fastify adds it to a GET by itself.
 */
export function servedRoutes(app: FastifyInstance): string[] {
  const stack: string[] = [];
  const served = new Set<string>();
  for (const line of app.printRoutes({ commonPrefix: true }).split("\n")) {
    const match = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (match === null) continue;
    const depth = (match[1] ?? "").length / 4;
    stack.length = depth;
    stack.push(match[2] ?? "");
    const methods = (match[3] ?? "").split(", ").filter((method) => method !== "");
    for (const method of methods) {
      if (method === "HEAD" && methods.includes("GET")) continue;
      served.add(`${method} ${stack.join("")}`);
    }
  }
  return [...served].sort();
}

describe("every route the server serves is declared in @foyer/protocol", () => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await pgliteDriver.open();
    // Every optional group on: metrics, the admin API, the bench route, the dev mailbox (no SMTP,
    // not production).
    const config = testConfig({
      FOYER_METRICS_TOKEN: "a-metrics-token-of-enough-length-0123456789",
      FOYER_ADMIN_TOKEN: "an-admin-token-of-enough-length-0123456789",
      FOYER_BENCH_HELLO: "1",
    });
    app = await buildApp({ config, database });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });

  it("lists the same routes on both sides", () => {
    const declared = protocolRoutes().map(shapeOf);
    const served = servedRoutes(app)
      .filter((route) => !NOT_API.includes(route))
      .map(shapeOf)
      // A CORS preflight answers for the route at its path, which is declared with its method.
      .filter((route) => !route.startsWith("OPTIONS "))
      .filter((route, index, all) => all.indexOf(route) === index);
    const preflights = servedRoutes(app)
      .filter((route) => route.startsWith("OPTIONS "))
      .map((route) => shapeOf(route).slice("OPTIONS ".length));
    const declaredPaths = declared.map((route) => route.slice(route.indexOf(" ") + 1));
    expect(preflights.filter((path) => !declaredPaths.includes(path))).toEqual([]);
    expect({
      servedButNotDeclared: served.filter((route) => !declared.includes(route)),
      declaredButNotServed: declared.filter((route) => !served.includes(route)),
    }).toEqual({ servedButNotDeclared: [], declaredButNotServed: [] });
  });

  it("reads Fastify's route tree into full paths", () => {
    const served = servedRoutes(app);
    expect(served).toContain("POST /auth/v1/embedded/email/start");
    expect(served).toContain("DELETE /auth/v1/embedded/passkeys/:id");
    expect(served).toContain("GET /getWallets");
    expect(served.length).toBeGreaterThan(60);
  });
});
