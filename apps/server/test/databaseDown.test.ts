import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Database } from "../src/db/database.js";
import { freePort } from "./support/anvil.js";
import { createTestApp } from "./support/app.js";

// A pool pointed at a closed port: the pg driver connects lazily, so this
// needs no running Postgres and models the database going away at runtime.
describe("with the database unreachable", () => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    const port = await freePort();
    database = await createDatabase({
      databaseUrl: `postgres://foyer:foyer@127.0.0.1:${port}/none`,
      dataDir: "memory://",
    });
    app = await createTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("GET /health answers 503", async () => {
    const response = await app.inject({ url: "/health" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: "error",
      db: "postgres",
      uptimeMs: expect.any(Number),
    });
  });

  it("a guarded route answers a generic JSON 500, no stack or driver detail", async () => {
    const response = await app.inject({ url: "/appkit/v1/config?projectId=demo" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: "INTERNAL_ERROR",
      error: "Internal Server Error",
      message: "Internal server error",
    });
    expect(response.body).not.toMatch(/ECONNREFUSED|at .*\.ts/);
  });
});
