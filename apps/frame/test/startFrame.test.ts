import { AppEvents, FrameNotices } from "@foyer/embedded";
import { describe, expect, it } from "vitest";
import { type FrameEnv, startFrame } from "../src/bootstrap/startFrame.js";
import { FRAME_STARTUP_MESSAGES } from "../src/errors/walletFrameError.js";
import type { IncomingMessage } from "../src/gate/messageGate.js";
import { createFakeAuthServer } from "./fakeAuthServer.testutil.js";
import { FakeStorage } from "./fakeStorage.testutil.js";

const APP = "https://app.example";

function boot(overrides: Partial<FrameEnv> = {}, allowedOrigins = [APP]) {
  const server = createFakeAuthServer({ allowedOrigins });
  const posted: { message: unknown; targetOrigin: string }[] = [];
  const parent = {
    postMessage: (message: unknown, targetOrigin: string) => posted.push({ message, targetOrigin }),
  };
  let listener: ((event: IncomingMessage) => void) | undefined;
  const env: FrameEnv = {
    location: {
      search: `?projectId=${server.projectId}&chainId=eip155%3A1&version=4&enableLogger=false`,
      origin: "https://wallet.example",
    },
    referrer: `${APP}/`,
    parent,
    fetch: server.fetch,
    localStorage: () => new FakeStorage(),
    addMessageListener: (l) => {
      listener = l;
    },
    approve: async () => false,
    presentExport: async () => "cancelled",
    presentPasskey: () => {
      throw new Error("no passkey screen in this test");
    },
    presentPasskeys: async () => undefined,
    applyTheme: () => undefined,
    log: () => undefined,
    ...overrides,
  };
  const deliver = async (event: IncomingMessage) => {
    listener?.(event);
    // Replies go out after the handler's promise settles.
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { env, parent, posted, deliver, server };
}

const chainIdRequest = () => ({ type: AppEvents.GET_CHAIN_ID, id: crypto.randomUUID() });

describe("startFrame", () => {
  it("posts ready (version 4) to the embedding app's origin only, never '*'", async () => {
    const { env, posted } = boot();
    const frame = await startFrame(env);
    expect(frame.parentOrigin).toBe(APP);
    expect(posted).toEqual([
      { message: { type: FrameNotices.READY, payload: { version: 4 } }, targetOrigin: APP },
    ]);
  });

  it("answers the parent at its origin with the request's id", async () => {
    const { env, parent, posted, deliver } = boot();
    await startFrame(env);
    const request = chainIdRequest();
    await deliver({ data: request, origin: APP, source: parent });
    expect(posted.at(-1)).toEqual({
      message: {
        type: "@foyer/frame/get-chain-id/success",
        id: request.id,
        payload: { chainId: "eip155:1" },
      },
      targetOrigin: APP,
    });
  });

  it.each([
    ["a foreign origin", { origin: "https://evil.example" }],
    ["another window", { source: { postMessage: () => undefined } }],
    ["a bad schema", { data: { type: AppEvents.CONNECT_EMAIL, payload: { email: 1 } } }],
  ])("ignores %s without answering", async (_, change) => {
    const { env, parent, posted, deliver } = boot();
    const frame = await startFrame(env);
    await deliver({ data: chainIdRequest(), origin: APP, source: parent, ...change });
    expect(posted).toHaveLength(1); // ready only
    expect(frame.ignoredCount()).toBe(1);
  });

  it("stays silent when embedded by an origin the project does not allow", async () => {
    const { env, posted } = boot({ referrer: "https://evil.example/" });
    const frame = await startFrame(env);
    expect(frame.parentOrigin).toBeUndefined();
    expect(posted).toEqual([]);
  });

  it("fails to start without a projectId or when the origins cannot be loaded", async () => {
    const { env } = boot();
    await expect(
      startFrame({ ...env, location: { ...env.location, search: "" } }),
    ).rejects.toMatchObject({
      name: "WalletFrameError",
      code: "INVALID_FRAME_PARAMS",
      shortMessage: FRAME_STARTUP_MESSAGES.projectIdMissing,
    });
    await expect(
      startFrame({ ...env, fetch: async () => new Response("", { status: 401 }) }),
    ).rejects.toMatchObject({
      name: "WalletFrameError",
      code: "ORIGINS_UNAVAILABLE",
      shortMessage: "Could not load the project's origins (401)",
    });
  });

  it.each([
    ["a list of numbers", JSON.stringify({ allowedOrigins: [1, 2] })],
    ["no list", JSON.stringify({ origins: [] })],
    ["no JSON at all", "<html>"],
  ])("fails to start when the origins answer is %s", async (_label, body) => {
    const { env } = boot();
    await expect(
      startFrame({ ...env, fetch: async () => new Response(body, { status: 200 }) }),
    ).rejects.toMatchObject({
      name: "WalletFrameError",
      code: "ORIGINS_UNAVAILABLE",
      shortMessage: FRAME_STARTUP_MESSAGES.originsInvalid,
    });
  });

  it("reports blocked storage and still starts", async () => {
    const { env } = boot({
      localStorage: () => {
        throw new DOMException("denied", "SecurityError");
      },
    });
    expect((await startFrame(env)).storageKind).toBe("blocked");
  });
});
