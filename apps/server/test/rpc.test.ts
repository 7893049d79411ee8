import { connect } from "node:net";
import type { FastifyInstance } from "fastify";
import { request as undiciRequest } from "undici";
import { beforeEach, describe, expect, it } from "vitest";
import { freePort } from "./support/anvil.js";
import { createTestApp } from "./support/app.js";
import { insertProject, pgliteDriver } from "./support/databases.js";
import { useServerApp } from "./support/serverApp.js";
import { answerWithMethod, echoMethods } from "./support/upstream.js";

const ORIGIN = "https://wallet.example";

interface Sent {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  json(): ReturnType<typeof JSON.parse>;
}

interface Outgoing {
  url: string;
  payload: string;
  headers?: Record<string, string>;
}

/**
 * Sends a POST through Fastify's `inject()` (the Fastify route), or over a
 * real socket to the listening app — where the fast path in front of
 * Fastify answers it. Every test runs both ways: the two must agree.
 */
async function sendVia(
  via: "inject" | "socket",
  app: FastifyInstance,
  out: Outgoing,
): Promise<Sent> {
  if (via === "inject") {
    return app.inject({ method: "POST", url: out.url, payload: out.payload, headers: out.headers });
  }
  const address = app.server.address();
  if (address === null || typeof address === "string") throw new Error("app is not listening");
  const response = await undiciRequest(`http://127.0.0.1:${address.port}${out.url}`, {
    method: "POST",
    body: out.payload,
    headers: out.headers,
  });
  const text = await response.body.text();
  return {
    statusCode: response.statusCode,
    headers: response.headers,
    json: () => JSON.parse(text),
  };
}

describe.each(["inject", "socket"] as const)("JSON-RPC proxy via %s", (via) => {
  const world = useServerApp(pgliteDriver, {
    upstream: true,
    build: async ({ database, upstream }) =>
      createTestApp(database, {
        env: {
          DEVNET_RPC_URL: upstream.url,
          FOYER_NETWORKS: JSON.stringify({
            "eip155:1": { name: "Down", rpcUrl: `http://127.0.0.1:${await freePort()}` },
          }),
        },
      }),
    project: { allowedOrigins: [ORIGIN] },
    listen: via === "socket",
  });
  const rpcUrl = () => `/v1/?chainId=eip155:31337&projectId=${world.projectId}`;
  beforeEach(() => {
    world.upstream.received.length = 0;
    world.upstream.behaviour = { kind: "json", respond: echoMethods };
  });

  function post(body: string, url = rpcUrl(), headers: Record<string, string> = {}) {
    return sendVia(via, world.app, {
      url,
      payload: body,
      headers: { "content-type": "application/json", ...headers },
    });
  }

  it("forwards a single request byte for byte and returns the upstream answer", async () => {
    const body = '{"jsonrpc":"2.0","id":7,"method":"eth_chainId","params":[]}';
    const response = await post(body);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ jsonrpc: "2.0", id: 7, result: "eth_chainId" });
    expect(world.upstream.received).toEqual([body]);
  });

  it("accepts POST /v1 without the trailing slash and non-JSON content types", async () => {
    const response = await sendVia(via, world.app, {
      url: `/v1?chainId=eip155:31337&projectId=${world.projectId}`,
      payload: '{"jsonrpc":"2.0","id":"a","method":"net_version"}',
      headers: { "content-type": "text/plain" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ jsonrpc: "2.0", id: "a", result: "net_version" });
  });

  // About the app's wiring, not the HTTP path: once is enough.
  it.skipIf(via === "socket")(
    "uses an injected transport and leaves closing it to the caller",
    async () => {
      const calls: { url: string; body: string }[] = [];
      let closed = false;
      const custom = await createTestApp(world.database, {
        transport: {
          post: async (url, body) => {
            calls.push({ url, body });
            return { ok: true, body: '{"jsonrpc":"2.0","id":1,"result":"0x1"}' };
          },
          close: async () => {
            closed = true;
          },
        },
        env: { DEVNET_RPC_URL: "http://127.0.0.1:1/rpc" },
      });
      const payload = '{"jsonrpc":"2.0","id":1,"method":"eth_blockNumber"}';
      const response = await custom.inject({ method: "POST", url: rpcUrl(), payload });
      await custom.close();
      expect(response.json()).toEqual({ jsonrpc: "2.0", id: 1, result: "0x1" });
      expect(calls).toEqual([{ url: "http://127.0.0.1:1/rpc", body: payload }]);
      expect(closed).toBe(false);
    },
  );

  it("answers concurrent point reads from one upstream batch, each with its own id", async () => {
    const bodies = [
      [1, "0x01"],
      [1, "0x02"],
      ["x", "0x01"],
    ].map(([id, address]) =>
      JSON.stringify({ jsonrpc: "2.0", id, method: "eth_getBalance", params: [address, "latest"] }),
    );
    const responses = await Promise.all(bodies.map((body) => post(body)));
    expect(responses.map((response) => response.json())).toEqual([
      { jsonrpc: "2.0", id: 1, result: "eth_getBalance" },
      { jsonrpc: "2.0", id: 1, result: "eth_getBalance" },
      { jsonrpc: "2.0", id: "x", result: "eth_getBalance" },
    ]);
    // Over sockets the three arrive when the kernel delivers them, not
    // necessarily in one turn of the event loop, so only inject() pins the batch.
    if (via === "socket") return;
    // The same call twice (0x01) travels once; its answer reaches both callers.
    expect(world.upstream.received.map((body) => JSON.parse(body))).toEqual([
      ["0x01", "0x02"].map((address, id) => ({
        jsonrpc: "2.0",
        id,
        method: "eth_getBalance",
        params: [address, "latest"],
      })),
    ]);
  });

  it("forwards a fully valid batch untouched", async () => {
    const body = JSON.stringify([
      { jsonrpc: "2.0", id: 1, method: "eth_chainId" },
      { jsonrpc: "2.0", id: 2, method: "eth_blockNumber" },
    ]);
    const response = await post(body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { jsonrpc: "2.0", id: 1, result: "eth_chainId" },
      { jsonrpc: "2.0", id: 2, result: "eth_blockNumber" },
    ]);
    expect(world.upstream.received).toEqual([body]);
  });

  it("answers bad batch items in place and forwards only the good ones, in order", async () => {
    const response = await post(
      JSON.stringify([
        { jsonrpc: "2.0", id: 1, method: "eth_chainId" },
        { id: 2, method: "eth_chainId" },
        { jsonrpc: "2.0", id: 3, method: "anvil_setBalance", params: ["0x0", "0x1"] },
        5,
        { jsonrpc: "2.0", id: 4, method: "eth_gasPrice" },
        { jsonrpc: "2.0", id: { bad: true }, method: "eth_chainId" },
      ]),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { jsonrpc: "2.0", id: 1, result: "eth_chainId" },
      { jsonrpc: "2.0", id: 2, error: { code: -32600, message: "Invalid Request" } },
      { jsonrpc: "2.0", id: 3, error: { code: -32601, message: "Method not found" } },
      { jsonrpc: "2.0", id: null, error: { code: -32600, message: "Invalid Request" } },
      { jsonrpc: "2.0", id: 4, result: "eth_gasPrice" },
      { jsonrpc: "2.0", id: null, error: { code: -32600, message: "Invalid Request" } },
    ]);
    expect(world.upstream.received.map((body) => JSON.parse(body))).toEqual([
      [
        { jsonrpc: "2.0", id: 1, method: "eth_chainId" },
        { jsonrpc: "2.0", id: 4, method: "eth_gasPrice" },
      ],
    ]);
  });

  it("matches answers by id when the upstream reorders them or skips notifications", async () => {
    world.upstream.behaviour = {
      kind: "json",
      respond: (payload) =>
        (payload as { id?: unknown; method: string }[])
          .filter((request) => request.id !== undefined)
          .map(answerWithMethod)
          .reverse(),
    };
    const response = await post(
      JSON.stringify([
        { jsonrpc: "2.0", id: "x", method: "eth_chainId" },
        { jsonrpc: "2.0", method: "eth_blockNumber" },
        { jsonrpc: "2.0", id: 9, method: "debug_traceCall" },
        { jsonrpc: "2.0", id: "y", method: "eth_gasPrice" },
      ]),
    );
    expect(response.json()).toEqual([
      { jsonrpc: "2.0", id: "x", result: "eth_chainId" },
      { jsonrpc: "2.0", id: 9, error: { code: -32601, message: "Method not found" } },
      { jsonrpc: "2.0", id: "y", result: "eth_gasPrice" },
    ]);
  });

  it("answers a batch of only refused items without calling upstream", async () => {
    const response = await post(
      JSON.stringify([{ jsonrpc: "2.0", id: 1, method: "evm_mine" }, "x"]),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { jsonrpc: "2.0", id: 1, error: { code: -32601, message: "Method not found" } },
      { jsonrpc: "2.0", id: null, error: { code: -32600, message: "Invalid Request" } },
    ]);
    expect(world.upstream.received).toEqual([]);
  });

  it("rejects an empty batch and one over 1000 items with -32600", async () => {
    const empty = await post("[]");
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      jsonrpc: "2.0",
      id: null,
      error: { code: -32600, message: "Invalid Request" },
    });

    const item = { jsonrpc: "2.0", id: 1, method: "eth_chainId" };
    const tooMany = await post(JSON.stringify(Array.from({ length: 1001 }, () => item)));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toMatchObject({ code: -32600, message: "Invalid Request" });

    const justEnough = await post(JSON.stringify(Array.from({ length: 1000 }, () => item)));
    expect(justEnough.statusCode).toBe(200);
    expect(justEnough.json()).toHaveLength(1000);
    expect(world.upstream.received).toHaveLength(1);
  });

  it.each([
    ["malformed JSON", '{"jsonrpc":"2.0",'],
    ["an empty body", ""],
  ])("answers %s with HTTP 400 and -32700", async (_case, body) => {
    const response = await post(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      jsonrpc: "2.0",
      id: null,
      error: { code: -32700, message: "Parse error" },
    });
    expect(world.upstream.received).toEqual([]);
  });

  it.each([
    ["a missing jsonrpc", { id: 1, method: "eth_chainId" }, 1],
    ["a wrong jsonrpc version", { jsonrpc: "1.0", id: 1, method: "eth_chainId" }, 1],
    ["a non-string method", { jsonrpc: "2.0", id: 1, method: 42 }, 1],
    ["an object id", { jsonrpc: "2.0", id: {}, method: "eth_chainId" }, null],
    ["scalar params", { jsonrpc: "2.0", id: 1, method: "eth_chainId", params: "x" }, 1],
    ["a non-object", "eth_chainId", null],
  ])("answers a request with %s with HTTP 400 and -32600", async (_case, request, id) => {
    const response = await post(JSON.stringify(request));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      jsonrpc: "2.0",
      id,
      error: { code: -32600, message: "Invalid Request" },
    });
    expect(world.upstream.received).toEqual([]);
  });

  it.each([
    "anvil_setBalance",
    "anvil_mine",
    "evm_mine",
    "hardhat_setBalance",
    "debug_traceTransaction",
    "personal_sign",
    "admin_peers",
    "txpool_content",
    "eth_sendTransaction",
    "eth_sign",
    "eth_signTransaction",
    "eth_signTypedData",
    "eth_signTypedData_v4",
  ])("refuses %s with -32601 without reaching upstream", async (method) => {
    const response = await post(JSON.stringify({ jsonrpc: "2.0", id: 1, method }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      jsonrpc: "2.0",
      id: 1,
      error: { code: -32601, message: "Method not found" },
    });
    expect(world.upstream.received).toEqual([]);
  });

  it.each(["eth_accounts", "eth_sendRawTransaction", "net_version", "web3_clientVersion"])(
    "forwards %s",
    async (method) => {
      const response = await post(JSON.stringify({ jsonrpc: "2.0", id: 1, method }));
      expect(response.json()).toEqual({ jsonrpc: "2.0", id: 1, result: method });
    },
  );

  it.each([
    ["missing", "", "chainId query parameter is required, e.g. ?chainId=eip155:1"],
    [
      "one part",
      "chainId=eip155",
      'chainId must be namespace:reference, e.g. eip155:1 (got "eip155")',
    ],
    [
      "three parts",
      "chainId=eip155:1:2",
      'chainId must be namespace:reference, e.g. eip155:1 (got "eip155:1:2")',
    ],
    [
      "an empty namespace",
      "chainId=:1",
      'chainId must be namespace:reference, e.g. eip155:1 (got ":1")',
    ],
  ])("answers a %s chainId with 400 INVALID_CHAIN_ID", async (_case, query, message) => {
    const response = await post(
      '{"jsonrpc":"2.0","id":1,"method":"eth_chainId"}',
      `/v1/?${query}&projectId=${world.projectId}`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: "INVALID_CHAIN_ID",
      error: "Invalid CAIP-2 network id",
      message,
    });
  });

  it("answers an unconfigured chain with 400 UNSUPPORTED_CHAIN", async () => {
    const response = await post(
      '{"jsonrpc":"2.0","id":1,"method":"eth_chainId"}',
      `/v1/?chainId=eip155:999&projectId=${world.projectId}`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: "UNSUPPORTED_CHAIN",
      error: "Unsupported chain",
      message: "Unsupported chain: eip155:999",
    });
  });

  it("guards the proxy by project and origin", async () => {
    const body = '{"jsonrpc":"2.0","id":1,"method":"eth_chainId"}';
    const missing = await post(body, "/v1/?chainId=eip155:31337");
    expect(missing.statusCode).toBe(401);
    expect(missing.json().code).toBe("INVALID_PROJECT_ID");

    const viaHeader = await post(body, "/v1/?chainId=eip155:31337", {
      "x-project-id": world.projectId,
    });
    expect(viaHeader.statusCode).toBe(200);

    const refused = await post(body, rpcUrl(), { origin: "https://evil.example" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("Unauthorized: origin not allowed");
    // Refusals carry CORS headers too, or the browser would hide why.
    expect(refused.headers["access-control-allow-origin"]).toBe("https://evil.example");
    expect(refused.headers.vary).toBe("Origin");
    expect(refused.headers["content-type"]).toBe("application/json; charset=utf-8");

    const allowed = await post(body, rpcUrl(), { origin: ORIGIN });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers["access-control-allow-origin"]).toBe(ORIGIN);
    expect(allowed.headers.vary).toBe("Origin");
    expect(allowed.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(world.upstream.received).toHaveLength(2);
  });

  it("answers a body over the limit with a JSON 413", async () => {
    const params = ["x".repeat(1024 * 1024)];
    const response = await post(
      JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_call", params }),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      code: "PAYLOAD_TOO_LARGE",
      error: "Payload Too Large",
      message: "Request body is larger than 1048576 bytes",
    });
    expect(world.upstream.received).toEqual([]);
  });

  it("answers 502 -32603 when the upstream is unreachable", async () => {
    const response = await post(
      '{"jsonrpc":"2.0","id":3,"method":"eth_chainId"}',
      `/v1/?chainId=eip155:1&projectId=${world.projectId}`,
    );
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      jsonrpc: "2.0",
      id: 3,
      error: { code: -32603, message: "Upstream RPC unavailable" },
    });
  });

  it("answers 502 per item when the upstream fails a batch", async () => {
    const response = await post(
      JSON.stringify([
        { jsonrpc: "2.0", id: 1, method: "eth_chainId" },
        { jsonrpc: "2.0", id: 2, method: "evm_mine" },
      ]),
      `/v1/?chainId=eip155:1&projectId=${world.projectId}`,
    );
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual([
      { jsonrpc: "2.0", id: 1, error: { code: -32603, message: "Upstream RPC unavailable" } },
      { jsonrpc: "2.0", id: 2, error: { code: -32601, message: "Method not found" } },
    ]);
  });

  it("answers 502 when the upstream replies with an HTTP error", async () => {
    world.upstream.behaviour = { kind: "status", status: 500, text: "<html>boom</html>" };
    const response = await post('{"jsonrpc":"2.0","id":1,"method":"eth_chainId"}');
    expect(response.statusCode).toBe(502);
    expect(response.json().error).toEqual({ code: -32603, message: "Upstream RPC unavailable" });
  });

  it("answers 502 when a filtered batch gets a non-array answer", async () => {
    world.upstream.behaviour = {
      kind: "json",
      respond: () => ({ jsonrpc: "2.0", id: null, result: 1 }),
    };
    const response = await post(
      JSON.stringify([
        { jsonrpc: "2.0", id: 1, method: "eth_chainId" },
        { jsonrpc: "2.0", id: 2, method: "evm_mine" },
      ]),
    );
    expect(response.statusCode).toBe(502);
  });

  it("answers 502 when the upstream times out", async () => {
    const slow = await createTestApp(world.database, {
      env: { DEVNET_RPC_URL: world.upstream.url, RPC_TIMEOUT_MS: "200" },
    });
    world.upstream.behaviour = { kind: "hang" };
    try {
      if (via === "socket") await slow.listen({ host: "127.0.0.1", port: 0 });
      const started = performance.now();
      const response = await sendVia(via, slow, {
        url: rpcUrl(),
        payload: '{"jsonrpc":"2.0","id":1,"method":"eth_chainId"}',
      });
      expect(response.statusCode).toBe(502);
      expect(response.json().error.code).toBe(-32603);
      expect(performance.now() - started).toBeLessThan(5_000);
    } finally {
      await slow.close();
    }
  });
});

describe("JSON-RPC proxy's fast path (in front of Fastify)", () => {
  const logLines: string[] = [];
  const world = useServerApp(pgliteDriver, {
    upstream: true,
    build: ({ database, upstream }) =>
      createTestApp(database, {
        env: { DEVNET_RPC_URL: upstream.url, LOG_LEVEL: "info" },
        // The app's own cache, so the guard's answer-from-cache path runs too.
        projectCacheTtlMs: 60_000,
        logStream: { write: (line) => logLines.push(line) },
      }),
    project: { allowedOrigins: [ORIGIN] },
    listen: true,
  });

  it("leaves preflights, other methods and other paths to Fastify", async () => {
    const preflight = await undiciRequest(`${world.url}/v1/?projectId=${world.projectId}`, {
      method: "OPTIONS",
      headers: { origin: ORIGIN, "access-control-request-method": "POST" },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers["access-control-allow-origin"]).toBe(ORIGIN);
    expect(preflight.headers["access-control-allow-methods"]).toBe("GET, POST, OPTIONS");
    await preflight.body.dump();

    const get = await undiciRequest(
      `${world.url}/v1/?chainId=eip155:31337&projectId=${world.projectId}`,
    );
    expect(get.statusCode).toBe(404);
    expect(await get.body.json()).toMatchObject({ code: "NOT_FOUND" });

    const elsewhere = await undiciRequest(`${world.url}/v1/x?projectId=${world.projectId}`, {
      method: "POST",
      body: "{}",
    });
    expect(elsewhere.statusCode).toBe(404);
    await elsewhere.body.dump();
  });

  it("survives a client that leaves mid-body and goes on serving", async () => {
    const url = new URL(world.url);
    const socket = connect(Number(url.port), url.hostname);
    await new Promise((resolve) => socket.once("connect", resolve));
    socket.write(
      `POST /v1/?chainId=eip155:31337&projectId=${world.projectId} HTTP/1.1\r\nHost: ${url.host}\r\n` +
        'Content-Type: application/json\r\nContent-Length: 500\r\n\r\n{"jsonrpc":',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));

    const response = await undiciRequest(
      `${world.url}/v1?chainId=eip155:31337&projectId=${world.projectId}`,
      {
        method: "POST",
        body: '{"jsonrpc":"2.0","id":1,"method":"eth_chainId"}',
      },
    );
    expect(await response.body.json()).toEqual({ jsonrpc: "2.0", id: 1, result: "eth_chainId" });
  });

  it("treats a repeated projectId or chainId as missing, as Fastify's query parser does", async () => {
    const body = '{"jsonrpc":"2.0","id":1,"method":"eth_chainId"}';
    const twoProjects = await undiciRequest(
      `${world.url}/v1/?chainId=eip155:31337&projectId=${world.projectId}&projectId=${world.projectId}`,
      { method: "POST", body },
    );
    expect(twoProjects.statusCode).toBe(401);
    await twoProjects.body.dump();
    const twoChains = await undiciRequest(
      `${world.url}/v1/?chainId=eip155:31337&chainId=eip155:31337&projectId=${world.projectId}`,
      { method: "POST", body },
    );
    expect(twoChains.statusCode).toBe(400);
    expect(await twoChains.body.json()).toMatchObject({ code: "INVALID_CHAIN_ID" });
  });

  it("guards alike whether the project comes from the lookup or from its cache", async () => {
    const body = '{"jsonrpc":"2.0","id":1,"method":"eth_chainId"}';
    const url = `${world.url}/v1/?chainId=eip155:31337&projectId=${world.projectId}`;
    for (let round = 0; round < 2; round++) {
      const allowed = await undiciRequest(url, {
        method: "POST",
        body,
        headers: { origin: ORIGIN },
      });
      expect(allowed.statusCode).toBe(200);
      expect(allowed.headers["access-control-allow-origin"]).toBe(ORIGIN);
      await allowed.body.dump();
      const refused = await undiciRequest(url, {
        method: "POST",
        body,
        headers: { origin: "https://evil.example" },
      });
      expect(refused.statusCode).toBe(403);
      expect(await refused.body.json()).toMatchObject({ code: "INVALID_APP_CONFIGURATION" });
      const unknown = await undiciRequest(`${world.url}/v1/?chainId=eip155:31337&projectId=nope`, {
        method: "POST",
        body,
      });
      expect(unknown.statusCode).toBe(401);
      await unknown.body.dump();
    }
  });

  it("answers on the fast path, logging one line per request without Fastify's pair", async () => {
    logLines.length = 0;
    const response = await undiciRequest(
      `${world.url}/v1/?chainId=eip155:31337&projectId=${world.projectId}&otp=123456`,
      { method: "POST", body: '{"jsonrpc":"2.0","id":1,"method":"eth_chainId"}' },
    );
    await response.body.dump();
    const lines = logLines.map((line) => JSON.parse(line));
    expect(lines.map((line) => line.msg)).toEqual(["request completed"]);
    expect(lines[0]).toMatchObject({
      rpc: { method: "POST", url: expect.stringContaining("otp=[redacted]") },
      res: { statusCode: 200 },
    });
    expect(JSON.stringify(lines)).not.toContain("123456");
  });
});

describe("JSON-RPC proxy's fast path while the app closes", () => {
  it("sheds requests on a busy kept-alive connection with Fastify's 503 and finishes the one in flight", async () => {
    const database = await pgliteDriver.open();
    const posted: string[] = [];
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const app = await createTestApp(database, {
      transport: {
        async post(_url, body) {
          posted.push(body);
          await held;
          return { ok: true, body: '{"jsonrpc":"2.0","id":1,"result":"0x7a69"}' };
        },
        close: async () => {},
      },
    });
    const projectId = await insertProject(database.db, { allowedOrigins: [ORIGIN] });
    const url = new URL(await app.listen({ host: "127.0.0.1", port: 0 }));
    const body = '{"jsonrpc":"2.0","id":1,"method":"eth_chainId"}';
    const request =
      `POST /v1/?chainId=eip155:31337&projectId=${projectId} HTTP/1.1\r\nHost: ${url.host}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`;
    // One raw connection: busy when the close starts, so Fastify does not reap it as idle,
    // and a second request on it arrives after the close has begun.
    const socket = connect(Number(url.port), url.hostname);
    let received = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      received += chunk;
    });
    try {
      await new Promise((resolve) => socket.once("connect", resolve));
      socket.write(request);
      await expect.poll(() => posted.length).toBe(1);
      const closed = app.close();
      // Only once the close has begun; the connection is busy, so it is not reaped as idle.
      await expect.poll(() => app.server.listening).toBe(false);
      socket.write(request);
      release();

      const statuses = () => received.match(/HTTP\/1\.1 \d{3}/g) ?? [];
      await expect.poll(() => statuses().length).toBe(2);
      expect(statuses()).toEqual(["HTTP/1.1 200", "HTTP/1.1 503"]);
      expect(received).toContain('{"jsonrpc":"2.0","id":1,"result":"0x7a69"}');
      expect(received.slice(received.indexOf("HTTP/1.1 503"))).toMatch(
        /\r\nConnection: close\r\n/i,
      );
      expect(posted).toHaveLength(1);
      // The 503 closed the connection, so nothing holds the close any longer.
      await closed;
    } finally {
      release();
      socket.destroy();
      await app.close();
    }
  });
});
