/**
 * UNIT test of the frame's social login handlers against the FAKE contract server
 * (test/fakeAuthServer.testutil.ts); the real server and providers are covered by the
 * server's socialLogin test and the e2e social test.
 */
import { AppEvents } from "@foyer/embedded";
import { describe, expect, it } from "vitest";
import { FRAME_REFUSAL_TEXTS } from "../src/errors/walletFrameError.js";
import { solanaKeyOf } from "../src/wallet/solanaKey.js";
import { createFakeAuthServer } from "./fakeAuthServer.testutil.js";
import { openFrame } from "./frameHarness.testutil.js";

const APP = "https://app.example";
const CALLBACK = "https://frame.example/auth/v1/embedded/social/callback";

/** get-social-redirect-uri, then the provider's callback for `person` (the fake's subject). */
async function socialLogin(frame: ReturnType<typeof openFrame>, person: string, extra = "") {
  const start = await frame.send(AppEvents.GET_SOCIAL_REDIRECT_URI, { provider: "github" }, APP);
  expect(start.type).toBe("@foyer/frame/get-social-redirect-uri/success");
  const state = new URL((start.payload as { uri: string }).uri).searchParams.get("state");
  return frame.send(
    AppEvents.CONNECT_SOCIAL,
    { uri: `${CALLBACK}?code=${person}&state=${state}${extra}` },
    APP,
  );
}

describe("social login (fake contract server)", () => {
  it("a new person gets a wallet made in the frame; the reply is get-user's plus userName", async () => {
    const server = createFakeAuthServer();
    const frame = openFrame(server);
    const reply = await socialLogin(frame, "ada");
    expect(reply.type).toBe("@foyer/frame/connect-social/success");
    const user = server.users.get("github:ada");
    expect(reply.payload).toEqual({
      email: null,
      address: user?.wallet?.address,
      chainId: "eip155:31337",
      smartAccountDeployed: false,
      accounts: [{ address: user?.wallet?.address, type: "EOA" }],
      preferredAccountType: "EOA",
      // Its Solana account too, as get-user reports it (wallet/solanaKey.ts).
      solanaAddress: solanaKeyOf(frame.handlers.state.wallet?.privateKey ?? "0x").address,
      userName: "ada",
    });
    // Same custody as email login: the device keeps its share, the server the other two.
    expect(frame.storage.deviceShare(user?.id ?? "")).toBeTruthy();
    expect(frame.handlers.state.wallet?.address).toBe(user?.wallet?.address);
    // The server was told which app origin to hand the callback to.
    const start = server.log.find((entry) => entry.path.endsWith("/social/start"));
    expect(start?.body).toEqual({ provider: "github", appOrigin: APP });
  });

  it("the same person gets the same wallet again, on this device and on a fresh one", async () => {
    const server = createFakeAuthServer();
    const first = openFrame(server);
    const address = ((await socialLogin(first, "ada")).payload as { address: string }).address;
    await first.send(AppEvents.SIGN_OUT);

    const again = await socialLogin(first, "ada");
    expect((again.payload as { address: string }).address).toBe(address);

    // A fresh profile: no device share; the fresh login recovers from the server's two.
    const fresh = openFrame(server);
    const recovered = await socialLogin(fresh, "ada");
    expect((recovered.payload as { address: string }).address).toBe(address);

    const other = await socialLogin(openFrame(server), "alan");
    expect((other.payload as { address: string }).address).not.toBe(address);
  });

  it("passes on the server's refusal of a denied login and opens nothing", async () => {
    const server = createFakeAuthServer();
    const frame = openFrame(server);
    const reply = await socialLogin(frame, "ada", "&error=access_denied");
    expect(reply).toMatchObject({
      type: "@foyer/frame/connect-social/error",
      payload: { message: "The provider did not grant the sign-in" },
    });
    expect(frame.handlers.state.wallet).toBeUndefined();
    expect(frame.handlers.state.token).toBeUndefined();
  });

  it("needs the app's origin to start", async () => {
    const frame = openFrame(createFakeAuthServer());
    const reply = await frame.send(AppEvents.GET_SOCIAL_REDIRECT_URI, { provider: "google" });
    expect(reply).toMatchObject({
      type: "@foyer/frame/get-social-redirect-uri/error",
      payload: { message: FRAME_REFUSAL_TEXTS.noAppOrigin },
    });
  });
});
