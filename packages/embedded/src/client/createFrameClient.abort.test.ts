// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { AppEvents } from "../protocol/eventTypes.js";
import { setupFrameClient, setupReadyClient } from "./fakeFrame.testutil.js";

const ADDRESS = "0x52908400098527886E0F7030069857D2E4169EE7";

describe("abortRpc (behaviour §6, §8)", () => {
  it("rejects unsafe RPC with 'Request was aborted', others with 'Something went wrong', leaves safe RPC", async () => {
    const { client, frame } = await setupReadyClient();
    const sign = client.request(AppEvents.RPC_REQUEST, {
      method: "personal_sign",
      params: ["0x48", ADDRESS],
    });
    const send = client.request(AppEvents.RPC_REQUEST, {
      method: "wallet_sendCalls",
      params: [{ calls: [{ to: ADDRESS, value: "0x1" }] }],
    });
    const read = client.request(AppEvents.RPC_REQUEST, {
      method: "eth_getBalance",
      params: [ADDRESS, "latest"],
    });
    const user = client.request(AppEvents.GET_USER);
    const readRequest = frame.posted[2]!;

    client.abortRpc();

    await expect(sign).rejects.toMatchObject({
      shortMessage: "Request was aborted",
      code: "FRAME_REQUEST_ABORTED",
    });
    await expect(send).rejects.toMatchObject({ shortMessage: "Request was aborted" });
    await expect(user).rejects.toMatchObject({ shortMessage: "Something went wrong" });
    // The safe read is still open and completes normally.
    frame.succeed(readRequest, "0x10");
    await expect(read).resolves.toBe("0x10");
  });

  it("tells the frame with an rpc-abort event", async () => {
    const { client, frame } = await setupReadyClient();
    client.abortRpc();
    expect(frame.last().message.type).toBe(AppEvents.RPC_ABORT);
    frame.succeed(frame.last());
  });

  it("also drops requests still waiting for ready, without telling a frame that is not there", async () => {
    const { client, frame } = setupFrameClient();
    const sign = client.request(AppEvents.RPC_REQUEST, {
      method: "eth_sendTransaction",
      params: [{}],
    });
    client.abortRpc();
    await expect(sign).rejects.toMatchObject({ shortMessage: "Request was aborted" });
    expect(frame.posted).toEqual([]);
  });

  it("clears the timers of what it aborts", async () => {
    const { client, clock } = await setupReadyClient();
    const login = client.request(AppEvents.CONNECT_EMAIL, { email: "ada@example.com" });
    client.abortRpc();
    await expect(login).rejects.toMatchObject({ shortMessage: "Something went wrong" });
    expect(clock.pendingTimers()).toBe(0);
  });

  it("lets a caller abort one request with a signal", async () => {
    const { client } = await setupReadyClient();
    const controller = new AbortController();
    const sign = client.request(
      AppEvents.RPC_REQUEST,
      { method: "eth_signTypedData_v4", params: [ADDRESS, "{}"] },
      { signal: controller.signal },
    );
    controller.abort();
    await expect(sign).rejects.toMatchObject({ shortMessage: "Request was aborted" });
  });
});

describe("signOut (behaviour §4: proceed after 3 s regardless)", () => {
  it("resolves on the frame's reply", async () => {
    const { client, frame, clock } = await setupReadyClient();
    const done = client.signOut();
    expect(frame.last().message.type).toBe(AppEvents.SIGN_OUT);
    frame.succeed(frame.last());
    await expect(done).resolves.toBeUndefined();
    expect(clock.pendingTimers()).toBe(0);
  });

  it("resolves on an ERROR reply too", async () => {
    const { client, frame } = await setupReadyClient();
    const done = client.signOut();
    frame.fail(frame.last(), { message: "Not signed in" });
    await expect(done).resolves.toBeUndefined();
  });

  it("resolves after 3 s without a reply, and not before", async () => {
    const { client, clock } = await setupReadyClient();
    let done = false;
    const signOut = client.signOut().then(() => {
      done = true;
    });
    await clock.advanceAsync(2_999);
    expect(done).toBe(false);
    await clock.advanceAsync(1);
    await signOut;
    expect(done).toBe(true);
    expect(clock.pendingTimers()).toBe(0);
  });

  it("counts the 3 s from the call, even while the frame is still loading", async () => {
    const { client, clock } = setupFrameClient();
    const signOut = client.signOut();
    await clock.advanceAsync(3_000);
    await expect(signOut).resolves.toBeUndefined();
  });

  it("resolves at once when the frame failed to load", async () => {
    const { client, clock } = setupFrameClient();
    clock.advance(20_000);
    await expect(client.signOut()).resolves.toBeUndefined();
  });
});
