import { describe, expect, it, vi } from "vitest";
import { FrameError } from "../../errors/frameError.js";
import { messages } from "../../errors/messages.js";
import { coreText } from "../../i18n/coreText.js";
import { settle } from "../../testing/setupFoyer.js";
import { setupEmbedded } from "../embeddedLogin.testutil.js";

function setup() {
  const test = setupEmbedded();
  test.foyer.open({ view: "ConnectingPasskey" });
  const passkey = () => test.foyer.stores.embedded.getState().passkey;
  return { ...test, passkey };
}

const signalOf = (call: { args: unknown[] } | undefined) =>
  (call?.args[0] as { signal?: AbortSignal } | undefined)?.signal;

describe("Continue with a passkey", () => {
  it("waits on the frame's screen, then connects the embedded wallet as after an email code", async () => {
    const { foyer, wallet, passkey, storage } = setup();
    wallet.hold("connectPasskey");
    const done = foyer.passkey.connectPasskey();
    expect(passkey().step).toBe("waiting");
    await vi.waitFor(() => expect(wallet.callsOf("connectPasskey")).toHaveLength(1));
    wallet.callsOf("connectPasskey")[0]?.resolve({ email: null });
    await done;
    expect(foyer.isConnected()).toBe(true);
    expect(passkey()).toEqual({ step: "connected" });
    // A passkey login has no email and no social provider to remember.
    expect(storage.getItem("@foyer/connected_social_provider")).toBeNull();
    expect(foyer.stores.accounts.get("eip155").user).toBeUndefined();
  });

  it("a second attempt (the view mounted again) aborts the first one's frame request; its late answer changes nothing", async () => {
    const { foyer, wallet, passkey } = setup();
    wallet.hold("connectPasskey");
    wallet.hold("connectPasskey");
    const first = foyer.passkey.connectPasskey();
    foyer.passkey.resetPasskey();
    const second = foyer.passkey.connectPasskey();
    await vi.waitFor(() => expect(wallet.callsOf("connectPasskey")).toHaveLength(2));
    const [old, current] = wallet.callsOf("connectPasskey");
    expect(signalOf(old)?.aborted).toBe(true);
    expect(signalOf(current)?.aborted).toBe(false);
    old?.reject(
      new FrameError(coreText("connectionRejected", messages.connectionRejected), {
        code: "FRAME_ERROR",
      }),
    );
    await first;
    expect(passkey()).toEqual({ step: "waiting" });
    current?.resolve({ email: "ada@example.com" });
    await second;
    expect(passkey()).toEqual({ step: "connected" });
    expect(foyer.stores.accounts.get("eip155").user).toEqual({ email: "ada@example.com" });
  });

  it("a cancelled prompt is 'Connection rejected' in the view, with no alert", async () => {
    const { foyer, wallet, passkey } = setup();
    wallet.fail(
      "connectPasskey",
      new FrameError(coreText("connectionRejected", messages.connectionRejected), {
        code: "FRAME_ERROR",
        details: { type: "connectPasskey", refusal: "PASSKEY_CANCELLED" },
      }),
    );
    await foyer.passkey.connectPasskey();
    expect(passkey()).toEqual({
      step: "idle",
      error: coreText("connectionRejected", messages.connectionRejected),
    });
    expect(foyer.stores.alerts.store.getState().alert).toBeUndefined();
    expect(foyer.stores.toast.getState().open).toBe(false);
    expect(foyer.isConnected()).toBe(false);
  });

  it("leaving the view gives the attempt up: the frame's pending screen is aborted", async () => {
    const { foyer, wallet, passkey } = setup();
    wallet.hold("connectPasskey");
    const done = foyer.passkey.connectPasskey();
    await vi.waitFor(() => expect(wallet.callsOf("connectPasskey")).toHaveLength(1));
    foyer.passkey.resetPasskey();
    expect(passkey()).toEqual({ step: "idle" });
    await settle();
    expect(wallet.noticesOf("abortRequests")).toHaveLength(1);
    expect(signalOf(wallet.callsOf("connectPasskey")[0])?.aborted).toBe(true);
    wallet.callsOf("connectPasskey")[0]?.resolve({ email: null });
    await done;
    await settle();
    expect(foyer.isConnected()).toBe(false);
    expect(passkey()).toEqual({ step: "idle" });
  });
});
