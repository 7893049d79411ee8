import { beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.js";
import type { Database } from "../src/db/database.js";
import { testConfig } from "./support/app.js";
import { insertProject, pgliteDriver } from "./support/databases.js";

const ORIGIN = "https://dapp.example";

describe("TRUST_PROXY", () => {
  let database: Database;
  beforeAll(async () => {
    database = await pgliteDriver.open();
  });

  /**
   * Three sign-in nonces from three clients behind one proxy, two allowed per IP. Addresses
   * are fresh per call: the shared database keeps each minute's counts.
   */
  async function nonceStatuses(env: Record<string, string>, proxy: string): Promise<number[]> {
    const projectId = await insertProject(database.db, { allowedOrigins: [ORIGIN] });
    const app = await buildApp({
      config: testConfig(env),
      database,
      siwx: { rateLimit: { windowMs: 60_000, perIp: 2, perProject: 100_000 } },
    });
    const subnet = `198.51.${Math.floor(Math.random() * 250)}`;
    try {
      const statuses = [];
      for (const host of [7, 8, 9]) {
        const response = await app.inject({
          method: "POST",
          url: `/auth/v1/siwx/nonce?projectId=${projectId}`,
          headers: { origin: ORIGIN, "x-forwarded-for": `${subnet}.${host}` },
          remoteAddress: proxy,
        });
        statuses.push(response.statusCode);
      }
      return statuses;
    } finally {
      await app.close();
    }
  }

  const proxyAddress = () =>
    `127.0.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

  it("counts each client behind a trusted proxy as itself", async () => {
    expect(await nonceStatuses({ TRUST_PROXY: "127.0.0.0/8" }, proxyAddress())).toEqual([
      200, 200, 200,
    ]);
  });

  it("ignores X-Forwarded-For unless its sender is trusted: the proxy is then one client", async () => {
    expect(await nonceStatuses({}, proxyAddress())).toEqual([200, 200, 429]);
    expect(await nonceStatuses({ TRUST_PROXY: "10.0.0.0/8" }, proxyAddress())).toEqual([
      200, 200, 429,
    ]);
  });
});
