// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { AppEvents, FrameNotices, successTypeOf } from "../protocol/eventTypes.js";
import { FRAME_ORIGIN, setupFrameClient, setupReadyClient } from "./fakeFrame.testutil.js";

/** Another window on the page, e.g. a second iframe or a popup the attacker controls. */
const otherWindow = { postMessage: () => undefined };

describe("incoming messages: origin AND source AND schema", () => {
  it.each([
    ["a foreign origin", { origin: "https://evil.example" }, "foreign origin"],
    [
      "a look-alike origin",
      { origin: "https://wallet.example.com.evil.example" },
      "foreign origin",
    ],
    ["the frame origin over http", { origin: "http://wallet.example.com" }, "foreign origin"],
    ["an opaque origin", { origin: "null" }, "foreign origin"],
    ["the right origin but another window", { source: otherWindow }, "foreign source"],
    ["the right origin but the app's own window", { source: "self" }, "foreign source"],
    ["the right origin but no source", { source: null }, "foreign source"],
  ] as const)("ignores a reply from %s", async (_, from, reason) => {
    const { client, frame, ignored } = await setupReadyClient();
    const reply = client.request(AppEvents.IS_CONNECTED, {});
    const sent = frame.last();
    const source = "source" in from && from.source === "self" ? window : undefined;
    frame.send(
      {
        type: successTypeOf(AppEvents.IS_CONNECTED),
        id: sent.message.id,
        payload: { isConnected: true },
      },
      source ? { source } : from,
    );
    expect(ignored).toEqual([expect.stringContaining(reason)]);
    expect(client.ignoredCount()).toBe(1);
    // The genuine frame's answer still goes through.
    frame.succeed(sent, { isConnected: false });
    await expect(reply).resolves.toEqual({ isConnected: false });
  });

  it.each([
    ["a payload failing the schema", { isConnected: "yes" }],
    ["a missing payload", undefined],
  ])("ignores a reply from the frame with %s", async (_, payload) => {
    const { client, frame, ignored } = await setupReadyClient();
    const reply = client.request(AppEvents.IS_CONNECTED, {});
    const sent = frame.last();
    frame.succeed(sent, payload);
    expect(ignored).toEqual([expect.stringContaining("bad payload")]);
    frame.succeed(sent, { isConnected: true });
    await expect(reply).resolves.toEqual({ isConnected: true });
  });

  it.each([
    ["a string", "hello"],
    ["an unknown type", { type: "@foyer/frame/transfer-all" }],
    ["another SDK's message", { type: "@w3m-frame/READY", payload: { version: 4 } }],
    ["an app event echoed back", { type: AppEvents.RELOAD }],
    ["a non-UUID id", { type: FrameNotices.READY, id: "1", payload: { version: 4 } }],
  ])("ignores %s from the frame", async (_, data) => {
    const { frame, ignored } = await setupReadyClient();
    frame.send(data);
    expect(ignored).toHaveLength(1);
  });

  it("does not become ready on a ready event from a foreign origin or window", async () => {
    const { client, frame, clock, ignored } = setupFrameClient();
    frame.send(
      { type: FrameNotices.READY, payload: { version: 4 } },
      { origin: "https://evil.example" },
    );
    frame.send({ type: FrameNotices.READY, payload: { version: 4 } }, { source: otherWindow });
    frame.send({ type: FrameNotices.READY, payload: {} });
    clock.advance(500);
    expect(client.status()).toBe("loading");
    expect(ignored).toHaveLength(3);
    clock.advance(19_500);
    expect(client.status()).toBe("failed");
  });

  it("does not hand a forged session update to listeners", async () => {
    const { client, frame } = await setupReadyClient();
    const tokens: string[] = [];
    client.onEvent(FrameNotices.SESSION_UPDATE, (payload) => tokens.push(payload.token));
    frame.send(
      { type: FrameNotices.SESSION_UPDATE, payload: { token: "forged" } },
      { source: otherWindow },
    );
    frame.send(
      { type: FrameNotices.SESSION_UPDATE, payload: { token: "forged" } },
      { origin: "https://evil.example" },
    );
    frame.send({ type: FrameNotices.SESSION_UPDATE, payload: { token: "real" } });
    expect(tokens).toEqual(["real"]);
  });

  it("normalises the configured origin so a trailing slash does not open or close the gate", async () => {
    const { client, frame } = await setupReadyClient({ frameOrigin: `${FRAME_ORIGIN}/some/path/` });
    const reply = client.request(AppEvents.GET_CHAIN_ID);
    expect(frame.last().targetOrigin).toBe(FRAME_ORIGIN);
    frame.succeed(frame.last(), { chainId: 1 });
    await expect(reply).resolves.toEqual({ chainId: 1 });
  });
});

describe("outgoing messages", () => {
  it("always name the frame's origin as target, never '*'", async () => {
    const { client, frame } = await setupReadyClient();
    void client.request(AppEvents.SYNC_THEME, { themeMode: "dark" }).catch(() => undefined);
    void client
      .request(AppEvents.RPC_REQUEST, { method: "personal_sign", params: ["0x00", "0x01"] })
      .catch(() => undefined);
    client.abortRpc();
    void client.signOut();
    expect(frame.posted.length).toBeGreaterThanOrEqual(4);
    for (const post of frame.posted) {
      expect(post.targetOrigin).toBe(FRAME_ORIGIN);
      expect(post.targetOrigin).not.toBe("*");
    }
  });

  it("post nothing before the frame is ready", () => {
    const { client, frame } = setupFrameClient();
    void client.request(AppEvents.GET_CHAIN_ID).catch(() => undefined);
    expect(frame.posted).toEqual([]);
  });
});
