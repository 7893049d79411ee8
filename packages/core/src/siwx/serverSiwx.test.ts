import {
  type SiwxServerSession,
  siwxNonceRoute,
  siwxRevokeRoute,
  siwxSessionsRoute,
} from "@foyer/protocol";
import { describe, expect, it } from "vitest";
import { createMemoryStorage } from "../effects/storage.js";
import { messages } from "../errors/messages.js";
import { createFakeClock } from "../testing/fakeClock.js";
import { createFakeFetch } from "../testing/fakeFetch.js";
import { messageData } from "./buildMessage.js";
import { createSiwxServerApi } from "./serverApi.js";
import { createServerSiwx, SERVER_SIWX_STORAGE_KEY } from "./serverSiwx.js";

const BASE = "http://foyer.test";
const ADDRESS = "0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2";
const START = Date.parse("2026-01-01T00:00:00.000Z");

function setup() {
  const fake = createFakeFetch();
  const storage = createMemoryStorage();
  const clock = createFakeClock(START);
  const api = createSiwxServerApi({ baseUrl: BASE, projectId: "p1", fetch: fake.fetch });
  const siwx = createServerSiwx({
    api,
    storage,
    clock,
    required: true,
    statement: "Sign in to Test",
    domain: "app.test",
    uri: "https://app.test/",
  });
  fake.route(siwxNonceRoute.path, {
    status: 200,
    body: { nonce: "n0nce12345", expiresAt: "2026-01-01T00:05:00.000Z" },
  });
  return { fake, storage, clock, siwx };
}

async function signIn(ctx: ReturnType<typeof setup>) {
  const message = await ctx.siwx.createMessage({ accountAddress: ADDRESS, chainId: "eip155:1" });
  const session = {
    data: messageData(message),
    message: message.serializedMessage,
    signature: "0xsig",
  };
  const server: SiwxServerSession = { ...session, expiresAt: "2026-01-02T00:00:00.000Z" };
  ctx.fake.route(siwxSessionsRoute.path, {
    status: 201,
    body: { session: server, token: "tok-1" },
  });
  await ctx.siwx.addSession(session);
  return { session, server };
}

describe("createServerSiwx against the server contract", () => {
  it("asks the server for the nonce: POST /auth/v1/siwx/nonce?projectId=", async () => {
    const ctx = setup();
    const message = await ctx.siwx.createMessage({ accountAddress: ADDRESS, chainId: "eip155:1" });
    expect(message.nonce).toBe("n0nce12345");
    expect(ctx.fake.requests[0]).toMatchObject({
      method: "POST",
      url: `${BASE}${siwxNonceRoute.path}?projectId=p1`,
    });
    expect(ctx.siwx.getRequired()).toBe(true);
  });

  it("posts { message, signature, data } and keeps the bearer token it gets back", async () => {
    const ctx = setup();
    const { session } = await signIn(ctx);
    const posted = ctx.fake.requests[1];
    expect(posted).toMatchObject({
      method: "POST",
      url: `${BASE}${siwxSessionsRoute.path}?projectId=p1`,
    });
    expect(posted?.body).toEqual({
      message: session.message,
      signature: "0xsig",
      data: session.data,
    });
    expect(posted?.init.headers?.authorization).toBeUndefined();
    expect(ctx.storage.getItem(SERVER_SIWX_STORAGE_KEY)).toContain("tok-1");
  });

  it("reads sessions with GET ?chainId=&address= and the bearer token", async () => {
    const ctx = setup();
    const { session, server } = await signIn(ctx);
    ctx.fake.route(siwxSessionsRoute.path, { status: 200, body: { sessions: [server] } });
    expect(await ctx.siwx.getSessions("eip155:1", ADDRESS)).toEqual([session]);
    const read = ctx.fake.requests.at(-1);
    expect(read?.method).toBe("GET");
    expect(read?.url).toBe(
      `${BASE}${siwxSessionsRoute.path}?chainId=eip155%3A1&address=${ADDRESS}&projectId=p1`,
    );
    expect(read?.init.headers?.authorization).toBe("Bearer tok-1");
  });

  it("without a token asks nothing; a 401 drops the token and reads as no session", async () => {
    const ctx = setup();
    expect(await ctx.siwx.getSessions("eip155:1", ADDRESS)).toEqual([]);
    expect(ctx.fake.requests).toHaveLength(0);
    await signIn(ctx);
    ctx.fake.route(siwxSessionsRoute.path, {
      status: 401,
      body: { code: "UNAUTHORIZED", error: "Unauthorized", message: "Unknown token" },
    });
    expect(await ctx.siwx.getSessions("eip155:1", ADDRESS)).toEqual([]);
    expect(ctx.storage.getItem(SERVER_SIWX_STORAGE_KEY)).toBeNull();
  });

  it("a 401 INVALID_PROJECT_ID (misconfigured host) rejects the read but keeps the token", async () => {
    const ctx = setup();
    await signIn(ctx);
    ctx.fake.route(siwxSessionsRoute.path, {
      status: 401,
      body: {
        code: "INVALID_PROJECT_ID",
        error: "Invalid Project ID",
        message: "Unauthorized: invalid key",
      },
    });
    await expect(ctx.siwx.getSessions("eip155:1", ADDRESS)).rejects.toMatchObject({
      details: { serverCode: "INVALID_PROJECT_ID" },
    });
    expect(ctx.storage.getItem(SERVER_SIWX_STORAGE_KEY)).toContain("tok-1");
  });

  it("a server expiry in the past hides the session", async () => {
    const ctx = setup();
    const { server } = await signIn(ctx);
    ctx.fake.route(siwxSessionsRoute.path, { status: 200, body: { sessions: [server] } });
    ctx.clock.advance(24 * 3_600_000);
    expect(await ctx.siwx.getSessions("eip155:1", ADDRESS)).toEqual([]);
  });

  it.each([
    ["NONCE_INVALID", 400],
    ["MESSAGE_MISMATCH", 400],
    ["MESSAGE_EXPIRED", 400],
    ["MESSAGE_NOT_YET_VALID", 400],
    ["DOMAIN_MISMATCH", 400],
    ["CHAIN_MISMATCH", 400],
    ["SIGNATURE_INVALID", 401],
  ])(
    "a refusal (%s) rejects addSession with the server's code and keeps no token",
    async (code, status) => {
      const ctx = setup();
      const message = await ctx.siwx.createMessage({
        accountAddress: ADDRESS,
        chainId: "eip155:1",
      });
      ctx.fake.route(siwxSessionsRoute.path, {
        status,
        body: { code, error: "Refused", message: code },
      });
      const session = {
        data: messageData(message),
        message: message.serializedMessage,
        signature: "0xsig",
      };
      await expect(ctx.siwx.addSession(session)).rejects.toMatchObject({
        shortMessage: messages.httpStatus(status),
        details: { serverCode: code },
      });
      expect(ctx.storage.getItem(SERVER_SIWX_STORAGE_KEY)).toBeNull();
    },
  );

  it("revokes with POST { chainId, address } and the bearer, then forgets the token", async () => {
    const ctx = setup();
    await signIn(ctx);
    ctx.fake.route(siwxRevokeRoute.path, { status: 204 });
    await ctx.siwx.revokeSession("eip155:1", ADDRESS);
    const revoke = ctx.fake.requests.at(-1);
    expect(revoke).toMatchObject({
      method: "POST",
      url: `${BASE}${siwxRevokeRoute.path}?projectId=p1`,
      body: { chainId: "eip155:1", address: ADDRESS },
    });
    expect(revoke?.init.headers?.authorization).toBe("Bearer tok-1");
    expect(ctx.storage.getItem(SERVER_SIWX_STORAGE_KEY)).toBeNull();
  });

  it("setSessions([]) revokes every session this browser holds", async () => {
    const ctx = setup();
    await signIn(ctx);
    ctx.fake.route(siwxRevokeRoute.path, { status: 204 });
    await ctx.siwx.setSessions([]);
    expect(ctx.fake.requests.at(-1)?.url).toContain(siwxRevokeRoute.path);
    expect(ctx.storage.getItem(SERVER_SIWX_STORAGE_KEY)).toBeNull();
  });

  it("an unreachable server fails the nonce: a setup failure for the flow", async () => {
    const ctx = setup();
    ctx.fake.route(siwxNonceRoute.path, { networkError: true });
    await expect(
      ctx.siwx.createMessage({ accountAddress: ADDRESS, chainId: "eip155:1" }),
    ).rejects.toMatchObject({
      code: "API_UNAVAILABLE",
    });
  });
});
