import { describe, expect, it } from "vitest";
import { FoyerError } from "../../errors/FoyerError.js";
import { messages } from "../../errors/messages.js";
import { createFakeClock } from "../../testing/fakeClock.js";
import { createFakeFetch, flush } from "../../testing/fakeFetch.js";
import { createHttpClient, REQUEST_DEDUPE_LIMIT } from "./httpClient.js";
import { serverMessageOf } from "./httpErrors.js";

const BASE = "http://127.0.0.1:8787";

function setup(retryCount = 3, dedupeLimit?: number) {
  const fake = createFakeFetch();
  const clock = createFakeClock();
  const client = createHttpClient({
    baseUrl: `${BASE}/`,
    fetch: fake.fetch,
    clock,
    defaultQuery: { projectId: "p1" },
    retryCount,
    ...(dedupeLimit === undefined ? {} : { dedupeLimit }),
  });
  return { fake, clock, client };
}

describe("HTTP failures (behaviour §8)", () => {
  it.each([400, 401, 403, 404, 500, 503])(
    "status %i becomes 'HTTP status code: {status}'",
    async (status) => {
      const { fake, client } = setup(0);
      fake.answer({ status });
      const error = await client.get("/v1/x").catch((e: unknown) => e);
      expect(error).toBeInstanceOf(FoyerError);
      expect((error as FoyerError).shortMessage).toBe(messages.httpStatus(status));
      expect((error as FoyerError).code).toBe("HTTP_ERROR");
      expect((error as FoyerError).details.status).toBe(status);
    },
  );

  it("keeps the server's JSON error message in details for the alert mapping", async () => {
    const { fake, client } = setup(0);
    fake.answer({
      status: 401,
      body: {
        code: "INVALID_PROJECT_ID",
        error: "Invalid Project ID",
        message: "Unauthorized: invalid key",
      },
    });
    const error = await client.get("/v1/x").catch((e: unknown) => e);
    expect(serverMessageOf(error)).toBe("Unauthorized: invalid key");
    expect((error as FoyerError).details.serverCode).toBe("INVALID_PROJECT_ID");
  });

  it("a refused connection becomes the unavailable error, not a TypeError", async () => {
    const { fake, client } = setup(0);
    fake.answer({ networkError: true });
    const error = await client.get("/v1/x").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FoyerError);
    expect((error as FoyerError).code).toBe("API_UNAVAILABLE");
    expect((error as FoyerError).shortMessage).toBe(messages.rpcUnavailable(`${BASE}/v1/x`));
  });

  it("a 2xx body that is not JSON is an error of that status", async () => {
    const { fake, client } = setup(0);
    fake.answer({ status: 200, body: "<html>" });
    const error = await client.get("/v1/x").catch((e: unknown) => e);
    expect((error as FoyerError).code).toBe("INVALID_RESPONSE");
  });
});

describe("request URLs and bodies (behaviour §7)", () => {
  it("joins base, path and params, own params first, undefined left out", async () => {
    const { fake, client } = setup();
    await client.get("v1/supported-chains", { query: { a: "1 2", b: undefined, c: true } });
    expect(fake.requests[0]?.url).toBe(`${BASE}/v1/supported-chains?a=1%202&c=true&projectId=p1`);
    expect(fake.requests[0]?.method).toBe("GET");
  });

  it("POST sends the JSON body", async () => {
    const { fake, client } = setup();
    fake.answer({ status: 200, body: { ok: 1 } });
    await expect(client.post("/v1/y", { a: [1] })).resolves.toEqual({ ok: 1 });
    expect(fake.requests[0]?.body).toEqual({ a: [1] });
    expect(fake.requests[0]?.init.headers?.["content-type"]).toBe("application/json");
  });

  it("passes the no-cache mode through", async () => {
    const { fake, client } = setup();
    await client.get("/v1/z", { cache: "no-cache" });
    expect(fake.requests[0]?.init.cache).toBe("no-cache");
  });
});

describe("query retry (behaviour §9: 3 retries, delay min(1000·2ⁿ, 30000) ms)", () => {
  it("retries a 503 after 1 s, 2 s and 4 s, then fails", async () => {
    const { fake, clock, client } = setup();
    fake.answer({ status: 503 });
    const result = client.get("/v1/x").catch((e: unknown) => e);
    await flush();
    expect(fake.requests).toHaveLength(1);
    await clock.advanceAsync(999);
    expect(fake.requests).toHaveLength(1);
    await clock.advanceAsync(1);
    expect(fake.requests).toHaveLength(2);
    await clock.advanceAsync(2000);
    expect(fake.requests).toHaveLength(3);
    await clock.advanceAsync(3999);
    expect(fake.requests).toHaveLength(3);
    await clock.advanceAsync(1);
    expect(fake.requests).toHaveLength(4);
    await clock.advanceAsync(60_000);
    expect(fake.requests).toHaveLength(4);
    expect(((await result) as FoyerError).shortMessage).toBe(messages.httpStatus(503));
  });

  it("succeeds when a retry succeeds", async () => {
    const { fake, clock, client } = setup();
    fake.answer({ networkError: true }, { status: 200, body: { v: 1 } });
    const result = client.get("/v1/x");
    await clock.advanceAsync(1000);
    await expect(result).resolves.toEqual({ v: 1 });
    expect(fake.requests).toHaveLength(2);
  });

  it.each([
    [408, 2],
    [429, 2],
    [500, 2],
    [400, 1],
    [401, 1],
    [403, 1],
    [404, 1],
  ])("status %i is tried %i time(s) before the first delay ends", async (status, tries) => {
    const { fake, clock, client } = setup();
    fake.answer({ status }, { status: 200, body: {} });
    const result = client.get("/v1/x").catch(() => undefined);
    await clock.advanceAsync(1000);
    await result;
    expect(fake.requests).toHaveLength(tries);
  });

  it("POST is not retried unless asked", async () => {
    const { fake, clock, client } = setup();
    fake.answer({ status: 503 }, { status: 200, body: {} });
    const result = client.post("/v1/x", {}).catch(() => undefined);
    await clock.advanceAsync(1000);
    await result;
    expect(fake.requests).toHaveLength(1);
  });
});

describe("request de-duplication (behaviour §9: dedupe cache 8192)", () => {
  it("identical GETs in flight share one request", async () => {
    const { fake, client } = setup();
    fake.answer({ status: 200, body: { v: 1 } });
    const [a, b] = await Promise.all([client.get("/v1/x"), client.get("/v1/x")]);
    expect(fake.requests).toHaveLength(1);
    expect(a).toEqual({ v: 1 });
    expect(b).toBe(a);
  });

  it("different params, and a request after the first settled, go out again", async () => {
    const { fake, client } = setup();
    await Promise.all([
      client.get("/v1/x", { query: { a: 1 } }),
      client.get("/v1/x", { query: { a: 2 } }),
    ]);
    await client.get("/v1/x", { query: { a: 1 } });
    expect(fake.requests).toHaveLength(3);
  });

  it("stops tracking beyond the limit instead of growing", async () => {
    expect(REQUEST_DEDUPE_LIMIT).toBe(8192);
    const { fake, client } = setup(3, 1);
    await Promise.all([client.get("/a"), client.get("/b"), client.get("/b")]);
    expect(fake.requests).toHaveLength(3);
  });
});
