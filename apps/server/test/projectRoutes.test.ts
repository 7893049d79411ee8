import { expect, it } from "vitest";
import { createTestApp } from "./support/app.js";
import { insertProject } from "./support/databases.js";
import { describeEachDriver } from "./support/describeDrivers.js";
import { useServerApp } from "./support/serverApp.js";

const ALLOWED = "https://app.example";
const OTHER = "https://other.example";

const invalidProject = {
  code: "INVALID_PROJECT_ID",
  error: "Invalid Project ID",
  message: "Unauthorized: invalid key",
};
const originRefused = {
  code: "INVALID_APP_CONFIGURATION",
  error: "Invalid App Configuration",
  message: "Unauthorized: origin not allowed",
};
const defaultFeatures = {
  email: true,
  socials: ["google", "x", "discord", "farcaster", "github", "apple", "facebook"],
  swaps: true,
  onramp: true,
  activity: true,
  reownBranding: true,
  multiWallet: false,
  passkey: true,
};

describeEachDriver("project routes", (driver) => {
  const world = useServerApp(driver, { project: { allowedOrigins: [ALLOWED] } });

  it("GET /health reports the driver after a database round-trip", async () => {
    const response = await world.app.inject({ method: "GET", url: "/health" });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ status: "ok", db: driver.name, uptimeMs: expect.any(Number) });
    expect(body.uptimeMs).toBeGreaterThanOrEqual(0);
  });

  it("serves GET /bench/hello only when FOYER_BENCH_HELLO=1", async () => {
    expect((await world.app.inject({ url: "/bench/hello" })).statusCode).toBe(404);
    const bench = await createTestApp(world.database, { env: { FOYER_BENCH_HELLO: "1" } });
    try {
      const response = await bench.inject({ url: "/bench/hello" });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ hello: "world" });
    } finally {
      await bench.close();
    }
  });

  it("GET /appkit/v1/config serves the default features", async () => {
    const response = await world.app.inject({
      url: `/appkit/v1/config?projectId=${world.projectId}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ features: defaultFeatures, prices: "devnet" });
  });

  it("GET /appkit/v1/config says the prices are a market's with FOYER_PRICES=coingecko", async () => {
    const market = await createTestApp(world.database, { env: { FOYER_PRICES: "coingecko" } });
    try {
      const response = await market.inject({
        url: `/appkit/v1/config?projectId=${world.projectId}`,
      });
      expect(response.json()).toEqual({ features: defaultFeatures, prices: "market" });
    } finally {
      await market.close();
    }
  });

  it("applies a project's feature overrides key by key", async () => {
    const id = await insertProject(world.database.db, {
      features: { swaps: false, multiWallet: true, socials: ["github", "google"] },
    });
    const response = await world.app.inject({ url: `/appkit/v1/config?projectId=${id}` });
    expect(response.json()).toEqual({
      features: {
        ...defaultFeatures,
        swaps: false,
        multiWallet: true,
        socials: ["github", "google"],
      },
      prices: "devnet",
    });
  });

  it("serves defaults for malformed override keys and keeps the valid ones", async () => {
    const id = await insertProject(world.database.db, {
      features: { email: "yes", socials: ["myspace"], onramp: false, unknown: 1 },
    });
    const response = await world.app.inject({ url: `/appkit/v1/config?projectId=${id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      features: { ...defaultFeatures, onramp: false },
      prices: "devnet",
    });
  });

  it("GET /projects/v1/origins lists the allowed origins", async () => {
    const response = await world.app.inject({
      url: `/projects/v1/origins?projectId=${world.projectId}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ allowedOrigins: [ALLOWED] });
  });

  it("accepts the projectId from the x-project-id header", async () => {
    const response = await world.app.inject({
      url: "/projects/v1/origins",
      headers: { "x-project-id": world.projectId },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ allowedOrigins: [ALLOWED] });
  });

  it.each([
    ["missing", "/projects/v1/origins"],
    ["empty", "/projects/v1/origins?projectId="],
    ["unknown", "/projects/v1/origins?projectId=nope-not-a-project"],
    ["repeated", "/projects/v1/origins?projectId=a&projectId=b"],
    ["overlong", `/projects/v1/origins?projectId=${"x".repeat(500)}`],
    ["missing on config", "/appkit/v1/config"],
  ])("answers 401 INVALID_PROJECT_ID when the projectId is %s", async (_case, url) => {
    const response = await world.app.inject({ url });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(invalidProject);
  });

  it("answers 401 for an unknown x-project-id header", async () => {
    const response = await world.app.inject({
      url: "/appkit/v1/config",
      headers: { "x-project-id": "unknown-header-project" },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(invalidProject);
  });

  it("allows an allowed Origin and reflects it in CORS headers", async () => {
    const response = await world.app.inject({
      url: `/appkit/v1/config?projectId=${world.projectId}`,
      headers: { origin: ALLOWED },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["access-control-allow-origin"]).toBe(ALLOWED);
    expect(response.headers.vary).toBe("Origin");
  });

  it("answers 403 INVALID_APP_CONFIGURATION for a disallowed Origin, readable by the browser", async () => {
    const response = await world.app.inject({
      url: `/projects/v1/origins?projectId=${world.projectId}`,
      headers: { origin: OTHER },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(originRefused);
    // The client must be able to read the message to raise the right alert.
    expect(response.headers["access-control-allow-origin"]).toBe(OTHER);
  });

  it("gives the same answers from the project cache as from the database", async () => {
    // The guard checks a cached project without waiting: first request fills
    // the cache, the repeats are served from it; every verdict must match.
    const cached = await createTestApp(world.database, { projectCacheTtlMs: 60_000 });
    try {
      for (let round = 0; round < 3; round++) {
        const allowed = await cached.inject({
          url: `/appkit/v1/config?projectId=${world.projectId}`,
          headers: { origin: ALLOWED },
        });
        expect(allowed.statusCode).toBe(200);
        expect(allowed.headers["access-control-allow-origin"]).toBe(ALLOWED);
        expect(allowed.json()).toMatchObject({ features: defaultFeatures });
        const refused = await cached.inject({
          url: `/projects/v1/origins?projectId=${world.projectId}`,
          headers: { origin: OTHER },
        });
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual(originRefused);
        expect(refused.headers["access-control-allow-origin"]).toBe(OTHER);
        const unknown = await cached.inject({ url: "/appkit/v1/config?projectId=no-such-project" });
        expect(unknown.statusCode).toBe(401);
        expect(unknown.json()).toEqual(invalidProject);
      }
    } finally {
      await cached.close();
    }
  });

  it("allows requests without an Origin header and sends no CORS header", async () => {
    const response = await world.app.inject({
      url: `/appkit/v1/config?projectId=${world.projectId}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("answers a preflight from an allowed origin", async () => {
    const response = await world.app.inject({
      method: "OPTIONS",
      url: `/v1/?chainId=eip155:31337&projectId=${world.projectId}`,
      headers: {
        origin: ALLOWED,
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers).toMatchObject({
      "access-control-allow-origin": ALLOWED,
      "access-control-allow-methods": "GET, POST, OPTIONS",
      "access-control-allow-headers":
        "content-type, x-project-id, x-sdk-type, x-sdk-version, solana-client",
      "access-control-max-age": "600",
      vary: "Origin",
    });
  });

  it("refuses a preflight from a disallowed origin without CORS headers", async () => {
    const response = await world.app.inject({
      method: "OPTIONS",
      url: `/appkit/v1/config?projectId=${world.projectId}`,
      headers: { origin: OTHER, "access-control-request-method": "GET" },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(originRefused);
    expect(response.headers["access-control-allow-origin"]).toBeUndefined();
    expect(response.headers["access-control-allow-methods"]).toBeUndefined();
  });

  it("refuses a preflight naming an unknown project", async () => {
    const response = await world.app.inject({
      method: "OPTIONS",
      url: "/projects/v1/origins?projectId=unknown-preflight",
      headers: { origin: ALLOWED, "access-control-request-method": "GET" },
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("lets a preflight without projectId through; the real request is still guarded", async () => {
    const preflight = await world.app.inject({
      method: "OPTIONS",
      url: "/appkit/v1/config",
      headers: { origin: OTHER, "access-control-request-headers": "x-project-id" },
    });
    expect(preflight.statusCode).toBe(204);
    const actual = await world.app.inject({
      url: "/appkit/v1/config",
      headers: { origin: OTHER, "x-project-id": world.projectId },
    });
    expect(actual.statusCode).toBe(403);
  });

  it("answers unknown routes with a JSON 404", async () => {
    const response = await world.app.inject({ url: "/nope?secret=1" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: "NOT_FOUND",
      error: "Not Found",
      message: "Route GET /nope not found",
    });
  });
});
