/**
 * UNIT test of the frame's Farcaster handlers against the FAKE contract server
 * (test/fakeAuthServer.testutil.ts); the real server, relay and IdRegistry are covered by the
 * server's farcasterLogin test and the e2e farcaster test.
 */
import { messages } from "@foyer/core/internal";
import { AppEvents } from "@foyer/embedded";
import { describe, expect, it } from "vitest";
import { createFakeAuthServer } from "./fakeAuthServer.testutil.js";
import { openFrame } from "./frameHarness.testutil.js";

const APP = "https://app.example";

const channelOf = (url: string) => new URL(url).searchParams.get("channelToken") ?? "";

async function farcasterUri(frame: ReturnType<typeof openFrame>) {
  const reply = await frame.send(AppEvents.GET_FARCASTER_URI, undefined, APP);
  expect(reply.type).toBe("@foyer/frame/get-farcaster-uri/success");
  return (reply.payload as { url: string }).url;
}

describe("Sign In With Farcaster (fake contract server)", () => {
  it("answers the sign-in URL, waits while the person has not approved, then opens a wallet", async () => {
    const server = createFakeAuthServer();
    const frame = openFrame(server);
    const url = await farcasterUri(frame);
    let polls = 0;
    server.onFarcasterPending((channel) => {
      polls += 1;
      if (polls === 2) server.approveFarcaster(channel, 7);
    });
    const reply = await frame.send(AppEvents.CONNECT_FARCASTER, undefined, APP);
    expect(reply).toEqual(
      expect.objectContaining({
        type: "@foyer/frame/connect-farcaster/success",
        payload: { userName: "fid-7" },
      }),
    );
    expect(polls).toBe(2);
    expect(channelOf(url)).toMatch(/^channel-/);
    const user = server.users.get("farcaster:7");
    expect(frame.handlers.state.wallet?.address).toBe(user?.wallet?.address);
    const me = await frame.send(AppEvents.GET_USER, undefined, APP);
    expect((me.payload as { address: string }).address).toBe(user?.wallet?.address);
  });

  it("the same fid gets the same wallet on a fresh device", async () => {
    const server = createFakeAuthServer();
    const addressOf = async (frame: ReturnType<typeof openFrame>) => {
      server.approveFarcaster(channelOf(await farcasterUri(frame)), 3);
      await frame.send(AppEvents.CONNECT_FARCASTER, undefined, APP);
      return frame.handlers.state.wallet?.address;
    };
    const first = await addressOf(openFrame(server));
    expect(first).toBeTruthy();
    expect(await addressOf(openFrame(server))).toBe(first);
  });

  it("connect without a sign-in, or after reload dropped it, fails to connect to farcaster", async () => {
    const server = createFakeAuthServer();
    const frame = openFrame(server);
    const early = await frame.send(AppEvents.CONNECT_FARCASTER, undefined, APP);
    expect(early).toMatchObject({
      type: "@foyer/frame/connect-farcaster/error",
      payload: { message: messages.farcasterConnectionFailed },
    });
    await farcasterUri(frame);
    server.onFarcasterPending(() => {
      void frame.send(AppEvents.RELOAD, undefined, APP);
    });
    const waiting = await frame.send(AppEvents.CONNECT_FARCASTER, undefined, APP);
    expect(waiting).toMatchObject({
      type: "@foyer/frame/connect-farcaster/error",
      payload: { message: messages.farcasterConnectionFailed },
    });
    expect(frame.handlers.state.wallet).toBeUndefined();
  });

  it("passes on the server's refusal and opens nothing", async () => {
    const server = createFakeAuthServer();
    const frame = openFrame(server);
    await farcasterUri(frame);
    // A well-formed channel id the server never opened for this frame.
    frame.handlers.state.farcasterChannel = "channel-unknown-0000000000";
    const reply = await frame.send(AppEvents.CONNECT_FARCASTER, undefined, APP);
    expect(reply).toMatchObject({
      type: "@foyer/frame/connect-farcaster/error",
      payload: { message: "This Farcaster sign-in has expired or was already used; start again" },
    });
    expect(frame.handlers.state.token).toBeUndefined();
  });
});
