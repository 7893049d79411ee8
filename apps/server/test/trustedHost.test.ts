import { randomUUID } from "node:crypto";
import { request as httpRequest } from "node:http";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/database.js";
import { createServerOrigin, isLoopback, listenNames } from "../src/http/serverOrigin.js";
import { createTestApp } from "./support/app.js";
import { insertProject, pgliteDriver } from "./support/databases.js";
import { AUTH, callAs, createAuthApp, uniqueEmail } from "./support/embedded.js";
import { useServerApp } from "./support/serverApp.js";

const DAPP = "https://dapp.example";

/** A raw HTTP request, so Host and Origin are exactly what an attacker's browser would send. */
function rawRequest(
  port: number,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: "127.0.0.1", port, path, method: body === undefined ? "GET" : "POST", headers },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

describe("the server's own origin (behaviour §5: origin must be in the allowed list)", () => {
  it.each([
    [{ publicUrl: undefined, host: "127.0.0.1", port: 8787 }, "http://127.0.0.1:8787", true],
    [{ publicUrl: undefined, host: "127.0.0.1", port: 8787 }, "http://localhost:8787", true],
    [{ publicUrl: undefined, host: "0.0.0.0", port: 8787 }, "http://[::1]:8787", true],
    [{ publicUrl: undefined, host: "127.0.0.1", port: 8787 }, "http://localhost:80", false],
    [{ publicUrl: undefined, host: "127.0.0.1", port: 8787 }, "http://evil.example:8787", false],
    [{ publicUrl: undefined, host: "wallet.lan", port: 80 }, "http://wallet.lan:80", true],
    [
      { publicUrl: "https://w.example/foyer", host: "0.0.0.0", port: 80 },
      "https://w.example",
      true,
    ],
    [
      { publicUrl: "https://w.example/foyer", host: "0.0.0.0", port: 80 },
      "http://127.0.0.1:80",
      false,
    ],
  ])("%o: %s is own → %s", (config, origin, own) => {
    expect(createServerOrigin(config, () => undefined).isOwn(origin)).toBe(own);
  });

  it("takes the bound port once listening, and keeps a public URL's path for links", () => {
    const dev = createServerOrigin(
      { publicUrl: undefined, host: "127.0.0.1", port: 0 },
      () => 4321,
    );
    expect(dev.baseUrl()).toBe("http://127.0.0.1:4321");
    expect(dev.isOwn("http://localhost:4321")).toBe(true);
    const prod = createServerOrigin(
      { publicUrl: "https://w.example/foyer", host: "0.0.0.0", port: 80 },
      () => 80,
    );
    expect(prod.baseUrl()).toBe("https://w.example/foyer");
  });

  it("asks for the bound port until there is one, then no more", () => {
    let asked = 0;
    let bound: number | undefined;
    const origin = createServerOrigin({ publicUrl: undefined, host: "127.0.0.1", port: 0 }, () => {
      asked += 1;
      return bound;
    });
    expect(origin.baseUrl()).toBe("http://127.0.0.1:0");
    bound = 5555;
    expect(origin.baseUrl()).toBe("http://127.0.0.1:5555");
    expect(origin.isOwn("http://localhost:5555")).toBe(true);
    expect(origin.baseUrl()).toBe("http://127.0.0.1:5555");
    expect(asked).toBe(2);
  });

  it.each([
    ["127.0.0.1", true],
    ["127.8.9.10", true],
    ["::1", true],
    ["[::1]", true],
    ["::ffff:127.0.0.1", true],
    ["localhost", true],
    ["10.0.0.5", false],
    ["::ffff:10.0.0.5", false],
    ["localhost.evil.example", false],
  ])("isLoopback(%s) → %s", (address, loopback) => {
    expect(isLoopback(address)).toBe(loopback);
  });

  it("names the loopback aliases for a loopback or wildcard listen address", () => {
    expect(listenNames("0.0.0.0")).toEqual(["127.0.0.1", "localhost", "[::1]"]);
    expect(listenNames("fe80::1")).toEqual(["[fe80::1]"]);
  });
});

describe("Host is never trusted (DNS rebinding)", () => {
  const world = useServerApp(pgliteDriver, {
    build: ({ database }) => createTestApp(database, { env: { PORT: "0" } }),
    listen: true,
    project: { allowedOrigins: [DAPP] },
  });

  it("refuses a foreign origin on the guarded routes even when Host names it", async () => {
    const rebound = {
      host: `attacker.example:${world.port}`,
      origin: `http://attacker.example:${world.port}`,
    };
    const origins = await rawRequest(
      world.port,
      `/projects/v1/origins?projectId=${world.projectId}`,
      rebound,
    );
    expect(origins.status).toBe(403);
    expect(JSON.parse(origins.body).message).toBe("Unauthorized: origin not allowed");
    // The RPC fast path, in front of Fastify, decides the same way.
    const rpc = await rawRequest(
      world.port,
      `/v1/?chainId=eip155:31337&projectId=${world.projectId}`,
      { ...rebound, "content-type": "application/json" },
      '{"jsonrpc":"2.0","id":1,"method":"eth_chainId"}',
    );
    expect(rpc.status).toBe(403);
  });

  it("lets the server's own pages through: its configured origin at the bound port", async () => {
    const own = { host: `127.0.0.1:${world.port}`, origin: `http://127.0.0.1:${world.port}` };
    const origins = await rawRequest(
      world.port,
      `/projects/v1/origins?projectId=${world.projectId}`,
      own,
    );
    expect(origins.status).toBe(200);
  });

  it("builds icon URLs from the configured URL, not Host", async () => {
    const balance = await rawRequest(
      world.port,
      `/v1/account/0x${"1".repeat(40)}/balance?currency=usd&chainId=eip155:999&projectId=${world.projectId}`,
      { host: "attacker.example" },
    );
    expect(balance.status).toBe(200);
    expect(balance.body).not.toContain("attacker.example");
  });
});

describe("the dev mailbox", () => {
  let database: Database;

  beforeAll(async () => {
    database = await pgliteDriver.open();
  });

  it("answers only a loopback client that names this server by a loopback or its own name", async () => {
    const app = await createAuthApp(database);
    try {
      const projectId = await insertProject(database.db);
      const email = uniqueEmail("mailbox");
      await callAs(app, projectId)("POST", "/email/start", {
        body: { email },
        device: randomUUID(),
      });
      const url = `/dev/mailbox.json?to=${encodeURIComponent(email)}`;
      const local = await app.inject({ url, headers: { host: "localhost:8787" } });
      expect(local.statusCode).toBe(200);
      expect(local.json().messages).toHaveLength(1);
      const own = await app.inject({ url, headers: { host: "127.0.0.1:8787" } });
      expect(own.statusCode).toBe(200);

      const remote = await app.inject({ url, remoteAddress: "10.0.0.5" });
      expect(remote.statusCode).toBe(404);
      const rebound = await app.inject({ url, headers: { host: "attacker.example:8787" } });
      expect(rebound.statusCode).toBe(404);
      expect(rebound.body).not.toContain("Your code");
      const page = await app.inject({ url: "/dev/mailbox", headers: { host: "attacker.example" } });
      expect(page.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it("does not exist in production, even with mail kept in the database", async () => {
    const app = await createAuthApp(database, { production: true });
    try {
      const response = await app.inject({ url: "/dev/mailbox.json" });
      expect(response.statusCode).toBe(404);
      expect((await app.inject({ url: `${AUTH}/../../dev/mailbox` })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
