import { describe, expect, it, vi } from "vitest";
import { FrameError } from "../../errors/frameError.js";
import { messages } from "../../errors/messages.js";
import { coreText } from "../../i18n/coreText.js";
import { settle } from "../../testing/setupFoyer.js";
import { AUTH_ID, setupEmbedded } from "../embeddedLogin.testutil.js";

const URL = "https://relay.example/~/sign-in-with-farcaster?channelToken=abc";

function setup() {
  const test = setupEmbedded();
  test.foyer.open({ view: "ConnectingFarcaster" });
  const farcaster = () => test.foyer.stores.embedded.getState().farcaster;
  return { ...test, farcaster };
}

describe("Sign In With Farcaster (behaviour §2, §7)", () => {
  it("shows the frame's link, waits for the approval, then connects with the Farcaster username", async () => {
    const { foyer, wallet, farcaster, storage, adapter } = setup();
    wallet.hold("connectFarcaster");
    const done = foyer.farcaster.connectFarcaster();
    expect(farcaster().step).toBe("loading");
    await vi.waitFor(() => expect(farcaster()).toEqual({ step: "waiting", url: URL }));
    expect(foyer.isConnected()).toBe(false);

    wallet.callsOf("connectFarcaster")[0]?.resolve({ userName: "lovelace" });
    await done;
    expect(wallet.callsOf("getUser")[0]?.args).toEqual([
      { chainId: "eip155:1", preferredAccountType: "smartAccount" },
    ]);
    expect(adapter.calls).toContain(`connect:${AUTH_ID}`);
    expect(foyer.isConnected()).toBe(true);
    const account = foyer.stores.accounts.get("eip155");
    expect(account.user).toEqual({ username: "lovelace" });
    expect(account.socialProvider).toBe("farcaster");
    // Behaviour §3: the connected social provider and the social username persist.
    expect(storage.getItem("@foyer/connected_social_provider")).toBe("farcaster");
    expect(storage.getItem("@foyer/social_username")).toBe("lovelace");
    expect(farcaster()).toEqual({ step: "connected", url: URL });
  });

  it("a refused sign-in shows 'Failed to connect to farcaster' with the frame's reason", async () => {
    const { foyer, wallet, farcaster } = setup();
    const refusal = "The Farcaster sign-in was not signed by the account's custody address";
    wallet.fail("connectFarcaster", new FrameError(refusal, { code: "FRAME_ERROR" }));
    await foyer.farcaster.connectFarcaster();
    expect(farcaster()).toEqual({
      step: "idle",
      error: coreText("farcasterConnectionFailed", messages.farcasterConnectionFailed),
      reason: refusal,
    });
    expect(foyer.isConnected()).toBe(false);
  });

  it("the frame's FARCASTER_NOT_STARTED shows the message alone, with no reason under it", async () => {
    const { foyer, wallet, farcaster } = setup();
    wallet.fail(
      "connectFarcaster",
      new FrameError(coreText("farcasterConnectionFailed", messages.farcasterConnectionFailed), {
        code: "FRAME_ERROR",
        details: { type: "connectFarcaster", refusal: "FARCASTER_NOT_STARTED" },
      }),
    );
    await foyer.farcaster.connectFarcaster();
    expect(farcaster()).toEqual({
      step: "idle",
      error: coreText("farcasterConnectionFailed", messages.farcasterConnectionFailed),
    });
  });

  it("leaving ConnectingFarcaster unconnected clears the link, reloads the frame and resyncs its app data", async () => {
    const { foyer, wallet, farcaster } = setup();
    wallet.hold("connectFarcaster");
    const done = foyer.farcaster.connectFarcaster();
    await vi.waitFor(() => expect(farcaster().step).toBe("waiting"));
    foyer.goBack();
    expect(farcaster()).toEqual({ step: "idle" });
    expect(wallet.noticesOf("reload")).toHaveLength(1);
    expect(wallet.noticesOf("resyncAppData")).toHaveLength(1);
    // The approval that arrives after is not this visit's any more.
    wallet.callsOf("connectFarcaster")[0]?.resolve({ userName: "lovelace" });
    await done;
    await settle();
    expect(foyer.isConnected()).toBe(false);
    expect(farcaster()).toEqual({ step: "idle" });
  });
});
