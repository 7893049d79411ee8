// @vitest-environment happy-dom
import { FoyerError } from "@foyer/core";
import { ALERTS } from "@foyer/core/internal";
import { describe, expect, it } from "vitest";
import { FRAME_ELEMENT_ID } from "../frameConstants.js";
import { AppEvents, FrameNotices } from "../protocol/eventTypes.js";
import { FRAME_ORIGIN, setupFrameClient, setupReadyClient } from "./fakeFrame.testutil.js";
import { FRAME_ALLOW, FRAME_SANDBOX } from "./frameElement.js";

describe("mounting the frame (behaviour §2)", () => {
  it("appends one hidden iframe with the fixed id, the frame URL and a tight sandbox", () => {
    const { client } = setupFrameClient({ chainId: 8453, rpcUrl: "https://rpc.example/v1" });
    const element = document.getElementById(FRAME_ELEMENT_ID);
    expect(element).toBe(client.element);
    expect(element?.tagName).toBe("IFRAME");
    const src = new URL(client.element.src);
    expect(src.origin).toBe(FRAME_ORIGIN);
    expect(Object.fromEntries(src.searchParams)).toEqual({
      projectId: "demo-project",
      chainId: "8453",
      version: "4",
      enableLogger: "false",
      rpcUrl: "https://rpc.example/v1",
    });
    expect(client.element.getAttribute("sandbox")).toBe(FRAME_SANDBOX);
    expect(FRAME_SANDBOX).toBe("allow-scripts allow-same-origin");
    expect(client.element.getAttribute("allow")).toBe(FRAME_ALLOW);
    expect(client.element.getAttribute("aria-hidden")).toBe("true");
    expect(client.element.style.opacity).toBe("0");
  });

  it("refuses a second live frame: the id is fixed", () => {
    setupFrameClient();
    expect(() => setupFrameClient()).toThrow(FoyerError);
  });

  it("can mount again once the first client is destroyed", () => {
    setupFrameClient().client.destroy();
    expect(() => setupFrameClient()).not.toThrow();
  });
});

describe("ready (behaviour §4: ready event plus 500 ms)", () => {
  it("completes init 500 ms after the ready event, not before", async () => {
    const { client, frame, clock } = setupFrameClient();
    let done = false;
    void client.ready.then(() => {
      done = true;
    });
    clock.advance(10_000);
    frame.ready();
    clock.advance(499);
    await Promise.resolve();
    expect(done).toBe(false);
    expect(client.status()).toBe("loading");
    clock.advance(1);
    await client.ready;
    expect(done).toBe(true);
    expect(client.status()).toBe("ready");
  });

  it("holds requests until ready, then posts them in order", async () => {
    const { client, frame, clock } = setupFrameClient();
    const first = client.request(AppEvents.GET_CHAIN_ID);
    const second = client.request(AppEvents.IS_CONNECTED, {});
    expect(frame.posted).toHaveLength(0);
    frame.ready();
    clock.advance(500);
    expect(frame.posted.map((post) => post.message.type)).toEqual([
      AppEvents.GET_CHAIN_ID,
      AppEvents.IS_CONNECTED,
    ]);
    frame.succeed(frame.posted[0]!, { chainId: 1 });
    frame.succeed(frame.posted[1]!, { isConnected: false });
    await expect(first).resolves.toEqual({ chainId: 1 });
    await expect(second).resolves.toEqual({ isConnected: false });
  });

  it("posts the app's data and theme before requests that waited for ready", async () => {
    const { client, frame, clock } = setupFrameClient();
    void client
      .request(AppEvents.CONNECT_EMAIL, { email: "ada@example.com" })
      .catch(() => undefined);
    client.onEvent(FrameNotices.READY, () => {
      client
        .request(AppEvents.SYNC_DAPP_DATA, {
          sdkVersion: "1",
          sdkType: "foyer",
          projectId: "p",
          locale: "fr",
        })
        .catch(() => undefined);
      client.request(AppEvents.SYNC_THEME, { themeMode: "dark" }).catch(() => undefined);
    });
    frame.ready();
    clock.advance(500);
    expect(frame.posted.map((post) => post.message.type)).toEqual([
      AppEvents.SYNC_DAPP_DATA,
      AppEvents.SYNC_THEME,
      AppEvents.CONNECT_EMAIL,
    ]);
  });

  it("tells ready listeners every time, also after a reload", async () => {
    const { client, frame, clock } = await setupReadyClient();
    const versions: unknown[] = [];
    client.onEvent(FrameNotices.READY, (payload) => versions.push(payload.version));
    frame.ready(4);
    clock.advance(500);
    expect(versions).toEqual([4]);
    expect(client.status()).toBe("ready");
  });

  it("leaves no timer running once ready", async () => {
    const { clock } = await setupReadyClient();
    expect(clock.pendingTimers()).toBe(0);
  });
});

describe("load failure (behaviour §8: no ready in 20 s → iframe_load_failed, abort)", () => {
  it("rejects ready and open requests with the load error and its alert", async () => {
    const { client, clock } = setupFrameClient();
    const login = client.request(AppEvents.CONNECT_EMAIL, { email: "ada@example.com" });
    clock.advance(19_999);
    expect(client.status()).toBe("loading");
    clock.advance(1);
    expect(client.status()).toBe("failed");
    const expected = {
      name: "FrameError",
      code: "iframe_load_failed",
      shortMessage: "Unable to load email login dependency",
      details: { alert: ALERTS.IFRAME_LOAD_FAILED },
    };
    await expect(client.ready).rejects.toMatchObject(expected);
    await expect(login).rejects.toMatchObject(expected);
    await expect(client.request(AppEvents.GET_CHAIN_ID)).rejects.toMatchObject(expected);
  });

  it("aborts loading: the frame is removed and a late ready does nothing", async () => {
    const { client, frame, clock } = setupFrameClient();
    clock.advance(20_000);
    expect(document.getElementById(FRAME_ELEMENT_ID)).toBeNull();
    frame.ready();
    clock.advance(500);
    expect(client.status()).toBe("failed");
    expect(clock.pendingTimers()).toBe(0);
  });

  it("does not fail once the ready event came in time", async () => {
    const { client, frame, clock } = setupFrameClient();
    clock.advance(19_000);
    frame.ready();
    clock.advance(5_000);
    await expect(client.ready).resolves.toBeUndefined();
  });
});

describe("isolation: no module state", () => {
  it("runs two clients side by side, each hearing only its own frame", async () => {
    const a = await setupReadyClient();
    const otherDocument = document.implementation.createHTMLDocument("second app");
    const b = await setupReadyClient({ document: otherDocument });
    const fromA = a.client.request(AppEvents.GET_CHAIN_ID);
    const fromB = b.client.request(AppEvents.GET_CHAIN_ID);
    // Frame B answers A's request id: A must not take it (wrong source), B has no such id.
    b.frame.succeed(a.frame.last(), { chainId: 2 });
    a.frame.succeed(a.frame.last(), { chainId: 1 });
    b.frame.succeed(b.frame.last(), { chainId: 2 });
    await expect(fromA).resolves.toEqual({ chainId: 1 });
    await expect(fromB).resolves.toEqual({ chainId: 2 });
    expect(a.client.ignoredCount()).toBeGreaterThan(0);
  });
});

describe("destroy", () => {
  it("removes the frame and the listener, and fails open requests", async () => {
    const { client, frame, clock, ignored } = await setupReadyClient();
    const open = client.request(AppEvents.GET_CHAIN_ID);
    const sessions: unknown[] = [];
    client.onEvent(FrameNotices.SESSION_UPDATE, (payload) => sessions.push(payload));
    client.destroy();
    await expect(open).rejects.toMatchObject({
      code: "FRAME_DESTROYED",
      shortMessage: "Something went wrong",
    });
    expect(document.getElementById(FRAME_ELEMENT_ID)).toBeNull();
    frame.send({ type: FrameNotices.SESSION_UPDATE, payload: { token: "t" } });
    expect(sessions).toEqual([]);
    expect(ignored).toEqual([]); // the listener is gone, not just filtering
    expect(client.status()).toBe("destroyed");
    expect(clock.pendingTimers()).toBe(0);
    client.destroy(); // idempotent
  });

  it("rejects ready when destroyed while loading", async () => {
    const { client, clock } = setupFrameClient();
    client.destroy();
    await expect(client.ready).rejects.toMatchObject({ code: "FRAME_DESTROYED" });
    expect(clock.pendingTimers()).toBe(0);
  });
});
