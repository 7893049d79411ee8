// @vitest-environment happy-dom
import { ALERTS } from "@foyer/core/internal";
import { describe, expect, it } from "vitest";
import { AppEvents, FrameNotices, successTypeOf } from "../protocol/eventTypes.js";
import { FRAME_ORIGIN, setupFrameClient, setupReadyClient } from "./fakeFrame.testutil.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const ADDRESS = "0x52908400098527886E0F7030069857D2E4169EE7";
const USER = {
  email: "ada@example.com",
  address: ADDRESS,
  chainId: 1,
  smartAccountDeployed: true,
  accounts: [{ address: ADDRESS, type: "SMART_ACCOUNT" }],
  preferredAccountType: "SMART_ACCOUNT",
};

describe("request round trip", () => {
  it("posts { type, id, payload } to the frame's origin and resolves on the matching SUCCESS", async () => {
    const { client, frame } = await setupReadyClient();
    const reply = client.request(AppEvents.CONNECT_EMAIL, { email: "ada@example.com" });
    const sent = frame.last();
    expect(sent.targetOrigin).toBe(FRAME_ORIGIN);
    expect(sent.message).toEqual({
      type: AppEvents.CONNECT_EMAIL,
      id: expect.stringMatching(UUID),
      payload: { email: "ada@example.com" },
    });
    frame.succeed(sent, { action: "VERIFY_OTP" });
    await expect(reply).resolves.toEqual({ action: "VERIFY_OTP" });
  });

  it("leaves payload out for events that have none", async () => {
    const { client, frame } = await setupReadyClient();
    client.request(AppEvents.CONNECT_DEVICE).catch(() => undefined);
    expect(frame.last().message).toEqual({
      type: AppEvents.CONNECT_DEVICE,
      id: expect.any(String),
    });
  });

  it("pairs replies by id, whatever order they come in", async () => {
    const { client, frame } = await setupReadyClient();
    const chain = client.request(AppEvents.GET_CHAIN_ID);
    const user = client.request(AppEvents.GET_USER, { chainId: 1 });
    const [chainRequest, userRequest] = frame.posted;
    frame.succeed(userRequest!, USER);
    frame.succeed(chainRequest!, { chainId: "eip155:1" });
    await expect(user).resolves.toEqual(USER);
    await expect(chain).resolves.toEqual({ chainId: "eip155:1" });
  });

  it("rejects with the frame's message on ERROR", async () => {
    const { client, frame } = await setupReadyClient();
    const reply = client.request(AppEvents.CONNECT_OTP, { otp: "000000" });
    frame.fail(frame.last(), { message: "Invalid code" });
    await expect(reply).rejects.toMatchObject({
      name: "FrameError",
      code: "FRAME_ERROR",
      shortMessage: "Invalid code",
    });
  });

  it("keeps the rpc error code the frame sends (4001: rejected in the frame)", async () => {
    const { client, frame } = await setupReadyClient();
    const reply = client.request(AppEvents.RPC_REQUEST, {
      method: "personal_sign",
      params: ["0x48", ADDRESS],
    });
    frame.fail(frame.last(), { message: "User rejected the request.", code: 4001 });
    await expect(reply).rejects.toMatchObject({
      shortMessage: "User rejected the request.",
      details: { rpcCode: 4001 },
    });
  });

  it("keeps the auth server's refusal code the frame relays beside its translated text", async () => {
    const { client, frame } = await setupReadyClient();
    const reply = client.request(AppEvents.CONNECT_OTP, { otp: "000000" });
    frame.fail(frame.last(), { message: "Sitzung abgelaufen", refusal: "SESSION_EXPIRED" });
    await expect(reply).rejects.toMatchObject({
      shortMessage: "Sitzung abgelaufen",
      details: { refusal: "SESSION_EXPIRED" },
    });
  });

  it.each([
    ["no payload", undefined],
    ["an empty payload", {}],
    ["an empty message", { message: "" }],
  ])("rejects with 'An error occurred' on ERROR with %s", async (_, payload) => {
    const { client, frame } = await setupReadyClient();
    const reply = client.request(AppEvents.SIGN_OUT);
    frame.fail(frame.last(), payload);
    await expect(reply).rejects.toMatchObject({ shortMessage: "An error occurred" });
  });

  it("settles once: a second reply with the same id is ignored", async () => {
    const { client, frame, ignored } = await setupReadyClient();
    const reply = client.request(AppEvents.IS_CONNECTED, { token: "t" });
    const sent = frame.last();
    frame.succeed(sent, { isConnected: true });
    frame.fail(sent, { message: "late" });
    await expect(reply).resolves.toEqual({ isConnected: true });
    expect(ignored).toEqual([expect.stringContaining("no open request")]);
  });

  it("ignores a reply of another event that carries the id", async () => {
    const { client, frame, ignored } = await setupReadyClient();
    const reply = client.request(AppEvents.GET_CHAIN_ID);
    const sent = frame.last();
    frame.send({
      type: successTypeOf(AppEvents.SWITCH_NETWORK),
      id: sent.message.id,
      payload: { chainId: 5 },
    });
    expect(ignored).toHaveLength(1);
    frame.succeed(sent, { chainId: 1 });
    await expect(reply).resolves.toEqual({ chainId: 1 });
  });
});

describe("request ids", () => {
  it("are random UUIDs, unique per request", async () => {
    const { client, frame } = await setupReadyClient();
    for (let i = 0; i < 50; i++) void client.request(AppEvents.GET_CHAIN_ID).catch(() => undefined);
    const ids = frame.posted.map((post) => post.message.id);
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(50);
  });

  it("come from the injected source when given", async () => {
    let n = 0;
    const { client, frame } = await setupReadyClient({
      randomId: () => `00000000-0000-4000-8000-00000000000${n++}`,
    });
    void client.request(AppEvents.GET_CHAIN_ID).catch(() => undefined);
    void client.request(AppEvents.GET_CHAIN_ID).catch(() => undefined);
    expect(frame.posted.map((post) => post.message.id)).toEqual([
      "00000000-0000-4000-8000-000000000000",
      "00000000-0000-4000-8000-000000000001",
    ]);
  });
});

describe("outgoing checks", () => {
  it("refuses a payload failing its own schema, without posting", async () => {
    const { client, frame } = await setupReadyClient();
    await expect(client.request(AppEvents.CONNECT_EMAIL, { email: "nope" })).rejects.toMatchObject({
      code: "FRAME_INVALID_REQUEST",
    });
    expect(frame.posted).toHaveLength(0);
  });

  it("refuses a disallowed RPC method with the spec's texts (behaviour §6)", async () => {
    const { client, frame } = await setupReadyClient();
    await expect(
      client.request(AppEvents.RPC_REQUEST, { method: "eth_sign" as "eth_call", params: [] }),
    ).rejects.toMatchObject({
      code: "RPC_METHOD_NOT_ALLOWED",
      shortMessage: "Requested RPC call is not allowed",
      details: {
        method: "eth_sign",
        uiMessage: { key: "actionNotAllowed", en: "Action not allowed" },
      },
    });
    expect(frame.posted).toHaveLength(0);
  });

  it("maps the wire account types both ways through the client", async () => {
    const { client, frame } = await setupReadyClient();
    const reply = client.request(AppEvents.SET_PREFERRED_ACCOUNT, { type: "EOA" });
    frame.succeed(frame.last(), { type: "EOA", address: ADDRESS });
    await expect(reply).resolves.toEqual({ type: "EOA", address: ADDRESS });
  });
});

describe("timeouts (behaviour §8, §9)", () => {
  it.each([
    [AppEvents.CONNECT_EMAIL, { email: "ada@example.com" }],
    [AppEvents.CONNECT_OTP, { otp: "123456" }],
    [AppEvents.CONNECT_DEVICE, undefined],
    [AppEvents.CONNECT_SOCIAL, { uri: "https://app.example.com/?code=x" }],
    [AppEvents.GET_FARCASTER_URI, undefined],
    [AppEvents.CONNECT_FARCASTER, undefined],
    [AppEvents.GET_USER, undefined],
  ] as const)("%s times out after 120 s with iframe_request_timeout", async (type, payload) => {
    const { client, clock } = await setupReadyClient();
    // The table mixes events; each row's payload is valid for its own type.
    const reply = (client.request as (t: string, p: unknown) => Promise<unknown>)(type, payload);
    let settled = false;
    reply.catch(() => {
      settled = true;
    });
    clock.advance(119_999);
    await Promise.resolve();
    expect(settled).toBe(false);
    clock.advance(1);
    await expect(reply).rejects.toMatchObject({
      code: "iframe_request_timeout",
      shortMessage: "Embedded Wallet Request Timed Out",
      details: { alert: ALERTS.IFRAME_REQUEST_TIMEOUT },
    });
  });

  it("gives other requests no timeout unless asked", async () => {
    const { client, clock, frame } = await setupReadyClient();
    const reply = client.request(AppEvents.GET_CHAIN_ID);
    expect(clock.pendingTimers()).toBe(0);
    clock.advance(600_000);
    frame.succeed(frame.last(), { chainId: 1 });
    await expect(reply).resolves.toEqual({ chainId: 1 });
  });

  it("takes a per-request timeout", async () => {
    const { client, clock } = await setupReadyClient();
    const reply = client.request(AppEvents.GET_CHAIN_ID, undefined, { timeoutMs: 5_000 });
    clock.advance(5_000);
    await expect(reply).rejects.toMatchObject({ code: "iframe_request_timeout" });
  });

  it("starts the clock when the request is posted, not while waiting for ready", async () => {
    const { client, clock, frame } = setupFrameClient();
    const reply = client.request(AppEvents.GET_USER);
    clock.advance(15_000);
    frame.ready();
    clock.advance(500);
    clock.advance(119_000);
    frame.succeed(frame.last(), USER);
    await expect(reply).resolves.toEqual(USER);
  });

  it("clears the timer on reply", async () => {
    const { client, clock, frame } = await setupReadyClient();
    const reply = client.request(AppEvents.CONNECT_FARCASTER);
    expect(clock.pendingTimers()).toBe(1);
    frame.succeed(frame.last(), { userName: "ada" });
    await reply;
    expect(clock.pendingTimers()).toBe(0);
  });
});

describe("frame-initiated events", () => {
  it("hands show and hide notices to listeners", async () => {
    const { client, frame } = await setupReadyClient();
    const seen: string[] = [];
    client.onEvent(FrameNotices.SHOW, () => seen.push("show"));
    client.onEvent(FrameNotices.HIDE, () => seen.push("hide"));
    frame.send({ type: FrameNotices.SHOW });
    frame.send({ type: FrameNotices.HIDE });
    frame.send({ type: FrameNotices.SHOW }, { origin: "https://evil.example" });
    expect(seen).toEqual(["show", "hide"]);
  });

  it("hands session updates to listeners until they unsubscribe", async () => {
    const { client, frame } = await setupReadyClient();
    const tokens: string[] = [];
    const off = client.onEvent(FrameNotices.SESSION_UPDATE, (payload) =>
      tokens.push(payload.token),
    );
    frame.send({ type: FrameNotices.SESSION_UPDATE, payload: { token: "a" } });
    off();
    frame.send({ type: FrameNotices.SESSION_UPDATE, payload: { token: "b" } });
    expect(tokens).toEqual(["a"]);
  });
});
